import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import type { FileStorage } from '../lib/storage';
import {
  IMAGE_CONTENT_TYPES,
  PROFILE_PHOTO_NAME,
  PROFILE_PHOTO_URL_PREFIX,
  profilePhotoKey,
} from '../modules/userregistration/profile-photo.service';
import { sendNotFound } from './error-handler';

/**
 * Profile photos are public under random names and never change once written (a new photo gets a
 * new name), so browsers may keep them. They are read from the file storage, the same way whether
 * it is a folder or a bucket.
 */
export function registerUploads(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { name: string } }>(
    `${PROFILE_PHOTO_URL_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const match = PROFILE_PHOTO_NAME.exec(name);
      const data = match ? await storage.get(profilePhotoKey(name)) : null;
      if (!match || !data) return sendNotFound(request, reply);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(IMAGE_CONTENT_TYPES[match[1] as keyof typeof IMAGE_CONTENT_TYPES])
        .send(data);
    },
  );
}

/**
 * The one file of a multipart upload, read from the named part. Every way a form can be broken (no
 * multipart at all, no boundary, a cut-off body, a malformed part header, the wrong part, too large)
 * is the caller's mistake and answers 4xx with the field named, never a 500.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field)
      throw new AppError('VALIDATION_FAILED', { [field]: ['validation.required'] });
    const data = await file.toBuffer();
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    // Busboy's parse errors ("Boundary not found", "Unexpected end of form") carry no status.
    throw new AppError('VALIDATION_FAILED', { [field]: ['validation.uploadMalformed'] });
  }
}

/**
 * Every file of a multipart upload sent in the named part (several files may share it), each with
 * the name the client gave it. The same refusals as `readUploadedFile`; a file over `maxBytes`
 * answers with the caller's own error, which can say the limit.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  field: string,
  options: {
    maxBytes: number;
    maxFiles: number;
    tooLarge: () => AppError;
    /** Message key of the refusal when more than `maxFiles` files come. */
    tooMany: string;
  },
): Promise<{ data: Buffer; filename: string | undefined }[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: { data: Buffer; filename: string | undefined }[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: options.maxBytes, files: options.maxFiles },
    })) {
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw options.tooLarge();
      files.push({ data, filename: part.filename || undefined });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { statusCode?: unknown; code?: unknown };
    if (e.code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', { [field]: [options.tooMany] });
    if (e.statusCode === 413) throw options.tooLarge();
    throw new AppError('VALIDATION_FAILED', { [field]: ['validation.uploadMalformed'] });
  }
  if (!files.length) throw new AppError('VALIDATION_FAILED', { [field]: ['validation.required'] });
  return files;
}
