import type { Envelope } from '@yek/contracts/common';

/** Wraps a payload in the success envelope every route returns. */
export function ok<T>(data: T, statusCode = 200): Envelope<T> {
  return { data, isSuccess: true, statusCode, message: null, errorCode: null, errors: null };
}

/** A success that also carries a localized message for the user. */
export function okMessage<T>(data: T, message: string, statusCode = 200): Envelope<T> {
  return { data, isSuccess: true, statusCode, message, errorCode: null, errors: null };
}

/** Payloads that never change once built, whose success envelope is written once. */
const shared = new WeakSet<object>();
const written = new WeakMap<object, string>();

/**
 * The success envelope of a payload that is never changed once built (a view kept in a cache and
 * replaced, not edited, when its data change). Its JSON is written on the first answer and kept
 * with the payload, so answering the same view again costs no serialization; a new view is a new
 * object and is written afresh.
 */
export function okShared<T extends object>(data: T): Envelope<T> {
  shared.add(data);
  return ok(data);
}

/** JSON of an answer body; a plain success envelope of a shared payload is written only once. */
export function serializeBody(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const envelope = body as Partial<Envelope<unknown>>;
    const data = envelope.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      shared.has(data) &&
      envelope.isSuccess === true &&
      envelope.statusCode === 200 &&
      envelope.message === null &&
      envelope.errorCode === null &&
      envelope.errors === null &&
      Object.keys(body).length === 6
    ) {
      let json = written.get(data);
      if (json === undefined) {
        json = JSON.stringify(body);
        written.set(data, json);
      }
      return json;
    }
  }
  return JSON.stringify(body);
}
