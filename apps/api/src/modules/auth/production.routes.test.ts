import { createSecretKey } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { disableDemoUsers, seedDemoUsers } from '../../db/seed/seed';
import type { MailMessage } from '../../lib/mailer';
import {
  bearer,
  createTestApp,
  json,
  registration,
  signUp,
  type TestApp,
} from '../../../test/helpers';

/** Production mode behind one trusted proxy (127.0.0.1, where inject's requests come from). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: 'production', trustProxy: ['127.0.0.1'], apiDocs: false });
});
afterAll(() => t.close());

const register = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/userregistration',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: registration(),
  });

describe('client addresses in production', () => {
  it('believes X-Forwarded-For only as far as the trusted proxy vouches', async () => {
    // Through the proxy: the client forges the first entries, the proxy appends the real address.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await register('127.0.0.1', `10.9.8.${i}, 198.51.100.7`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another real client behind the same proxy is counted on its own.
    expect((await register('127.0.0.1', '10.9.8.1, 198.51.100.8')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from anyone who is not the trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await register('203.0.113.50', `198.51.100.${100 + i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('trusts no proxy by default', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

describe('production settings', () => {
  it('serves no API docs unless asked', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(404);
    expect(json(res).errorCode).toBe('NOT_FOUND');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
  });

  it('links mails to the port the server listens on unless a public address is set', () => {
    expect(loadConfig({ PORT: '3077' }).publicUrl).toBe('http://localhost:3077');
    expect(loadConfig({ PORT: '3077', PUBLIC_URL: 'https://yek.example' }).publicUrl).toBe(
      'https://yek.example',
    );
  });

  it('refuses to seed demo accounts, and disables any made while the data was a development copy', async () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO_USERS: 'true' }),
    ).toThrow(/SEED_DEMO_USERS/);
    await seedDemoUsers(t.database.pool);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailOrPhoneNumber: 'admin@yek.local', password: 'Admin123!' },
      });
    const before = await signIn();
    expect(before.statusCode).toBe(200);
    const token = json<{ tokenDto: { accessToken: string } }>(before).data.tokenDto.accessToken;
    expect(await disableDemoUsers(t.database.pool)).toBe(3);
    expect((await signIn()).statusCode).toBe(403);
    const session = await t.app.inject({
      url: '/api/userregistration/getuserregistrationmainstate',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(401);
    expect(await disableDemoUsers(t.database.pool)).toBe(0);
  });
});

describe('access tokens', () => {
  it('refuses a token signed with the real key that lacks an expiry or another required claim', async () => {
    const { token } = await signUp(t);
    const claims = decodeJwt(token);
    const key = createSecretKey(Buffer.from(t.config.jwt.secret, 'utf8'));
    const forge = (omit: string) => {
      const jwt = new SignJWT({ sid: claims.sid, ver: claims.ver, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub));
      if (omit !== 'iss') jwt.setIssuer(t.config.jwt.issuer);
      if (omit !== 'aud') jwt.setAudience(t.config.jwt.audience);
      if (omit !== 'iat') jwt.setIssuedAt();
      if (omit !== 'exp') jwt.setExpirationTime('10m');
      return jwt.sign(key);
    };
    const call = async (jwt: string) =>
      (
        await t.app.inject({
          url: '/api/userregistration/getuserregistrationmainstate',
          headers: bearer(jwt),
        })
      ).statusCode;
    expect(await call(token)).toBe(200);
    expect(await call(await forge('none'))).toBe(200);
    for (const omit of ['exp', 'iat', 'iss', 'aud'])
      expect(await call(await forge(omit))).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers before the code is made and mailed, so its timing tells nothing', async () => {
    // A mail relay that holds every message once `held` is set, until it is released.
    let held: Promise<void> | null = null;
    let release = () => undefined as void;
    const mails: MailMessage[] = [];
    const slow = await createTestApp(
      {},
      {
        mailer: {
          send: async (m) => {
            if (held) await held;
            mails.push(m);
          },
          close: () => undefined,
        },
      },
    );
    try {
      const body = registration();
      await slow.app.inject({ method: 'POST', url: '/api/userregistration', payload: body });
      held = new Promise<void>((resolve) => (release = resolve));
      const reply = await Promise.race([
        slow.app.inject({
          method: 'POST',
          url: '/api/auth/forgotpasswordbyemail',
          payload: { email: body.email },
        }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(reply?.statusCode).toBe(200);
      expect(mails.filter((m) => m.to === body.email)).toHaveLength(1);
      release();
      await slow.settled();
      expect(mails.filter((m) => m.to === body.email)).toHaveLength(2);
    } finally {
      release();
      await slow.close();
    }
  });
});
