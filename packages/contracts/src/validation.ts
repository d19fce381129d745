import { z } from 'zod';

/**
 * Shared field rules (spec §5). Messages are i18n keys: the web translates them with its locale
 * files, the API with its own message catalogue, so both sides say the same thing.
 */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  phoneLength: 'validation.phoneLength',
  phoneFormat: 'validation.phoneFormat',
  passwordMin: 'validation.passwordMin',
  passwordMax: 'validation.passwordMax',
  passwordUpper: 'validation.passwordUpper',
  passwordLower: 'validation.passwordLower',
  passwordMatch: 'validation.passwordMatch',
  otpDigits: 'validation.otpDigits',
  nameMax: 'validation.nameMax',
  contractRequired: 'validation.contractRequired',
  date: 'validation.date',
  reminderTime: 'validation.reminderTime',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only guards the hasher against abuse. */
export const PASSWORD_MAX_LENGTH = 256;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 15;
export const OTP_LENGTH = 5;

export const requiredString = z
  .string({ error: VALIDATION_KEYS.required })
  .trim()
  .min(1, { error: VALIDATION_KEYS.required });

export const EmailSchema = requiredString
  .max(254, { error: VALIDATION_KEYS.email })
  .pipe(z.email({ error: VALIDATION_KEYS.email }))
  .transform((v) => v.toLowerCase());

/** 8–15 characters (spec §5): digits with an optional leading +. */
export const PhoneNumberSchema = requiredString
  .min(PHONE_MIN_LENGTH, { error: VALIDATION_KEYS.phoneLength })
  .max(PHONE_MAX_LENGTH, { error: VALIDATION_KEYS.phoneLength })
  .regex(/^\+?[0-9]+$/, { error: VALIDATION_KEYS.phoneFormat });

export const PasswordSchema = z
  .string({ error: VALIDATION_KEYS.required })
  .min(1, { error: VALIDATION_KEYS.required })
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION_KEYS.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: VALIDATION_KEYS.passwordMax })
  .regex(/\p{Lu}/u, { error: VALIDATION_KEYS.passwordUpper })
  .regex(/\p{Ll}/u, { error: VALIDATION_KEYS.passwordLower });

export const OtpCodeSchema = z
  .string({ error: VALIDATION_KEYS.required })
  .trim()
  .regex(/^[0-9]{5}$/, { error: VALIDATION_KEYS.otpDigits });

export const PersonNameSchema = requiredString.max(60, { error: VALIDATION_KEYS.nameMax });
