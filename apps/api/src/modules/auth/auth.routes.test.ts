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
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

describe('sign-up and account verification', () => {
  it('creates an unverified account, answers tokens and user, and mails a 5-digit code', async () => {
    const body = registration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      headers: { 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    const user = json<{
      id: number;
      accountVerified: boolean;
      tokenDto: { accessToken: string };
      registrationComplete: boolean;
      subscriptionStatus: string;
      languageName: string;
    }>(res).data;
    expect(user.accountVerified).toBe(false);
    expect(user.registrationComplete).toBe(false);
    expect(user.subscriptionStatus).toBe('NoSubscription');
    expect(user.languageName).toBe('tr-TR');
    const mail = t.mails.find((m) => m.to === body.email);
    expect(mail?.text).toMatch(/\b\d{5}\b/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: { ...bearer(user.tokenDto.accessToken), 'accept-language': 'en-US' },
      payload: { otpCode: codeFrom(mail!.text) === '00000' ? '11111' : '00000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      errorCode: 'OTP_INVALID',
      message: 'The verification code is incorrect.',
    });

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(user.tokenDto.accessToken),
      payload: { otpCode: codeFrom(mail!.text) },
    });
    expect(ok.statusCode).toBe(200);
    expect(json<{ accountVerified: boolean; emailVerified: boolean }>(ok).data).toMatchObject({
      accountVerified: true,
      emailVerified: true,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(user.tokenDto.accessToken),
      payload: { otpCode: codeFrom(mail!.text) },
    });
    expect(json(again).errorCode).toBe('ALREADY_VERIFIED');
  });

  it('localizes field errors and rejects unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      headers: { 'accept-language': 'tr-TR' },
      payload: {
        ...registration({
          name: '',
          phoneNumber: '123',
          password: 'short',
          confirmPassword: 'other',
        }),
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.errors?.name).toContain('Bu alanı doldur.');
    expect(body.errors?.phoneNumber).toContain('Telefon numarası 8 ile 15 rakam arasında olmalı.');
    expect(body.errors?.role).toContain('Bu alan kabul edilmiyor.');
  });

  it('requires the current terms of use to be approved, and nothing else', async () => {
    for (const contractApprovals of [[], [{ alias: 'privacy-notice', version: 1 }]]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/userregistration',
        payload: registration({ contractApprovals }),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('CONTRACT_APPROVAL_REQUIRED');
    }
  });

  it('refuses a taken email or phone number and a common password, and accepts a long passphrase', async () => {
    const first = await signUp(t, {}, false);
    const dupEmail = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({ email: first.body.email.toUpperCase() }),
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(json(dupEmail).errorCode).toBe('EMAIL_TAKEN');
    // The reason is on the field, so the form shows it under the address, not "invalid value".
    expect(json(dupEmail).errors).toEqual({
      email: ['Bu e-posta adresiyle açılmış bir hesap zaten var.'],
    });
    const dupPhone = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({ phoneNumber: first.body.phoneNumber }),
    });
    expect(json(dupPhone).errorCode).toBe('PHONE_TAKEN');
    expect(json(dupPhone).errors?.phoneNumber).toEqual([json(dupPhone).message]);
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({ password: 'Password123', confirmPassword: 'Password123' }),
    });
    expect(json(common).errorCode).toBe('PASSWORD_TOO_COMMON');
    expect(json(common).errors?.password).toEqual([json(common).message]);
    const long = 'Bu Cok Uzun Ve Akilda Kalir Bir Parola Cumlesidir Ki Yetmis Karakteri Gecer 2026';
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({ password: long, confirmPassword: long }),
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: json<{ email: string }>(ok).data.email, password: long },
    });
    expect(login.statusCode).toBe(200);
    // No truncation: the same passphrase minus its last character is a different password.
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        emailOrPhoneNumber: json<{ email: string }>(ok).data.email,
        password: long.slice(0, -1),
      },
    });
    expect(truncated.statusCode).toBe(401);
  });

  it('resends a code only after 60 seconds, and the new code replaces the old one', async () => {
    const { body, token } = await signUp(t, {}, false);
    const tooSoon = await t.app.inject({
      method: 'GET',
      url: '/api/auth/resendverifyaccountotpcode',
      headers: bearer(token),
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(json(tooSoon).errorCode).toBe('OTP_SEND_TOO_SOON');
    expect(json(tooSoon).message).toMatch(/saniye/);
    const oldCode = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    t.clock.advance(61_000);
    const resent = await t.app.inject({
      method: 'GET',
      url: '/api/auth/resendverifyaccountotpcode',
      headers: bearer(token),
    });
    expect(resent.statusCode).toBe(200);
    const newCode = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    if (oldCode !== newCode) {
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verifyaccountbyotpcode',
        headers: bearer(token),
        payload: { otpCode: oldCode },
      });
      expect(json(old).errorCode).toBe('OTP_INVALID');
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(token),
      payload: { otpCode: newCode },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const { body, token } = await signUp(t, {}, false);
    const code = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(token),
      payload: { otpCode: code },
    });
    expect(json(res).errorCode).toBe('OTP_EXPIRED');
  });

  it('ends a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { body, token } = await signUp(t, {}, false);
    const code = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
    const codes: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verifyaccountbyotpcode',
        headers: bearer(token),
        payload: { otpCode: wrong },
      });
      codes.push(json(r).errorCode);
    }
    expect(codes).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_TOO_MANY_ATTEMPTS',
    ]);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(token),
      payload: { otpCode: code },
    });
    expect(json(right).errorCode).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('accepts a code once when 20 correct submissions arrive together', async () => {
    const { body, token } = await signUp(t, {}, false);
    const code = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    // Email verification: the code can be submitted again after the account is verified.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: bearer(token),
      payload: { otpCode: code },
    });
    await t.database.pool.query('UPDATE users SET email_verified = false WHERE email = $1', [
      body.email,
    ]);
    t.clock.advance(61_000);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/sendverifyemailotpcode',
      headers: bearer(token),
    });
    const emailCode = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/verifyemailbyotpcode',
          headers: bearer(token),
          payload: { otpCode: emailCode },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });
});

