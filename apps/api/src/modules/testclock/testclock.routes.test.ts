import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { signInAgain } from '../../../test/onboarding';

const setClock = (t: TestApp, offsetSeconds: number) =>
  t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetSeconds } });

describe('the test clock control, by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off unless TEST_CLOCK_CONTROL is set', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'data/test' }).testClockControl).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: 'data/test', TEST_CLOCK_CONTROL: '1' })
        .testClockControl,
    ).toBe(true);
  });

  it('has no route at all', async () => {
    expect((await setClock(t, 86_400)).statusCode).toBe(404);
    for (const url of ['/api/test/clock', '/api/test/learning-probe'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.body).not.toContain('/api/test/clock');
  });

  it('can never be switched on in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_CLOCK_CONTROL: '1' }),
    ).toThrow(/TEST_CLOCK_CONTROL/);
  });
});

describe('the test clock control, when switched on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ testClockControl: true, rateLimitEnabled: false });
  });
  afterAll(() => t.close());

  it('moves the time every rule reads, so a trial ends', async () => {
    t.clock.set(new Date('2026-03-10T07:00:00Z'));
    const account = await signUp(t);
    const probe = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/test/learning-probe', headers: bearer(token) });
    expect(json(await probe(account.token)).errorCode).toBe('SUBSCRIPTION_REQUIRED');
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/payment/registerfreesubscriptionplan',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(trial.statusCode).toBe(200);
    expect((await probe(account.token)).statusCode).toBe(200);

    const moved = await setClock(t, 8 * 86_400);
    expect(json(moved).data).toEqual({
      offsetSeconds: 8 * 86_400,
      now: '2026-03-18T07:00:00.000Z',
    });
    const token = await signInAgain(t, account);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${account.user.id}`,
      headers: bearer(token),
    });
    expect(json<{ subscriptionStatus: string }>(me).data.subscriptionStatus).toBe('TrialExpired');
    const refused = await probe(token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe('TRIAL_EXPIRED');

    expect(json(await setClock(t, 0)).data).toMatchObject({ offsetSeconds: 0 });
    expect((await setClock(t, 10 * 366 * 86_400)).statusCode).toBe(400);
    t.clock.set(new Date());
  });
});
