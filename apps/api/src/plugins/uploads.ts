import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
