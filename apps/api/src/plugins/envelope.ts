import type { Envelope } from '@yek/contracts/common';

/** Wraps a payload in the success envelope every route returns. */
export function ok<T>(data: T, statusCode = 200): Envelope<T> {
  return { data, isSuccess: true, statusCode, message: null, errorCode: null, errors: null };
}

/** A success that also carries a localized message for the user. */
export function okMessage<T>(data: T, message: string, statusCode = 200): Envelope<T> {
  return { data, isSuccess: true, statusCode, message, errorCode: null, errors: null };
}
