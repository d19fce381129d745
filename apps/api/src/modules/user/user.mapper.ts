import type { User } from '@yek/contracts/user';
import { subscriptionStatus } from '../../lib/subscription';
import type { UserRow } from './user.repository';

export function toUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phoneNumber: row.phone_number,
    profileImagePath: row.profile_image_path,
    languageId: row.language_id,
    languageName: row.culture_name,
    gender: row.gender,
    birthday: row.birthday,
    emailNotification: row.email_notification,
    smsNotification: row.sms_notification,
    twoFactorEnabled: row.two_factor_enabled,
    city: row.city_id !== null ? { id: row.city_id, name: row.city_name ?? '' } : null,
    town: row.town_id !== null ? { id: row.town_id, name: row.town_name ?? '' } : null,
    role: row.role,
    accountVerified: row.account_verified,
    emailVerified: row.email_verified,
    phoneNumberVerified: row.phone_number_verified,
    registrationComplete: row.registration_complete,
    subscriptionStatus: subscriptionStatus(
      { trialEndsAt: row.trial_ends_at, subscriptionEndsAt: row.subscription_ends_at },
      now,
    ),
    createdAt: row.created_at.toISOString(),
  };
}
