import type { User } from '@yek/contracts/user';
import { subscriptionStatus } from '../../lib/subscription';
import type { UserRow } from './user.repository';

export function toUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    profileImagePath: row.profileImagePath,
    languageId: row.languageId,
    languageName: row.cultureName,
    gender: row.gender,
    birthday: row.birthday,
    emailNotification: row.emailNotification,
    smsNotification: row.smsNotification,
    twoFactorEnabled: row.twoFactorEnabled,
    city: row.cityId !== null ? { id: row.cityId, name: row.cityName ?? '' } : null,
    town: row.townId !== null ? { id: row.townId, name: row.townName ?? '' } : null,
    role: row.role,
    accountVerified: row.accountVerified,
    emailVerified: row.emailVerified,
    phoneNumberVerified: row.phoneNumberVerified,
    registrationComplete: row.registrationComplete,
    subscriptionStatus: subscriptionStatus(
      { trialEndsAt: row.trialEndsAt, subscriptionEndsAt: row.subscriptionEndsAt },
      now,
    ),
    createdAt: row.createdAt.toISOString(),
    pendingContracts: row.pendingContracts,
  };
}
