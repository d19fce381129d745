import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/client';
import { bearer, createTestApp, json, waitFor, signUp, type TestApp } from '../../test/helpers';
import { answerAll } from '../../test/onboarding';

/** Two instances of the API on one database, as behind a load balancer. */
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database;
let bQueries = 0;

beforeAll(async () => {
  a = await createTestApp({ rateLimitEnabled: false });
  bDatabase = createDatabase(a.config.databaseUrl!, 5);
  const query = bDatabase.pool.query.bind(bDatabase.pool);
  bDatabase.pool.query = ((...args: Parameters<typeof query>) => {
    bQueries += 1;
    return query(...args);
  }) as typeof query;
  b = await buildApp(a.config, { database: bDatabase, clock: a.clock, logStream: process.stderr });
  await b.ready();
  // Both instances listen before the test starts.
  await waitFor(async () => (await stateOn(b, (await signUp(a)).token)) === 200);
}, 60_000);
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

const mainState = '/api/userregistration/getuserregistrationmainstate';
async function stateOn(app: FastifyInstance, token: string) {
  return (await app.inject({ url: mainState, headers: bearer(token) })).statusCode;
}

describe('the session cache across instances', () => {
  it('serves a known session without a query', async () => {
    const { token } = await signUp(a);
    expect(await stateOn(b, token)).toBe(200);
    const before = bQueries;
    expect(await stateOn(b, token)).toBe(200);
    // The route's own reads only: the session check came from the cache.
    const withCache = bQueries - before;
    const fresh = await signUp(a);
    const beforeFresh = bQueries;
    expect(await stateOn(b, fresh.token)).toBe(200);
    expect(bQueries - beforeFresh).toBe(withCache + 1);
  });

  it('ends access on the other instance at once: logout, password change, disabled account', async () => {
    const times: number[] = [];

    const one = await signUp(a);
    expect(await stateOn(b, one.token)).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(one.token) });
    times.push(await waitFor(async () => (await stateOn(b, one.token)) === 401));

    const two = await signUp(a);
    expect(await stateOn(b, two.token)).toBe(200);
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/user/updatepassword',
      headers: bearer(two.token),
      payload: {
        oldPassword: two.body.password,
        newPassword: 'Baska.Sifre.2026',
        confirmPassword: 'Baska.Sifre.2026',
      },
    });
    expect(changed.statusCode).toBe(200);
    times.push(await waitFor(async () => (await stateOn(b, two.token)) === 401));

    const three = await signUp(a);
    expect(await stateOn(b, three.token)).toBe(200);
    // An operator's change straight in the database is heard the same way.
    await a.database.pool.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [
      three.user.id,
    ]);
    times.push(await waitFor(async () => (await stateOn(b, three.token)) === 401));

    // The same instance forgets before it answers: no wait at all.
    const four = await signUp(a);
    expect(await stateOn(a.app, four.token)).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(four.token) });
    expect(await stateOn(a.app, four.token)).toBe(401);

    expect(Math.max(...times)).toBeLessThan(250);
  });

  it('opens learning routes on the other instance as soon as a trial starts', async () => {
    const { token } = await signUp(a);
    await answerAll(a, token);
    const overview = () =>
      b.inject({ url: '/api/usertask/getusertaskoverview', headers: bearer(token) });
    const refused = await overview();
    expect(json(refused).errorCode).toBe('SUBSCRIPTION_REQUIRED');
    const trial = await a.app.inject({
      method: 'POST',
      url: '/api/payment/registerfreesubscriptionplan',
      headers: bearer(token),
      payload: {},
    });
    expect(trial.statusCode).toBe(200);
    expect((await overview()).statusCode).toBe(200);
  });
});
