import { createHmac } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessClaims, createAccessTokenSigner } from './jwt';

const SECRET = 'a-secret-long-enough-for-hs256-in-these-tests';
const OPTIONS = { secret: SECRET, issuer: 'yek-api', audience: 'yek-web', ttlSeconds: 900 };
const CLAIMS: AccessClaims = {
  userId: 42,
  sessionId: 'session-1',
  tokenVersion: 3,
  role: 'learner',
};
const NOW = new Date('2026-11-27T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const key = new TextEncoder().encode(SECRET);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with the secret (or another). */
function forge(header: unknown, payload: unknown, secret = SECRET) {
  return signSegments(b64(header), b64(payload), secret);
}
function signSegments(header: string, body: string, secret = SECRET) {
  return `${header}.${body}.${createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')}`;
}
const payload = (over: Record<string, unknown> = {}) => ({
  sid: 'session-1',
  ver: 3,
  role: 'learner',
  sub: '42',
  iss: 'yek-api',
  aud: 'yek-web',
  iat: NOW_S - 10,
  exp: NOW_S + 600,
  ...over,
});
const HS256 = { alg: 'HS256', typ: 'JWT' };

describe('access tokens', () => {
  it('signs a token that verifies to its claims until it expires', () => {
    const signer = createAccessTokenSigner(OPTIONS);
    const { token, expiresAt } = signer.sign(CLAIMS, NOW);
    expect(expiresAt).toEqual(new Date(NOW.getTime() + 900_000));
    expect(signer.verify(token, NOW)).toEqual(CLAIMS);
    // Twice: the second answer comes from the verified tokens kept in memory.
    expect(signer.verify(token, new Date(NOW.getTime() + 899_000))).toEqual(CLAIMS);
    expect(signer.verify(token, expiresAt)).toBeNull();
    expect(createAccessTokenSigner(OPTIONS).verify(token, expiresAt)).toBeNull();
  });

  it('is a standard HS256 JWT that a JOSE library verifies, and takes the ones it signs', async () => {
    const signer = createAccessTokenSigner(OPTIONS);
    const { token } = signer.sign(CLAIMS, NOW);
    expect(decodeProtectedHeader(token)).toEqual(HS256);
    const { payload: read } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'yek-api',
      audience: 'yek-web',
      currentDate: NOW,
    });
    expect(read).toMatchObject({ sub: '42', sid: 'session-1', ver: 3, role: 'learner' });
    // Tokens issued before this signer (by jose) stay good until they expire.
    const earlier = await new SignJWT({ sid: 'session-1', ver: 3, role: 'learner' })
      .setProtectedHeader(HS256)
      .setSubject('42')
      .setIssuer('yek-api')
      .setAudience('yek-web')
      .setIssuedAt(NOW_S - 5)
      .setExpirationTime(NOW_S + 60)
      .sign(key);
    expect(signer.verify(earlier, NOW)).toEqual(CLAIMS);
  });

  it('refuses tokens it did not sign or that are not what it signs', () => {
    const signer = createAccessTokenSigner(OPTIONS);
    const { token } = signer.sign(CLAIMS, NOW);
    const [h, p, s] = token.split('.') as [string, string, string];
    const refused = {
      'another key': forge(HS256, payload(), 'another-secret-long-enough-for-hs256-tests'),
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
      'alg none, signed': forge({ alg: 'none' }, payload()),
      'another algorithm': forge({ alg: 'HS512', typ: 'JWT' }, payload()),
      'a critical extension': forge({ ...HS256, crit: ['b64'], b64: false }, payload()),
      'a changed payload': `${h}.${b64(payload({ sub: '1' }))}.${s}`,
      'a cut signature': `${h}.${p}.${s.slice(0, -2)}`,
      'four parts': `${token}.x`,
      'two parts': `${h}.${p}`,
      'characters outside base64url': `${h}.${p}.${s.slice(0, -1)}=`,
      'a payload that is not JSON': signSegments(
        b64(HS256),
        Buffer.from('{x').toString('base64url'),
      ),
      'a payload that is a list': forge(HS256, [1]),
      'another issuer': forge(HS256, payload({ iss: 'someone' })),
      'another audience': forge(HS256, payload({ aud: 'someone' })),
      'no expiry': forge(HS256, payload({ exp: undefined })),
      'no issue time': forge(HS256, payload({ iat: undefined })),
      'an expiry as text': forge(HS256, payload({ exp: String(NOW_S + 600) })),
      expired: forge(HS256, payload({ exp: NOW_S })),
      'not valid yet': forge(HS256, payload({ nbf: NOW_S + 60 })),
      'no subject': forge(HS256, payload({ sub: undefined })),
      'a subject that is not an id': forge(HS256, payload({ sub: '4x' })),
      'a numeric subject': forge(HS256, payload({ sub: 42 })),
      'no session': forge(HS256, payload({ sid: undefined })),
      'a fractional version': forge(HS256, payload({ ver: 1.5 })),
      'an unknown role': forge(HS256, payload({ role: 'root' })),
      empty: '',
      garbage: 'garbage',
    };
    for (const [what, bad] of Object.entries(refused))
      expect(signer.verify(bad, NOW), what).toBeNull();
    // The same checks pass a well-formed forged token, so each refusal above is its own flaw.
    expect(signer.verify(forge(HS256, payload()), NOW)).toEqual(CLAIMS);
    expect(signer.verify(forge(HS256, payload({ aud: ['other', 'yek-web'] })), NOW)).toEqual(
      CLAIMS,
    );
  });
});
