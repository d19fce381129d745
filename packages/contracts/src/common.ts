import { z } from 'zod';

/** Stable error codes the API returns in the envelope's `errorCode`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'AUTH_REQUIRED',
  'AUTH_INVALID_TOKEN',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_TOO_MANY_ATTEMPTS',
  'AUTH_ACCOUNT_DISABLED',
  'AUTH_ACCOUNT_NOT_VERIFIED',
  'AUTH_REFRESH_INVALID',
  'AUTH_PROVIDER_TOKEN_INVALID',
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_MISMATCH',
  'OLD_PASSWORD_INCORRECT',
  'CONTRACT_APPROVAL_REQUIRED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_SEND_TOO_SOON',
  'ALREADY_VERIFIED',
  'RATE_LIMITED',
  'TASK_LECTURE_FIRST',
  'TASK_PREVIOUS_INCOMPLETE',
  'TASK_ALREADY_TAKEN_TODAY',
  'TASK_NOT_FOUND_FOR_DAY',
  'TASK_NOT_AVAILABLE',
  'PROGRAM_COMPLETE',
  'ANSWER_ALREADY_REGISTERED',
  'ANSWER_DOES_NOT_FIT',
  'WORD_NOT_FOUND',
  'SUBSCRIPTION_REQUIRED',
  'TRIAL_EXPIRED',
  'TRIAL_ALREADY_USED',
  'TRIAL_NOT_AVAILABLE',
  'REGISTRATION_ALREADY_COMPLETE',
  'PROMO_CODE_INVALID',
  'STORE_NOTIFICATION_INVALID',
  'STORE_NOT_CONFIGURED',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Field errors: field name → messages. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Every API response is wrapped in this envelope; the payload is at `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    isSuccess: z.boolean(),
    statusCode: z.int32(),
    message: z.string().nullable(),
    errorCode: ErrorCodeSchema.nullable(),
    errors: FieldErrorsSchema.nullable(),
  });
}

export const ErrorEnvelopeSchema = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
export interface Envelope<T> {
  data: T;
  isSuccess: boolean;
  statusCode: number;
  message: string | null;
  errorCode: ErrorCode | null;
  errors: FieldErrors | null;
}

/** PostgreSQL's integer, the type of every id and count column: numbers past it are refused. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * An integer read from a path or query string, within PostgreSQL's integer. Body numbers use
 * `z.int32()`, which is the same range.
 */
export function queryInt(params?: { error?: string }) {
  return z.coerce.number(params).int().min(INT4_MIN).max(INT4_MAX);
}

export const IdSchema = queryInt().positive();
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Culture names the API localizes messages into (Accept-Language). */
export const API_CULTURES = ['tr-TR', 'en-US'] as const;
export type ApiCulture = (typeof API_CULTURES)[number];
export const DEFAULT_CULTURE: ApiCulture = 'tr-TR';

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
