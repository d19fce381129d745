import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  codeFrom,
  createTestApp,
  json,
  registration,
  signUp,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 with a localized message and Retry-After once an address is hammered', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotpasswordbyemail',
        remoteAddress: '192.0.2.10',
        headers: { 'accept-language': 'en-US' },
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(json(last!)).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(json(last!).message).toMatch(
      /^Too many tries in a short time\. Try again in \d+ seconds\.$/,
    );
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const tr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyemail',
      remoteAddress: '192.0.2.10',
      payload: { email: 'someone@example.com' },
    });
    expect(json(tr).message).toMatch(/çok fazla istek/);
  });
});

describe('per-account limits', () => {
  it('counts code checks by the signed-in account', async () => {
    const { token } = await signUp(t, {}, false);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verifyaccountbyotpcode',
        headers: bearer(token),
        payload: { otpCode: '00000' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('logs', () => {
  it('never contain a token, password or code', async () => {
    const { body, user } = await signUp(t, {}, false);
    const code = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(user.tokenDto.accessToken),
      payload: { otpCode: code },
    });
    const refreshed = await t.app.inject({
      method: 'GET',
      url: `/api/auth/refreshtoken?refreshToken=${user.tokenDto.refreshToken}`,
    });
    const pair = json<{ accessToken: string; refreshToken: string }>(refreshed).data;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: body.email, password: body.password },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyemail',
      payload: { email: body.email },
    });
    await t.settled();
    const resetCode = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${resetCode}`,
      payload: { email: body.email },
    });
    // A failing request with secrets in it is logged too.
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/refreshtoken?x=${pair.refreshToken}`,
      payload: { refreshToken: 'nope' },
    });

    const all = t.logs.join('\n');
    expect(all).toContain('/api/auth/refreshtoken');
    for (const secret of [
      body.password,
      code,
      resetCode,
      user.tokenDto.accessToken,
      user.tokenDto.refreshToken,
      pair.accessToken,
      pair.refreshToken,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('request hygiene', () => {
  it('sends security headers: the page policy on pages, the API set on answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/language' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('rejects oversized, malformed and unknown bodies with the envelope', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...registration(), name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toMatchObject({
      isSuccess: false,
      errorCode: 'PAYLOAD_TOO_LARGE',
      data: null,
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrPhoneNumber":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).isSuccess).toBe(false);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: 'a@b.co', password: 'x', isAdmin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors?.isAdmin).toBeDefined();
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"emailOrPhoneNumber":"a@b.co","password":"x"}',
    });
    expect(proto.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ errorCode: 'NOT_FOUND', isSuccess: false });
  });

  it('never leaks internals on a 5xx and names the request', async () => {
    const broken = await createTestApp();
    await broken.database.pool.query('DROP TABLE languages CASCADE');
    const res = await broken.app.inject({
      method: 'GET',
      url: '/api/language',
      headers: { 'x-request-id': 'req-check-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(json(res).errorCode).toBe('INTERNAL_ERROR');
    expect(json(res).message).toContain('req-check-1');
    expect(res.body).not.toMatch(/relation|languages|stack/i);
    await broken.close();
  });
});
