import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import {
  PROFILE_PHOTO_URL_PREFIX,
  profilePhotoDir,
} from '../modules/userregistration/profile-photo.service';

/**
 * Profile photos are public under random names and never change once written (a new photo gets a
 * new name), so browsers may keep them.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const root = profilePhotoDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: PROFILE_PHOTO_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
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