describe('login, logout and refresh', () => {
  it('signs in by email or phone and refuses a wrong password in the caller’s language', async () => {
    const { body } = await signUp(t);
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: body.email, password: body.password },
    });
    expect(byEmail.statusCode).toBe(200);
    const user = json<{
      registrationComplete: boolean;
      subscriptionStatus: string;
      languageName: string;
      tokenDto: { accessToken: string; accessTokenExpiry: string; refreshToken: string };
    }>(byEmail).data;
    expect(user).toMatchObject({
      registrationComplete: false,
      subscriptionStatus: 'NoSubscription',
      languageName: 'tr-TR',
    });
    const ttl = new Date(user.tokenDto.accessTokenExpiry).getTime() - t.clock.now().getTime();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: body.phoneNumber, password: body.password },
    });
    expect(byPhone.statusCode).toBe(200);
    const wrongTr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: body.email, password: 'Wrong.Password1' },
    });
    expect(wrongTr.statusCode).toBe(401);
    expect(json(wrongTr)).toMatchObject({
      errorCode: 'AUTH_INVALID_CREDENTIALS',
      message: 'E-posta adresi, telefon numarası ya da şifre hatalı.',
    });
    const unknownEn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { emailOrPhoneNumber: 'nobody@example.com', password: 'Wrong.Password1' },
    });
    expect(json(unknownEn)).toMatchObject({
      errorCode: 'AUTH_INVALID_CREDENTIALS',
      message: 'The email address, phone number or password is incorrect.',
    });
  });

  it('ends the session at once on logout', async () => {
    const { token, refreshToken } = await signUp(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/getgenderlist',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { languageId: 2 },
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('rotates refresh tokens by GET and POST, and a replay after the grace window revokes the family', async () => {
    const { refreshToken } = await signUp(t);
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/auth/refreshtoken?refreshToken=${encodeURIComponent(refreshToken)}`,
    });
    expect(first.statusCode).toBe(200);
    const pair1 = json<{ accessToken: string; refreshToken: string }>(first).data;
    expect(pair1.refreshToken).not.toBe(refreshToken);

    // Two tabs refreshing together: the second use inside 10 s still works.
    const twin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken },
    });
    expect(twin.statusCode).toBe(200);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken: pair1.refreshToken },
    });
    expect(second.statusCode).toBe(200);
    const pair2 = json<{ accessToken: string; refreshToken: string }>(second).data;

    t.clock.advance(11_000);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect(json(replay).errorCode).toBe('AUTH_REFRESH_INVALID');
    // The whole family is gone: the newest pair no longer works either.
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken: pair2.refreshToken },
    });
    expect(after.statusCode).toBe(401);
    const access = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(pair2.accessToken),
      payload: { languageId: 1 },
    });
    expect(access.statusCode).toBe(401);
  });

  it('expires access tokens after 15 minutes and sessions after 30 days', async () => {
    const { token, refreshToken } = await signUp(t);
    t.clock.advance(15 * 60_000 + 1000);
    const expired = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { languageId: 1 },
    });
    expect(expired.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    t.clock.advance(30 * 86_400_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken: json<{ refreshToken: string }>(refreshed).data.refreshToken },
    });
    expect(late.statusCode).toBe(401);
    t.clock.set(new Date());
  });

  it('rejects tokens signed with another key, algorithm or audience', async () => {
    const { token } = await signUp(t);
    const [h, p] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    for (const bad of [none, `${h}.${p}.AAAA`, 'garbage']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: bearer(bad),
        payload: { languageId: 1 },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
