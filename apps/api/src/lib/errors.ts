import type { ErrorCode, FieldErrors } from '@yek/contracts/common';

/** A failure the service layer means to report; the error handler maps it to status and message. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly statusCode: number,
    readonly fieldErrors: FieldErrors | null = null,
    /** Values substituted into the localized message, e.g. {seconds}. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(errorCode);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, fields?: FieldErrors) =>
  new AppError(code, 400, fields ?? null);
export const unauthorized = (code: ErrorCode = 'AUTH_REQUIRED') => new AppError(code, 401);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403);
export const notFound = () => new AppError('NOT_FOUND', 404);
export const conflict = (code: ErrorCode, fields?: FieldErrors) =>
  new AppError(code, 409, fields ?? null);
export const tooManyRequests = (retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED') =>
  new AppError(code, 429, null, { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
