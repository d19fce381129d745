import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: refresh and reset tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

/** A uniformly random numeric code from the CSPRNG, zero-padded. */
export const randomDigits = (length: number): string =>
  String(randomInt(0, 10 ** length)).padStart(length, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Compares two secrets in time that does not depend on where they differ. */
export function safeEqualText(a: string, b: string): boolean {
  return safeEqualHex(sha256(a), sha256(b));
}
