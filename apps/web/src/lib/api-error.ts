import type { Envelope, ErrorCode } from '@yek/contracts/common';

/** What a failed call rejects with when the server sent no body (spec §8). */
export const GENERIC_ERROR_TEXT = 'Something went wrong';

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'isSuccess' in value &&
    'statusCode' in value &&
    typeof (value as { statusCode: unknown }).statusCode === 'number'
  );
}

export function errorStatus(error: unknown): number | undefined {
  return isEnvelope(error) ? error.statusCode : undefined;
}

export function errorCode(error: unknown): ErrorCode | null {
  return isEnvelope(error) ? error.errorCode : null;
}

/** The server's localized message, when it sent one. */
export function serverMessage(error: unknown): string | null {
  if (isEnvelope(error) && error.message) return error.message;
  return null;
}

/** Client errors will not change on a retry; server and connection errors might. */
export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** The first message the server put on a field, for forms with a single answer. */
export function firstFieldMessage(error: unknown): string | null {
  if (!isEnvelope(error) || !error.errors) return null;
  for (const messages of Object.values(error.errors)) if (messages[0]) return messages[0];
  return null;
}

/** Refusals of a learning route that only a running trial or plan lifts. */
export const PLAN_LAPSED_CODES: readonly ErrorCode[] = ['TRIAL_EXPIRED', 'SUBSCRIPTION_REQUIRED'];

export function isPlanLapsed(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && PLAN_LAPSED_CODES.includes(code);
}
