import { z } from 'zod';
import { IdSchema } from './common';
import { SORT_DIRECTIONS, pagedQuerySchema, pagedSchema } from './paging';
import {
  EmailSchema,
  OtpCodeSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneNumberSchema,
  VALIDATION_KEYS,
  requiredString,
} from './validation';

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

/**
 * A current agreement version the user has not approved yet: published after they last approved
 * it. Learning waits until they approve it (POST contract/approve).
 */
export const PendingContractSchema = z.object({
  id: z.int32(),
  alias: z.string(),
  version: z.int32(),
});
export type PendingContract = z.infer<typeof PendingContractSchema>;

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
  pendingContracts: z.array(PendingContractSchema),
});
export type User = z.infer<typeof UserSchema>;

/** What login, sign-up and social sign-in return: the user with its tokens. */
export const AuthUserSchema = UserSchema.extend({ tokenDto: TokenDtoSchema });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/**
 * PUT user: the caller's own profile (the language dialog's fields of spec §7 and the profile
 * form's). Role and subscription are never accepted. A gender left out keeps the stored one.
 */
export const UpdateUserBodySchema = z.strictObject({
  id: IdSchema.optional(),
  name: PersonNameSchema.optional(),
  surname: PersonNameSchema.optional(),
  languageId: z.int32().positive(),
  gender: GenderSchema.optional(),
  emailNotification: z.boolean().default(false),
  smsNotification: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  /** 0 when the user has no city (spec §3). */
  cityId: z.int32().min(0).default(0),
  townId: z.int32().min(0).optional(),
  birthday: z.iso.date({ error: VALIDATION_KEYS.date }).nullable().optional(),
});
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

/** POST user/deleteaccount: the account's password again, to be sure it is its owner. */
/**
 * POST user/deleteaccount: the password again, or, for an account without one (signed up with
 * Google or Apple), the code POST user/senddeleteaccountcode mailed to it.
 */
export const DeleteAccountBodySchema = z
  .strictObject({
    password: requiredString.max(256).optional(),
    otpCode: OtpCodeSchema.optional(),
  })
  .refine((v) => v.password !== undefined || v.otpCode !== undefined, {
    path: ['password'],
    error: VALIDATION_KEYS.required,
  });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

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

/** What refreshtoken answers: new tokens, and the agreements waiting for approval. */
export const RefreshResultSchema = TokenDtoSchema.extend({
  pendingContracts: z.array(PendingContractSchema),
});
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

/** Account status of spec §3: a passive account cannot sign in, and its sessions end at once. */
export const USER_STATUSES = ['active', 'passive'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** A user as the admin sees them (spec §3 user form and list fields). */
export const AdminUserSchema = UserSchema.extend({
  status: UserStatusSchema,
  jobId: z.int32().nullable(),
  jobName: z.string().nullable(),
  /** Every current agreement approved (pendingContracts is empty). */
  contractApproved: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET user: the admin's user list (spec §3, §6: search, role type filter), paged on the server. */
export const UserListQuerySchema = pagedQuerySchema(
  ['createdAt', 'name', 'surname', 'email', 'phoneNumber', 'role', 'status'],
  'createdAt',
).extend({
  orderDirection: z.enum(SORT_DIRECTIONS).default('desc'),
  roleType: RoleSchema.optional(),
  status: UserStatusSchema.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export const UserPageSchema = pagedSchema(AdminUserSchema);

/** The fields of the admin's user form (spec §3) and their rules (spec §5). */
const adminUserFields = {
  name: PersonNameSchema,
  surname: PersonNameSchema,
  email: EmailSchema,
  phoneNumber: PhoneNumberSchema,
  birthday: z.iso.date({ error: VALIDATION_KEYS.date }),
  gender: GenderSchema,
  cityId: z.int32().positive({ error: VALIDATION_KEYS.required }),
  townId: z.int32().positive({ error: VALIDATION_KEYS.required }),
  jobId: z.int32().positive().nullable().optional(),
  roleType: RoleSchema,
  status: UserStatusSchema,
  languageId: z.int32().positive().optional(),
  emailNotification: z.boolean().default(false),
  smsNotification: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
};

/**
 * POST user: an admin creates an account of any role with a first password (the registration
 * rules). The agreements must be approved (spec §5): the account starts with the current versions
 * approved.
 */
export const CreateUserBodySchema = z
  .strictObject({
    ...adminUserFields,
    password: PasswordSchema,
    confirmPassword: z.string({ error: VALIDATION_KEYS.required }),
    contractApproved: z.literal(true, { error: VALIDATION_KEYS.contractRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION_KEYS.passwordMatch,
  });
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/**
 * PUT user/{id}: every field of the form. An approval is a record of the user's consent, so it is
 * never withdrawn: contractApproved true records the current versions as approved, and false is
 * refused.
 */
export const AdminUpdateUserBodySchema = z.strictObject({
  ...adminUserFields,
  contractApproved: z.literal(true, { error: VALIDATION_KEYS.contractRequired }).optional(),
});
export type AdminUpdateUserBody = z.input<typeof AdminUpdateUserBodySchema>;
