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
