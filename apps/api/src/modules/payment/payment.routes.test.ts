import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTokens } from '../../lib/account-token';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { answerAll, signInAgain } from '../../../test/onboarding';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

interface User {
  id: number;
  subscriptionStatus: string;
  registrationComplete: boolean;
}
const me = async (token: string, id: number) =>
  json<User>(await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: bearer(token) }))
    .data;
const startTrial = (token: string, lang = 'tr-TR') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/registerfreesubscriptionplan',
    headers: {
      ...bearer(token),
      'accept-language': lang,
      'content-type': 'application/json-patch+json',
    },
    payload: '{}',
  });

describe('free trial', () => {
  it('runs to midnight in Istanbul after its last day, then expires by the clock', async () => {
    // 10:00 in Istanbul on 10 March: seven whole days follow, the trial ends as 18 March begins.
    t.clock.set(new Date('2026-03-10T07:00:00Z'));
    const account = await signUp(t);
    const { token, user } = account;
    const res = await startTrial(token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: '7 günlük ücretsiz deneme süren başladı. İyi çalışmalar!',
      data: {
        trialStartedAt: '2026-03-10T07:00:00.000Z',
        trialEndsAt: '2026-03-17T21:00:00.000Z',
        trialDays: 7,
        user: { subscriptionStatus: 'Trial' },
      },
    });
    t.clock.set(new Date('2026-03-17T20:59:59Z'));
    const later = await signInAgain(t, account);
    expect((await me(later, user.id)).subscriptionStatus).toBe('Trial');
    t.clock.set(new Date('2026-03-17T21:00:00Z'));
    expect((await me(later, user.id)).subscriptionStatus).toBe('TrialExpired');
    t.clock.set(new Date());
  });

  it('is given once per account, with a clear refusal in tr and en', async () => {
    const { token } = await signUp(t);
    expect((await startTrial(token)).statusCode).toBe(200);
    const again = await startTrial(token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      errorCode: 'TRIAL_ALREADY_USED',
      message:
        'Ücretsiz deneme süresini daha önce kullandın. Devam etmek için mobil uygulamadan bir paket satın al.',
    });
    expect(json(await startTrial(token, 'en-US')).message).toBe(
      'You have already used your free trial. Buy a plan in the mobile app to continue.',
    );
    const both = await Promise.all([startTrial((await signUp(t)).token), startTrial(token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const state = json<{
      trialAvailable: boolean;
      trialStartedAt: string | null;
      trialEndsAt: string | null;
    }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/userregistration/getuserregistrationmainstate',
        headers: bearer(token),
      }),
    ).data;
    expect(state.trialAvailable).toBe(false);
    expect(state.trialEndsAt).toMatch(/T21:00:00\.000Z$/);
    // The profile shows when the trial began.
    expect(Date.parse(state.trialStartedAt!)).toBeLessThan(Date.parse(state.trialEndsAt!));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/registerfreesubscriptionplan',
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/registerfreesubscriptionplan',
          headers: bearer(token),
          payload: { days: 365 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('has a length set by TRIAL_DAYS', async () => {
    const short = await createTestApp({ rateLimitEnabled: false, trialDays: 3 });
    short.clock.set(new Date('2026-07-01T20:30:00Z')); // 23:30 on 1 July in Istanbul
    const { token } = await signUp(short);
    const res = await short.app.inject({
      method: 'POST',
      url: '/api/payment/registerfreesubscriptionplan',
      headers: bearer(token),
      payload: {},
    });
    expect(json<{ trialEndsAt: string }>(res).data.trialEndsAt).toBe('2026-07-04T21:00:00.000Z');
    await short.close();
  });
});

describe('registration complete', () => {
  it('needs all six answers and a running trial, in either order', async () => {
    const first = await signUp(t);
    await answerAll(t, first.token);
    expect((await me(first.token, first.user.id)).registrationComplete).toBe(false);
    await startTrial(first.token);
    expect((await me(first.token, first.user.id)).registrationComplete).toBe(true);

    const second = await signUp(t);
    await startTrial(second.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/birthdayquestion/registerbirthdayanswer?birthday=1980-10-10',
      headers: bearer(second.token),
    });
    expect((await me(second.token, second.user.id)).registrationComplete).toBe(false);
    await answerAll(t, second.token);
    expect((await me(second.token, second.user.id)).registrationComplete).toBe(true);
  });

  it('does not come from answers alone, nor from an ended trial', async () => {
    const account = await signUp(t);
    await startTrial(account.token);
    const fresh = await signUp(t);
    await answerAll(t, fresh.token);
    expect((await me(fresh.token, fresh.user.id)).registrationComplete).toBe(false);
    t.clock.set(new Date(Date.now() + 30 * 86_400_000));
    const lateToken = await signInAgain(t, account);
    await answerAll(t, lateToken);
    const { user } = account;
    expect(await me(lateToken, user.id)).toMatchObject({
      registrationComplete: false,
      subscriptionStatus: 'TrialExpired',
    });
    t.clock.set(new Date());
  });
});

describe('mobile app payment', () => {
  it('answers the store links and an account token tied to the caller', async () => {
    const { token, user } = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mobileapppayment',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = json<{
      storeLinks: { appStore: string; playStore: string };
      accountToken: string;
      accountTokenExpiresAt: string;
      subscriptionStatus: string;
    }>(res).data;
    expect(data.storeLinks).toEqual(t.config.storeLinks);
    expect(data.subscriptionStatus).toBe('NoSubscription');
    const claims = createAccountTokens(t.config.jwt.secret).verify(data.accountToken);
    expect(claims?.userId).toBe(user.id);
    expect(claims?.expiresAt.toISOString()).toBe(data.accountTokenExpiresAt);
    const ttl = new Date(data.accountTokenExpiresAt).getTime() - t.clock.now().getTime();
    expect(ttl).toBeGreaterThanOrEqual(3600_000);
    expect(ttl).toBeLessThanOrEqual(3600_000 + 60_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/mobileapppayment' })).statusCode).toBe(
      401,
    );
  });
});
