import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { FIRST_DELAY_SECONDS, FREE_ATTEMPTS, MAX_DELAY_SECONDS } from './sign-in-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong.Pass1';
let botnet = 0;
/** Each guess from a new address, as a botnet sends them: per-address limits never trigger. */
const nextBot = () => `198.51.100.${(botnet++ % 250) + 1}`;

function login(
  emailOrPhoneNumber: string,
  password: string,
  from: { ip?: string; cookie?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.ip ?? nextBot(),
    headers: from.cookie ? { cookie: from.cookie } : {},
    payload: { emailOrPhoneNumber, password },
  });
}

/** The yek_device cookie a sign-in answered, as the browser would send it back. */
function deviceCookie(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^yek_device=[^;]+; Path=\/api\/auth; .*HttpOnly; SameSite=Strict/);
  return header.split(';')[0]!;
}

/** Spends every free attempt of an account's shared counter with wrong passwords. */
async function exhaust(address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < FREE_ATTEMPTS; i++) statuses.push((await login(address, WRONG)).statusCode);
  expect(statuses).toEqual(Array(FREE_ATTEMPTS).fill(401));
}

describe('sign-in throttling', () => {
  it('counts every spelling of a phone number as one account, and checks no guess past the free ones', async () => {
    const { body } = await signUp(t);
    const digits = body.phoneNumber;
    const spellings = [
      digits,
      `${digits.slice(0, 3)} ${digits.slice(3)}`,
      `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      ` ${digits} `,
      `${digits.slice(0, 3)}-${digits.slice(3)}`,
      `(${digits.slice(0, 3)}) ${digits.slice(3)}`,
      digits.split('').join(' '),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(spellings[i % spellings.length]!, WRONG)).statusCode);
    // Checked: the free attempts and the first delayed slot, which is open at once; nothing after.
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_ATTEMPTS + 1);
    expect(statuses.slice(FREE_ATTEMPTS + 1).every((s) => s === 429)).toBe(true);
    const right = await login(spellings[2]!, body.password, { ip: '203.0.113.200' });
    expect(right.statusCode).toBe(429);
    expect(json(right).errorCode).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(json(right).message).toMatch(/giriş denemesi/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets one attempt through per delay, the delay doubling up to its cap', async () => {
    const { body } = await signUp(t);
    await exhaust(body.email);
    const delays: number[] = [];
    let delay = FIRST_DELAY_SECONDS;
    for (let round = 0; round < 8; round++) {
      // The attempt that takes the slot is checked; the next one waits for the following slot.
      expect((await login(body.email, WRONG)).statusCode).toBe(401);
      const refused = await login(body.email, WRONG);
      expect(refused.statusCode).toBe(429);
      delays.push(Number(refused.headers['retry-after']));
      t.clock.advance(Number(refused.headers['retry-after']) * 1000 + 1000);
      delay = Math.min(MAX_DELAY_SECONDS, delay * 2);
    }
    // Each refused attempt counts too, so the delay grows by four each round until the cap.
    expect(delays[0]).toBe(FIRST_DELAY_SECONDS);
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);
    expect(delays.at(-1)).toBe(MAX_DELAY_SECONDS);
  });

  it('refuses parallel guesses past the free attempts, checking at most one more', async () => {
    const { body } = await signUp(t);
    const results = await Promise.all(Array.from({ length: 25 }, () => login(body.email, WRONG)));
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(FREE_ATTEMPTS + 1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(25 - checked);
  });

  it('treats an address with no account the same way, so the limit tells nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FREE_ATTEMPTS + 3; i++)
      statuses.push((await login('nobody.here@example.com', WRONG)).statusCode);
    expect(statuses.slice(0, FREE_ATTEMPTS + 1)).toEqual(Array(FREE_ATTEMPTS + 1).fill(401));
    expect(statuses.slice(FREE_ATTEMPTS + 1)).toEqual([429, 429]);
  });

  it('never locks the owner out: their browser and their usual address still sign in', async () => {
    const { body } = await signUp(t);
    const home = '203.0.113.10';
    const first = await login(body.email, body.password, { ip: home });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);

    // A guesser spends the shared attempts, and keeps guessing.
    await exhaust(body.email);
    for (let i = 0; i < 20; i++) await login(body.email, WRONG);
    expect((await login(body.email, body.password)).statusCode).toBe(429);

    // The owner's browser, from anywhere.
    const fromPhone = await login(body.email, body.password, { ip: '192.0.2.77', cookie });
    expect(fromPhone.statusCode).toBe(200);
    // The owner's usual address, from a browser that lost its cookie.
    const fromHome = await login(body.email, body.password, { ip: home });
    expect(fromHome.statusCode).toBe(200);
    // A forged or foreign cookie buys a guesser nothing.
    const other = await signUp(t);
    const otherCookie = deviceCookie(await login(other.body.email, other.body.password));
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const c of [forged, otherCookie])
      expect((await login(body.email, body.password, { cookie: c })).statusCode).toBe(429);
  });

  it('gives the owner a way in from a new device: resetting the password trusts that browser', async () => {
    const { body } = await signUp(t);
    await exhaust(body.email);
    await login(body.email, WRONG);
    const device = { ip: '192.0.2.200' };
    expect((await login(body.email, body.password, device)).statusCode).toBe(429);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpasswordbyemail',
      remoteAddress: device.ip,
      payload: { email: body.email },
    });
    await t.settled();
    const code = codeFrom(t.mails.filter((m) => m.to === body.email).at(-1)!.text);
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/auth/passwordreset?otpCode=${code}`,
      remoteAddress: device.ip,
      payload: { email: body.email },
    });
    const password = 'Yeni.Sifre.2026';
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/resetpassword',
      remoteAddress: device.ip,
      payload: {
        resetToken: json<{ resetToken: string }>(checked).data.resetToken,
        password,
        confirmPassword: password,
      },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = deviceCookie(reset);
    expect((await login(body.email, password, { ...device, cookie })).statusCode).toBe(200);
  });
});
