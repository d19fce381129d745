import { z } from 'zod';
import {
  EmailSchema,
  OtpCodeSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneNumberSchema,
  VALIDATION_KEYS,
  requiredString,
} from './validation';

export const ContractApprovalSchema = z.strictObject({
  alias: requiredString.max(64),
  version: z.int32().positive(),
});
export type ContractApproval = z.infer<typeof ContractApprovalSchema>;

/** Agreements every account must approve (current version): only the terms of use. */
export const REQUIRED_CONTRACT_ALIASES = ['terms-of-use'] as const;
/**
 * Texts shown to read, never to approve: the privacy notice (KVKK art. 10) and the explicit
 * consent, which the e-mail and SMS permissions give and withdraw (docs/decisions/0041).
 */
export const NOTICE_CONTRACT_ALIASES = ['privacy-notice', 'explicit-consent'] as const;

/** POST userregistration (spec §5). */
export const RegisterBodySchema = z
  .strictObject({
    name: PersonNameSchema,
    surname: PersonNameSchema,
    email: EmailSchema,
    phoneNumber: PhoneNumberSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: VALIDATION_KEYS.required }),
    contractApprovals: z.array(ContractApprovalSchema).max(10),
    emailNotification: z.boolean().default(false),
    smsNotification: z.boolean().default(false),
    languageId: z.int32().positive().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION_KEYS.passwordMatch,
  });
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/** POST auth/login: email or phone number, and password. */
export const LoginBodySchema = z.strictObject({
  emailOrPhoneNumber: requiredString.max(254),
  password: z
    .string({ error: VALIDATION_KEYS.required })
    .min(1, { error: VALIDATION_KEYS.required })
    .max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const OtpBodySchema = z.strictObject({ otpCode: OtpCodeSchema });
export type OtpBody = z.infer<typeof OtpBodySchema>;

export const ForgotPasswordByEmailBodySchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordByEmailBody = z.infer<typeof ForgotPasswordByEmailBodySchema>;
export const ForgotPasswordByPhoneBodySchema = z.strictObject({ phoneNumber: PhoneNumberSchema });
export type ForgotPasswordByPhoneBody = z.infer<typeof ForgotPasswordByPhoneBodySchema>;

/**
 * POST auth/passwordreset?otpCode=: checks the code together with the address it was sent to and
 * answers a short-lived reset token for PUT auth/resetpassword.
 */
export const PasswordResetQuerySchema = z.object({ otpCode: OtpCodeSchema });
export const PasswordResetBodySchema = z.union([
  z.strictObject({ email: EmailSchema }),
  z.strictObject({ phoneNumber: PhoneNumberSchema }),
]);
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;
export const PasswordResetResultSchema = z.object({ resetToken: z.string() });
export type PasswordResetResult = z.infer<typeof PasswordResetResultSchema>;

export const ResetPasswordBodySchema = z
  .strictObject({
    resetToken: requiredString.max(512),
    password: PasswordSchema,
    confirmPassword: z.string({ error: VALIDATION_KEYS.required }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION_KEYS.passwordMatch,
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const RefreshTokenQuerySchema = z.object({ refreshToken: requiredString.max(512) });
export const RefreshTokenBodySchema = z.strictObject({ refreshToken: requiredString.max(512) });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBodySchema>;

export const SocialLoginBodySchema = z.strictObject({
  idToken: requiredString.max(8192),
  nonce: z.string().max(256).optional(),
  /** Apple sends the name only on the first sign-in. */
  name: z.string().max(60).optional(),
  surname: z.string().max(60).optional(),
});
export type SocialLoginBody = z.infer<typeof SocialLoginBodySchema>;

/**
 * Which sign-in providers this server takes ID tokens from, with the client id the web asks the
 * provider's own script for (the first configured one); null when a provider is not set up.
 */
export const SocialProvidersSchema = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  apple: z.object({ clientId: z.string() }).nullable(),
});
export type SocialProviders = z.infer<typeof SocialProvidersSchema>;

/** Replies that carry only a localized message use this payload. */
export const MessageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResultSchema>;
