import type { Gender, Role } from '@yek/contracts/user';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cities, contracts, districts, languages } from './reference';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    surname: varchar('surname', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }),
    phoneNumber: varchar('phone_number', { length: 16 }),
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 16 }).$type<Role>().notNull().default('learner'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    languageId: integer('language_id')
      .notNull()
      .default(1)
      .references(() => languages.id),
    gender: varchar('gender', { length: 16 }).$type<Gender>().notNull().default('Unspecified'),
    birthday: date('birthday'),
    cityId: integer('city_id').references(() => cities.id),
    townId: integer('town_id').references(() => districts.id),
    profileImagePath: varchar('profile_image_path', { length: 512 }),
    emailNotification: boolean('email_notification').notNull().default(false),
    smsNotification: boolean('sms_notification').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    accountVerified: boolean('account_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    /** Bumped on password change, reset and disable: every access token carrying an older one dies. */
    tokenVersion: integer('token_version').notNull().default(1),
    registrationComplete: boolean('registration_complete').notNull().default(false),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phoneNumber),
  ],
);

/** Google / Apple accounts, keyed on (provider, subject). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_identities_provider_subject_uq').on(t.provider, t.subject)],
);

export const contractApprovals = pgTable(
  'contract_approvals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an optional consent was withdrawn (the explicit consent follows the e-mail and SMS
     * permissions, kept by the users_consent trigger: docs/decisions/0041); null while it holds.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [unique('contract_approvals_uq').on(t.userId, t.contractId)],
);

/** A sign-in: one refresh-token family. Revoking it ends the session's access tokens too. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes, stored as keyed hashes and bound to account, purpose and the address used. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    target: varchar('target', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Granted by a correct reset code; spent by PUT auth/resetpassword. */
export const passwordResetGrants = pgTable('password_reset_grants', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
