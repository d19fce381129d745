import { z } from 'zod';
import { IdSchema } from './common';
import { PasswordSchema, VALIDATION_KEYS, requiredString } from './validation';

export const ROLES = ['learner', 'editor', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const SUBSCRIPTION_STATUSES = [
  'NoSubscription',
  'Trial',
  'TrialExpired',
  'ActiveSubscriber',
  'SubscriptionExpired',
] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;
/** Statuses that open the learning pages. */
export const LEARNING_STATUSES: readonly SubscriptionStatus[] = ['Trial', 'ActiveSubscriber'];

export const GENDERS = ['Male', 'Female', 'Other', 'Unspecified'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const TokenDtoSchema = z.object({
  accessToken: z.string(),
  /** ISO 8601 instant at which the access token stops being accepted. */
  accessTokenExpiry: z.string(),
  refreshToken: z.string(),
});
export type TokenDto = z.infer<typeof TokenDtoSchema>;

export const CityRefSchema = z.object({ id: z.int32(), name: z.string() });

/** The user of spec §3, as the API returns it and the web stores it. */
export const UserSchema = z.object({
  id: z.int32(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  profileImagePath: z.string().nullable(),
  languageId: z.int32(),
  languageName: z.string(),
  gender: GenderSchema,
  birthday: z.string().nullable(),
  emailNotification: z.boolean(),
  smsNotification: z.boolean(),
  twoFactorEnabled: z.boolean(),
  city: CityRefSchema.nullable(),
  town: CityRefSchema.nullable(),
  role: RoleSchema,
  accountVerified: z.boolean(),
  emailVerified: z.boolean(),
  phoneNumberVerified: z.boolean(),
  registrationComplete: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** What login, sign-up and social sign-in return: the user with its tokens. */
export const AuthUserSchema = UserSchema.extend({ tokenDto: TokenDtoSchema });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** PUT user: the language dialog's fields (spec §7). Role and subscription are never accepted. */
export const UpdateUserBodySchema = z.strictObject({
  id: IdSchema.optional(),
  name: requiredString.max(60).optional(),
  surname: requiredString.max(60).optional(),
  languageId: z.int32().positive(),
  gender: GenderSchema.default('Female'),
  emailNotification: z.boolean().default(false),
  smsNotification: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  /** 0 when the user has no city (spec §3). */
  cityId: z.int32().min(0).default(0),
  townId: z.int32().min(0).optional(),
  birthday: z.iso.date({ error: VALIDATION_KEYS.date }).nullable().optional(),
});
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

export const UpdatePasswordBodySchema = z
  .strictObject({
    oldPassword: requiredString.max(256),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: VALIDATION_KEYS.required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION_KEYS.passwordMatch,
  });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

export const GenderOptionSchema = z.object({
  id: z.int32(),
  name: GenderSchema,
  displayName: z.string(),
});
export type GenderOption = z.infer<typeof GenderOptionSchema>;
