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

export function createAccessTokenSigner(opts: {
  secret: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}): AccessTokenSigner {
  // A KeyObject made once: handing jose raw bytes would import the key again on every request.
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
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
        return {
          userId,
          sessionId: payload.sid,
          tokenVersion: payload.ver,
          role: payload.role as Role,
        };
      } catch {
        return null;
      }
    },
  };
}
