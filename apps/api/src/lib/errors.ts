import { type ErrorCode, ERROR_STATUS, type FieldErrors } from '@yek/contracts/common';

/**
 * A failure the service layer means to report. Its HTTP status comes from the code
 * (`ERROR_STATUS` in the contracts), never from the throw site; the error handler writes the
 * envelope with the localized message.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    readonly fieldErrors: FieldErrors | null = null,
    /** Values substituted into the localized message, e.g. {seconds}. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(errorCode);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[errorCode];
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/** A refusal to try again later: the seconds go into the message and the Retry-After header. */
export const retryLater = (seconds: number, code: ErrorCode = 'RATE_LIMITED') =>
  new AppError(code, null, { seconds: Math.max(1, Math.ceil(seconds)) });

/**
 * A refusal that belongs to one field (an address already taken, a wrong old password): the field
 * carries the error's own message, so a form shows the reason where it was typed.
 */
export const fieldError = (code: ErrorCode, field: string) =>
  new AppError(code, { [field]: [code] });
