import { randomBytes } from 'node:crypto';
import { ANSWER_ERROR_KEYS } from '@yek/contracts/registration';
import type { User } from '@yek/contracts/user';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { squareWebp } from '../cdn/conversion';
import type { UserService } from '../user/user.service';

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Stored photos are squares this many pixels on a side at most (the header shows 40). */
export const PROFILE_PHOTO_SIDE = 512;
/** Public URL prefix of stored photos; plugins/uploads.ts serves them from the file storage. */
export const PROFILE_PHOTO_URL_PREFIX = '/uploads/profile/';
/** A stored photo's name: random hex and its type, nothing a request could steer elsewhere. */
export const PROFILE_PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
export const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export const profilePhotoKey = (name: string) => `profile/${name}`;

/** The file's own first bytes decide its type; the name and the declared type are not trusted. */
export function imageType(data: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export function createProfilePhotoService(
  deps: AppDeps,
  users: Pick<UserService, 'setProfileImage' | 'profile'>,
) {
  return {
    async save(userId: number, data: Buffer): Promise<User> {
      if (!imageType(data))
        throw new AppError('VALIDATION_FAILED', { formFile: [ANSWER_ERROR_KEYS.imageType] });
      // Re-encoded, never stored as sent: a square WebP without the camera's or the place's data.
      const photo = await squareWebp(data, 'formFile', PROFILE_PHOTO_SIDE);
      // A random name: the URL is public, so it must not be guessable from the account id.
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await deps.storage.put(profilePhotoKey(name), photo.data, IMAGE_CONTENT_TYPES.webp);
      const old = await users.setProfileImage(userId, PROFILE_PHOTO_URL_PREFIX + name);
      if (old?.startsWith(PROFILE_PHOTO_URL_PREFIX)) {
        const oldName = old.slice(PROFILE_PHOTO_URL_PREFIX.length);
        if (PROFILE_PHOTO_NAME.test(oldName))
          await deps.storage.delete(profilePhotoKey(oldName)).catch(() => undefined);
      }
      return users.profile(userId);
    },
  };
}
export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
