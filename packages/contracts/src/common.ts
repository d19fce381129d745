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
  'CONTRACT_APPROVAL_PENDING',
  'ADMIN_SELF_CHANGE',
  'LAST_ADMIN',
  'JOB_IN_USE',
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
  'ANSWER_ATTEMPTS_USED',
  'ANSWER_DOES_NOT_FIT',
  'WORD_NOT_FOUND',
  'EXAM_NOT_AVAILABLE',
  'EXAM_COOLING_OFF',
  'EXAM_FINISHED',
  'EXAM_TIME_OVER',
  'EXAM_ITEM_NOT_CURRENT',
  'EXAM_WRITING_LENGTH',
  'TASK_WRITING_LENGTH',
  'CERTIFICATE_NOT_FOUND',
  'PLACEMENT_NOT_APPLICABLE',
  'BOOK_GENRE_IN_USE',
  'SUBSCRIPTION_REQUIRED',
  'TRIAL_EXPIRED',
  'TRIAL_ALREADY_USED',
  'TRIAL_NOT_AVAILABLE',
  'REGISTRATION_ALREADY_COMPLETE',
  'PROMO_CODE_INVALID',
  'STORE_NOTIFICATION_INVALID',
  'STORE_NOTIFICATION_UNTRUSTED',
  'STORE_NOT_CONFIGURED',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'FILE_UNREADABLE',
  'FILE_IN_USE',
  'FILE_CONVERSION_BUSY',
  'FILE_CONVERSION_UNAVAILABLE',
  'YEKVERSE_SCENARIO_LOCKED',
  'YEKVERSE_REPLY_NOT_CURRENT',
  'YEKVERSE_RUN_FINISHED',
  'YEKVERSE_SCENARIO_CHANGED',
  'REMINDER_NO_CHANNEL',
  'REMINDER_EMAIL_MISSING',
  'REMINDER_PHONE_MISSING',
  'REMINDER_SMS_CONSENT_REQUIRED',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/**
 * The HTTP status of each error code: the one place it is chosen, so a code means the same answer
 * wherever it is thrown. (Failures of the HTTP parser and router before any route runs keep the
 * precise status they need, e.g. 414 or 431, under the codes REQUEST_TOO_LARGE and BAD_REQUEST.)
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  AUTH_REQUIRED: 401,
  AUTH_INVALID_TOKEN: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_TOO_MANY_ATTEMPTS: 429,
  AUTH_ACCOUNT_DISABLED: 403,
  AUTH_ACCOUNT_NOT_VERIFIED: 403,
  AUTH_REFRESH_INVALID: 401,
  AUTH_PROVIDER_TOKEN_INVALID: 401,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_MISMATCH: 400,
  OLD_PASSWORD_INCORRECT: 400,
  CONTRACT_APPROVAL_REQUIRED: 400,
  CONTRACT_APPROVAL_PENDING: 403,
  ADMIN_SELF_CHANGE: 409,
  LAST_ADMIN: 409,
  JOB_IN_USE: 409,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 400,
  OTP_SEND_TOO_SOON: 429,
  ALREADY_VERIFIED: 400,
  RATE_LIMITED: 429,
  TASK_LECTURE_FIRST: 409,
  TASK_PREVIOUS_INCOMPLETE: 409,
  TASK_ALREADY_TAKEN_TODAY: 409,
  TASK_NOT_FOUND_FOR_DAY: 404,
  TASK_NOT_AVAILABLE: 409,
  PROGRAM_COMPLETE: 409,
  ANSWER_ALREADY_REGISTERED: 409,
  ANSWER_ATTEMPTS_USED: 409,
  ANSWER_DOES_NOT_FIT: 400,
  WORD_NOT_FOUND: 404,
  EXAM_NOT_AVAILABLE: 404,
  EXAM_COOLING_OFF: 409,
  EXAM_FINISHED: 409,
  EXAM_TIME_OVER: 409,
  EXAM_ITEM_NOT_CURRENT: 409,
  EXAM_WRITING_LENGTH: 400,
  TASK_WRITING_LENGTH: 400,
  CERTIFICATE_NOT_FOUND: 404,
  PLACEMENT_NOT_APPLICABLE: 409,
  BOOK_GENRE_IN_USE: 409,
  SUBSCRIPTION_REQUIRED: 403,
  TRIAL_EXPIRED: 403,
  TRIAL_ALREADY_USED: 409,
  TRIAL_NOT_AVAILABLE: 409,
  REGISTRATION_ALREADY_COMPLETE: 409,
  PROMO_CODE_INVALID: 404,
  STORE_NOTIFICATION_INVALID: 400,
  STORE_NOTIFICATION_UNTRUSTED: 401,
  STORE_NOT_CONFIGURED: 503,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_TOO_LARGE: 413,
  FILE_UNREADABLE: 400,
  FILE_IN_USE: 409,
  FILE_CONVERSION_BUSY: 503,
  FILE_CONVERSION_UNAVAILABLE: 503,
  YEKVERSE_SCENARIO_LOCKED: 403,
  YEKVERSE_REPLY_NOT_CURRENT: 409,
  YEKVERSE_RUN_FINISHED: 409,
  YEKVERSE_SCENARIO_CHANGED: 409,
  REMINDER_NO_CHANNEL: 400,
  REMINDER_EMAIL_MISSING: 400,
  REMINDER_PHONE_MISSING: 400,
  REMINDER_SMS_CONSENT_REQUIRED: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

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
