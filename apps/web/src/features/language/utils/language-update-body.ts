import type { UpdateUserBody, User } from '@yek/contracts/user';

/** The fields the language dialog sends (spec §7), the rest taken from the stored user. */
export function languageUpdateBody(user: User, languageId: number): UpdateUserBody {
  return {
    languageId,
    // A gender is never made up here: left out, the server keeps the stored one.
    ...(user.gender ? { gender: user.gender } : {}),
    emailNotification: user.emailNotification ?? false,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    smsNotification: user.smsNotification ?? false,
    cityId: user.city?.id ?? 0,
  };
}
