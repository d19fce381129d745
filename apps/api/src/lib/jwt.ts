import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '@yek/contracts/user';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  tokenVersion: number;
  role: Role;
}

export interface AccessTokenSigner {
  sign(claims: AccessClaims, now: Date): { token: string; expiresAt: Date };
  verify(token: string, now: Date): AccessClaims | null;
}

/** Verified tokens kept so a learner's next requests skip the signature check (one per session). */
const VERIFIED_CACHE_SIZE = 10_000;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Access tokens: compact JWTs signed with HMAC-SHA256 (RFC 7515/7519), made and checked here with
 * node:crypto on the calling thread. A library working through WebCrypto hands each signature to
 * libuv's thread pool, where it waits behind the password hashes of every sign-in in progress
 * (docs/performance.md): a microsecond's work took half a second under a burst of sign-ins.
 */
export function createAccessTokenSigner(opts: {
  secret: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}): AccessTokenSigner {
  const key = Buffer.from(opts.secret, 'utf8');
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /** The claims of a well-formed token this server signed that is valid at `nowSeconds`. */
  function check(token: string, nowSeconds: number): { claims: AccessClaims; exp: number } | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
    const [header, body, signature] = parts as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(`${header}.${body}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const head = parseObject(header);
    // Only HS256, and no extension the verifier would be required to understand.
    if (!head || head.alg !== 'HS256' || 'crit' in head) return null;
    const p = parseObject(body);
    if (!p) return null;
    const { sub, sid, ver, role, iss, aud, iat, exp, nbf } = p;
    if (iss !== opts.issuer) return null;
    if (aud !== opts.audience && !(Array.isArray(aud) && aud.includes(opts.audience))) return null;
    // A token without an expiry would be good forever: every time claim is required.
    if (!isNumericDate(iat) || !isNumericDate(exp) || exp <= nowSeconds) return null;
    if (nbf !== undefined && (!isNumericDate(nbf) || nbf > nowSeconds)) return null;
    const userId = typeof sub === 'string' && /^\d+$/.test(sub) ? Number(sub) : NaN;
    if (!Number.isSafeInteger(userId) || typeof sid !== 'string' || !Number.isInteger(ver))
      return null;
    if (!ROLES.includes(role as Role)) return null;
    return {
      claims: { userId, sessionId: sid, tokenVersion: ver as number, role: role as Role },
      exp,
    };
  }

  return {
    sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + opts.ttlSeconds;
      const body = Buffer.from(
        JSON.stringify({
          sid: claims.sessionId,
          ver: claims.tokenVersion,
          role: claims.role,
          sub: String(claims.userId),
          iss: opts.issuer,
          aud: opts.audience,
          iat,
          exp,
        }),
      ).toString('base64url');
      const signed = `${HEADER}.${body}`;
      return {
        token: `${signed}.${mac(signed).toString('base64url')}`,
        expiresAt: new Date(exp * 1000),
      };
    },
    verify(token, now) {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      // The same string was verified before: only its expiry can have changed since.
      const known = verified.get(token);
      if (known) {
        if (known.exp > nowSeconds) return known.claims;
        verified.delete(token);
        return null;
      }
      const valid = check(token, nowSeconds);
      if (!valid) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, valid);
      return valid.claims;
    },
  };
}

function parseObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumericDate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
