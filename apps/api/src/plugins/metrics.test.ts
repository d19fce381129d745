import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../test/helpers';

let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ env: 'production', metricsToken: 'metrics-token-0123456789' });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

describe('metrics', () => {
  it('reports request durations by route pattern, event-loop lag and the database pool', async () => {
    await open.app.inject({ url: '/api/language/1' });
    await open.app.inject({ url: '/api/language/2' });
    const res = await open.app.inject({ url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/language\/:id",status="2xx"\} 2/,
    );
    expect(res.body).not.toContain('/api/language/1"');
    expect(res.body).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(res.body).toMatch(/db_pool_connections\{state="idle"\} \d/);
  });

  it('needs its token in production', async () => {
    const anonymous = await guarded.app.inject({ url: '/api/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).errorCode).toBe('AUTH_REQUIRED');
    const wrong = await guarded.app.inject({ url: '/api/metrics', headers: bearer('nope') });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.app.inject({
      url: '/api/metrics',
      headers: bearer('metrics-token-0123456789'),
    });
    expect(right.statusCode).toBe(200);
    const none = await createTestApp({ env: 'production' });
    expect((await none.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    await none.close();
  });
});
