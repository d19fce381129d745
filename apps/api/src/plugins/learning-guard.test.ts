import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { createBackgroundTasks } from '../lib/background';
import { createAccessTokenSigner } from '../lib/jwt';
import { createMemoryStore, createRateLimiter } from '../lib/rate-limit';
import { createLocalStorage } from '../lib/storage';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../test/helpers';
import { editorToken, signInAgain } from '../../test/onboarding';
import { registerAuth } from './auth';
import { registerErrorHandling } from './error-handler';
import { createGuard } from './route';
import { silentChangeFeed } from './change-feed';
import { createSessionCache } from './session-cache';
import { createUserCache } from './user-cache';

let t: TestApp;
let probe: ReturnType<typeof Fastify>;
let queries = 0;

/** A route that exists only here: it stands for any learning route of the API. */
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  probe = Fastify();
  registerAuth(probe);
  registerErrorHandling(probe);
  const pool = t.database.pool;
  const query = pool.query.bind(pool);
  // Counts the queries the guard runs; the learning check must add none to authentication.
  pool.query = ((...args: Parameters<typeof query>) => {
    queries += 1;
    return query(...args);
  }) as typeof pool.query;
  const deps: AppDeps = {
    config: t.config,
    database: t.database,
    clock: t.clock,
    tokens: createAccessTokenSigner({ ...t.config.jwt, ttlSeconds: t.config.jwt.accessTtlSeconds }),
    mailer: { send: async () => undefined, close: () => undefined },
    sms: { send: async () => undefined },
    limiter: createRateLimiter(createMemoryStore(), false),
    log: probe.log,
    background: createBackgroundTasks(probe.log),
    // A feed that never listens: every request reads its session, which is what this test counts.
    changeFeed: silentChangeFeed,
    sessionCache: createSessionCache({ feed: silentChangeFeed }),
    userCache: createUserCache({ feed: silentChangeFeed }),
    storage: createLocalStorage(t.config.dataDir),
    testClock: null,
  };
  const guard = createGuard(deps);
  probe.get('/learning-probe', { onRequest: guard('learning') }, async () => ({ ok: true }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const visit = (token: string, lang = 'tr-TR') =>
  probe.inject({
    method: 'GET',
    url: '/learning-probe',
    headers: { ...bearer(token), 'accept-language': lang },
  });

describe('learning routes', () => {
  it('open for a running trial or plan, with no query beyond authentication', async () => {
    const { token, user } = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/registerfreesubscriptionplan',
      headers: bearer(token),
      payload: {},
    });
    queries = 0;
    expect((await visit(token)).statusCode).toBe(200);
    expect(queries).toBe(1);
    await t.database.pool.query(`UPDATE users SET subscription_ends_at = $2 WHERE id = $1`, [
      user.id,
      new Date(t.clock.now().getTime() + 86_400_000),
    ]);
    expect((await visit(token)).statusCode).toBe(200);
  });

  it('answer 403 SUBSCRIPTION_REQUIRED or TRIAL_EXPIRED otherwise, localized', async () => {
    const none = await signUp(t);
    const res = await visit(none.token);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({
      errorCode: 'SUBSCRIPTION_REQUIRED',
      message: 'Bu içerik için etkin bir paket gerekir.',
    });
    const trial = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/registerfreesubscriptionplan',
      headers: bearer(trial.token),
      payload: {},
    });
    t.clock.advance(9 * 86_400_000);
    const expired = await visit(await signInAgain(t, trial), 'en-US');
    t.clock.set(new Date());
    expect(expired.statusCode).toBe(403);
    expect(json(expired)).toMatchObject({
      errorCode: 'TRIAL_EXPIRED',
      message: 'Your trial has ended. Buy a plan in the mobile app to continue.',
    });
    const lapsed = await signUp(t);
    await t.database.pool.query(
      `UPDATE users SET subscription_ends_at = now() - interval '1 day' WHERE id = $1`,
      [lapsed.user.id],
    );
    expect(json(await visit(lapsed.token)).errorCode).toBe('SUBSCRIPTION_REQUIRED');
    expect((await probe.inject({ method: 'GET', url: '/learning-probe' })).statusCode).toBe(401);
  });

  it('let editors and admins through without a plan', async () => {
    const editor = await editorToken(t);
    await t.database.pool.query(
      `UPDATE users SET subscription_ends_at = NULL WHERE email = 'editor@yek.local'`,
    );
    expect((await visit(editor)).statusCode).toBe(200);
  });
});
