import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeFrom, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Yeni.Sifre2026';

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const { body } = await signUp(t);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyphonenumber',
      payload: { phoneNumber: body.phoneNumber },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyphonenumber',
      payload: { phoneNumber: '905009999999' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known).message).toBe(
      'Böyle bir hesap varsa telefon numarasına bir sıfırlama kodu gönderilecek.',
    );
    expect(json(unknown).message).toBe(json(known).message);
    expect(json(unknown).data).toEqual(json(known).data);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyemail',
      headers: { 'accept-language': 'en-US' },
      payload: { email: 'nobody@example.com' },
    });
    expect(json(en).message).toBe(
      'If such an account exists, a reset code will be sent to its email address.',
    );
  });

  it('refuses a second code inside the resend window with the seconds left, for any address alike', async () => {
    const { body } = await signUp(t);
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotpasswordbyemail',
        payload: { email },
      });
    for (const email of [body.email, `nobody.${Date.now()}@example.com`]) {
      expect((await ask(email)).statusCode).toBe(200);
      const again = await ask(email.toUpperCase());
      expect(again.statusCode).toBe(429);
      expect(json(again).errorCode).toBe('OTP_SEND_TOO_SOON');
      expect(json(again).message).toMatch(/^Yeni kod isteyebilmek için \d+ saniye/);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
    await t.settled();
    expect(t.mails.filter((m) => m.to === body.email)).toHaveLength(2); // sign-up and one reset
  });

  it('resets by email: the code works only with the address it was sent to, and every session ends', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyemail',
      payload: { email: a.body.email },
    });
    await t.settled();
    const code = codeFrom(t.mails.filter((m) => m.to === a.body.email).at(-1)!.text);

    const otherAccount = await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${code}`,
      payload: { email: b.body.email },
    });
    expect(otherAccount.statusCode).toBe(400);
    expect(json(otherAccount).errorCode).toBe('OTP_INVALID');
    const otherChannel = await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${code}`,
      payload: { phoneNumber: a.body.phoneNumber },
    });
    expect(json(otherChannel).errorCode).toBe('OTP_INVALID');

    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${code}`,
      payload: { email: a.body.email },
    });
    expect(checked.statusCode).toBe(200);
    const { resetToken } = json<{ resetToken: string }>(checked).data;
    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${code}`,
      payload: { email: a.body.email },
    });
    expect(reused.statusCode).toBe(400);

    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetpassword',
      payload: { resetToken, password: NEW_PASSWORD, confirmPassword: 'Other.Sifre2026' },
    });
    expect(json(mismatch).errors?.confirmPassword).toContain('Şifreler eşleşmiyor.');

    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetpassword',
      payload: { resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    const twice = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetpassword',
      payload: { resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(twice.statusCode).toBe(400);

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user',
          headers: bearer(a.token),
          payload: { languageId: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refreshtoken',
          payload: { refreshToken: a.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: a.body.email, password: a.body.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: a.body.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('resets by phone through the SMS driver', async () => {
    const a = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyphonenumber',
      payload: { phoneNumber: a.body.phoneNumber },
    });
    await t.settled();
    const sms = t.sms.filter((s) => s.to === a.body.phoneNumber).at(-1);
    expect(sms).toBeDefined();
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${codeFrom(sms!.text)}`,
      payload: { phoneNumber: a.body.phoneNumber },
    });
    expect(checked.statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the old password, says so in the caller’s language, and ends sessions', async () => {
    const a = await signUp(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: a.body.email, password: a.body.password },
    });
    const otherToken = json<{ tokenDto: { accessToken: string } }>(other).data.tokenDto.accessToken;

    const wrongOld = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepassword',
      headers: bearer(a.token),
      payload: {
        oldPassword: 'Not.Mine123',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(json(wrongOld)).toMatchObject({
      errorCode: 'OLD_PASSWORD_INCORRECT',
      message: 'Şu anki şifren hatalı.',
    });
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepassword',
      headers: { ...bearer(a.token), 'accept-language': 'en-US' },
      payload: { oldPassword: a.body.password, newPassword: NEW_PASSWORD, confirmPassword: 'x' },
    });
    expect(json(mismatch).errors?.confirmPassword).toContain('Passwords do not match.');
    const missingOld = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepassword',
      headers: bearer(a.token),
      payload: { oldPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(json(missingOld).errors?.oldPassword).toContain('Bu alanı doldur.');

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepassword',
      headers: bearer(a.token),
      payload: {
        oldPassword: a.body.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(ok.statusCode).toBe(200);
    for (const token of [a.token, otherToken]) {
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/user',
            headers: bearer(token),
            payload: { languageId: 1 },
          })
        ).statusCode,
      ).toBe(401);
    }
  });
});
