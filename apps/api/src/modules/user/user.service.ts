import type { ApiCulture } from '@yek/contracts/common';
import { GENDERS, type GenderOption, type UpdateUserBody, type User } from '@yek/contracts/user';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../plugins/auth';
import { toUser } from './user.mapper';
import type { UserRepository } from './user.repository';

const GENDER_NAMES: Record<ApiCulture, Record<(typeof GENDERS)[number], string>> = {
  'tr-TR': { Male: 'Erkek', Female: 'Kadın', Other: 'Diğer', Unspecified: 'Belirtmek istemiyorum' },
  'en-US': { Male: 'Male', Female: 'Female', Other: 'Other', Unspecified: 'Prefer not to say' },
};

export function createUserService(deps: AppDeps, users: UserRepository) {
  return {
    async get(auth: RequestAuth, id: number): Promise<User> {
      if (auth.userId !== id && auth.role !== 'admin') throw new AppError('FORBIDDEN');
      const row = await deps.userCache.read(id, 'user.profile', () => users.findById(id));
      if (!row) throw notFound();
      return toUser(row, deps.clock.now());
    },

    /** The caller's own profile fields; the body schema has no room for role or subscription. */
    async update(auth: RequestAuth, body: UpdateUserBody): Promise<User> {
      if (body.id !== undefined && body.id !== auth.userId) throw new AppError('FORBIDDEN');
      const fields: Record<string, string[]> = {};
      if (!(await users.languageExists(body.languageId)))
        fields.languageId = ['validation.invalid'];
      const cityId = body.cityId ? body.cityId : null;
      if (cityId !== null && !(await users.cityExists(cityId)))
        fields.cityId = ['validation.invalid'];
      if (
        cityId !== null &&
        body.townId &&
        !(await users.districtBelongsToCity(body.townId, cityId))
      ) {
        fields.townId = ['validation.invalid'];
      }
      if (body.birthday) {
        const date = new Date(`${body.birthday}T00:00:00Z`);
        if (
          Number.isNaN(date.getTime()) ||
          date > deps.clock.now() ||
          date.getUTCFullYear() < 1900
        ) {
          fields.birthday = ['validation.date'];
        }
      }
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
      await users.updateProfile(auth.userId, {
        name: body.name,
        surname: body.surname,
        languageId: body.languageId,
        gender: body.gender,
        emailNotification: body.emailNotification ?? false,
        smsNotification: body.smsNotification ?? false,
        twoFactorEnabled: body.twoFactorEnabled ?? false,
        cityId,
        townId: cityId === null ? null : body.townId === 0 ? null : body.townId,
        birthday: body.birthday,
      });
      deps.userCache.evictUser(auth.userId);
      const row = await users.findById(auth.userId);
      if (!row) throw notFound();
      return toUser(row, deps.clock.now());
    },

    /** Stores a new profile photo path; answers the path it replaced. */
    async setProfileImage(userId: number, path: string): Promise<string | null> {
      const old = await users.setProfileImage(userId, path);
      deps.userCache.evictUser(userId);
      return old;
    },

    /** The account as its owner sees it, read fresh. */
    async profile(userId: number): Promise<User> {
      const row = await users.findById(userId);
      if (!row) throw notFound();
      return toUser(row, deps.clock.now());
    },

    genders(culture: ApiCulture): GenderOption[] {
      return GENDERS.map((name, i) => ({
        id: i + 1,
        name,
        displayName: GENDER_NAMES[culture][name],
      }));
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
