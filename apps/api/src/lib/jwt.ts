import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@yek/contracts/user';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  tokenVersion: number;
  role: Role;
}

export interface AccessTokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string, now: Date): Promise<AccessClaims | null>;
}

const ALGORITHMS = ['HS256'];
/** Verified tokens kept so a learner's next requests skip the signature check (one per session). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokenSigner(opts: {
  secret: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}): AccessTokenSigner {
  // A KeyObject made once: handing jose raw bytes would import the key again on every request.
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return {
    async sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + opts.ttlSeconds;
      const token = await new SignJWT({
        sid: claims.sessionId,
        ver: claims.tokenVersion,
        role: claims.role,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, now) {
      // The same string was verified before: only its expiry can have changed since.
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > now.getTime()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: opts.issuer,
          audience: opts.audience,
          currentDate: now,
          // A token without an expiry would be good forever: every claim is required.
          requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
        });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.sid !== 'string' ||
          typeof payload.ver !== 'number'
        ) {
          return null;
        }
        const claims: AccessClaims = {
          userId,
          sessionId: payload.sid,
          tokenVersion: payload.ver,
          role: payload.role as Role,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
