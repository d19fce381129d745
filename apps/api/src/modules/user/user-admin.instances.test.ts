import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { bearer, createTestApp, json, signUp, waitFor, type TestApp } from '../../../test/helpers';
import { learnerWithTrial } from '../../../test/learner';
import { editorToken, loginAs } from '../../../test/onboarding';

/** Two instances of the API on one database, as behind a load balancer. */
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database;
let admin: string;
let editor: string;

beforeAll(async () => {
  a = await createTestApp({ rateLimitEnabled: false });
  bDatabase = createDatabase(a.config.databaseUrl!, 5);
  b = await buildApp(a.config, {
    database: bDatabase,
    clock: a.clock,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  });
  await b.ready();
  admin = await loginAs(a, 'admin@yek.local', 'Admin123!');
  editor = await editorToken(a);
  // Both instances listen before the test starts.
  await waitFor(async () => b.deps.changeFeed.listening && a.app.deps.changeFeed.listening, 5000);
}, 60_000);
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

const overview = (token: string) =>
  b.inject({ url: '/api/usertask/getusertaskoverview', headers: bearer(token) });

describe('account changes across instances', () => {
  it('ends a learner set passive by an admin on the other instance at once', async () => {
    const learner = await learnerWithTrial(a);
    // Warm instance B's session cache.
    expect((await overview(learner.token)).statusCode).toBe(200);
    expect((await overview(learner.token)).statusCode).toBe(200);
    const user = json<Record<string, unknown>>(
      await a.app.inject({ url: `/api/user/${learner.user.id}`, headers: bearer(admin) }),
    ).data;
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/user/${learner.user.id}`,
      headers: bearer(admin),
      payload: {
        name: user.name,
        surname: user.surname,
        email: user.email,
        phoneNumber: user.phoneNumber,
        birthday: '1995-05-19',
        gender: 'Female',
        cityId: 6,
        townId: (
          await a.database.pool.query<{ id: number }>(
            'SELECT id FROM districts WHERE city_id = 6 LIMIT 1',
          )
        ).rows[0]!.id,
        roleType: 'learner',
        status: 'passive',
      },
    });
    expect(put.statusCode).toBe(200);
    const took = await waitFor(async () => (await overview(learner.token)).statusCode === 401);
    expect(took).toBeLessThan(1000);
  });

  it('ends a deleted learner on the other instance at once', async () => {
    const learner = await learnerWithTrial(a);
    expect((await overview(learner.token)).statusCode).toBe(200);
    const del = await a.app.inject({
      method: 'DELETE',
      url: `/api/user/${learner.user.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    await waitFor(async () => (await overview(learner.token)).statusCode === 401);
  });

  it('asks every learner to approve a new agreement version before learning goes on', async () => {
    const learner = await learnerWithTrial(a);
    expect((await overview(learner.token)).statusCode).toBe(200);
    const published = await a.app.inject({
      method: 'POST',
      url: '/api/contract',
      headers: bearer(editor),
      payload: {
        alias: 'terms-of-use',
        version: 7,
        contractLocalizations: [
          { cultureName: 'tr-TR', title: 'Kullanım Koşulları', content: 'Yeni sürüm.' },
          { cultureName: 'en-US', title: 'Terms of Use', content: 'New version.' },
        ],
      },
    });
    expect(published.statusCode).toBe(200);
    // Instance B refuses learning as soon as it hears of the new version.
    await waitFor(
      async () => json(await overview(learner.token)).errorCode === 'CONTRACT_APPROVAL_PENDING',
    );
    // The profile, a refresh and a new sign-in all name what waits.
    const me = json<{ pendingContracts: unknown[] }>(
      await b.inject({ url: `/api/user/${learner.user.id}`, headers: bearer(learner.token) }),
    ).data;
    expect(me.pendingContracts).toEqual([
      expect.objectContaining({ alias: 'terms-of-use', version: 7 }),
    ]);
    const refreshed = await b.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken: learner.refreshToken },
    });
    expect(json<{ pendingContracts: unknown[] }>(refreshed).data.pendingContracts).toHaveLength(1);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: learner.body.email, password: learner.body.password },
    });
    expect(json<{ pendingContracts: { version: number }[] }>(login).data.pendingContracts).toEqual([
      expect.objectContaining({ version: 7 }),
    ]);
    // Approving an old version is refused; the new one lets learning go on on both instances.
    const stale = await a.app.inject({
      method: 'POST',
      url: '/api/contract/approve',
      headers: bearer(learner.token),
      payload: { contractApprovals: [{ alias: 'terms-of-use', version: 1 }] },
    });
    expect(json(stale).errorCode).toBe('CONTRACT_APPROVAL_REQUIRED');
    const approved = await a.app.inject({
      method: 'POST',
      url: '/api/contract/approve',
      headers: bearer(learner.token),
      payload: { contractApprovals: [{ alias: 'terms-of-use', version: 7 }] },
    });
    expect(json(approved).data).toEqual({ pendingContracts: [] });
    await waitFor(async () => (await overview(learner.token)).statusCode === 200);
    expect(
      (
        await a.app.inject({
          url: '/api/usertask/getusertaskoverview',
          headers: bearer(learner.token),
        })
      ).statusCode,
    ).toBe(200);
    // A new account signs up with the new version and has nothing waiting.
    const fresh = await signUp(a, {
      contractApprovals: [{ alias: 'terms-of-use', version: 7 }],
    });
    expect(
      json<{ pendingContracts: unknown[] }>(
        await b.inject({ url: `/api/user/${fresh.user.id}`, headers: bearer(fresh.token) }),
      ).data.pendingContracts,
    ).toEqual([]);
    // A version number that is not above the published ones is refused on its field.
    const lower = await a.app.inject({
      method: 'POST',
      url: '/api/contract',
      headers: bearer(editor),
      payload: {
        alias: 'terms-of-use',
        version: 3,
        contractLocalizations: [{ cultureName: 'tr-TR', title: 'x', content: 'y' }],
      },
    });
    expect(lower.statusCode).toBe(400);
    expect(json(lower).errors).toHaveProperty('version');
  });
});
