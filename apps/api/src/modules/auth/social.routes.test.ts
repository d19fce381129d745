import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto';
import { createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let server: http.Server;
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let privateKey: Key;
let strangerKey: Key;
const GOOGLE_AUD = 'web-client.apps.example';
const APPLE_AUD = 'com.yek.english';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
  t = await createTestApp({
    rateLimitEnabled: false,
    google: { clientIds: [GOOGLE_AUD], jwksUrl, issuers: ['https://accounts.google.com'] },
    apple: { clientIds: [APPLE_AUD], jwksUrl, issuer: 'https://appleid.apple.com' },
  });
});
afterAll(async () => {
  await t.close();
  server.close();
});

function idToken(
  claims: Record<string, unknown>,
  opts: { iss?: string; aud?: string; key?: Key; expSeconds?: number } = {},
) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? GOOGLE_AUD)
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.expSeconds ?? 600))
    .sign(opts.key ?? privateKey);
}

describe('Google and Apple sign-in', () => {
  it('tells anyone which providers are set up, with the client id for the web', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/socialproviders' });
    expect(json(res).data).toEqual({
      google: { clientId: GOOGLE_AUD },
      apple: { clientId: APPLE_AUD },
    });
    // The page lets the providers' sign-in scripts in, only where they are set up.
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client https://appleid.cdn-apple.com",
    );
    const plain = await createTestApp({ rateLimitEnabled: false });
    try {
      const none = await plain.app.inject({ method: 'GET', url: '/api/auth/socialproviders' });
      expect(json(none).data).toEqual({ google: null, apple: null });
      const plainPage = await plain.app.inject({ method: 'GET', url: '/login' });
      expect(plainPage.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      await plain.close();
    }
  });

  it('creates an account keyed on provider and subject, and finds it again', async () => {
    const token = await idToken({
      sub: 'g-123',
      email: 'Sude@Example.com',
      email_verified: true,
      given_name: 'Sude',
      family_name: 'Arslan',
      nonce: 'n-1',
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/googlelogin',
      payload: { idToken: token, nonce: 'n-1' },
    });
    expect(first.statusCode).toBe(200);
    const user = json<{
      id: number;
      name: string;
      email: string;
      accountVerified: boolean;
      tokenDto: { accessToken: string };
    }>(first).data;
    expect(user).toMatchObject({ name: 'Sude', email: 'sude@example.com', accountVerified: true });
    expect(user.tokenDto.accessToken).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/googlelogin',
      payload: { idToken: await idToken({ sub: 'g-123' }) },
    });
    expect(json<{ id: number }>(again).data.id).toBe(user.id);
  });

  it('links a verified email to the existing account', async () => {
    const { body, user } = await signUp(t);
    const token = await idToken(
      { sub: 'apple-777', email: body.email, email_verified: 'true', nonce: sha256('raw-nonce') },
      { iss: 'https://appleid.apple.com', aud: APPLE_AUD },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/applelogin',
      payload: { idToken: token, nonce: 'raw-nonce' },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ id: number }>(res).data.id).toBe(user.id);
  });

  it('refuses a wrong signature, audience, issuer, expiry or nonce', async () => {
    const cases = [
      await idToken({ sub: 'x1' }, { key: strangerKey }),
      await idToken({ sub: 'x2' }, { aud: 'someone-else' }),
      await idToken({ sub: 'x3' }, { iss: 'https://evil.example' }),
      await idToken({ sub: 'x4' }, { expSeconds: -60 }),
    ];
    for (const idTokenValue of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/googlelogin',
        payload: { idToken: idTokenValue },
      });
      expect(res.statusCode).toBe(401);
      expect(json(res).errorCode).toBe('AUTH_PROVIDER_TOKEN_INVALID');
    }
    const nonce = await t.app.inject({
      method: 'POST',
      url: '/api/auth/googlelogin',
      payload: { idToken: await idToken({ sub: 'x5', nonce: 'a' }), nonce: 'b' },
    });
    expect(nonce.statusCode).toBe(401);
    // An Apple token is not a Google token.
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/auth/googlelogin',
      payload: {
        idToken: await idToken({ sub: 'x6' }, { iss: 'https://appleid.apple.com', aud: APPLE_AUD }),
      },
    });
    expect(cross.statusCode).toBe(401);
  });
});
