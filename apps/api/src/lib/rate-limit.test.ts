import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit per window, then refuses until the window resets', async () => {
    let now = 0;
    const limiter = createRateLimiter(createMemoryStore(() => now));
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.consume('k', rule)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.consume('other', rule)).allowed).toBe(true);
    const refused = await limiter.consume('k', rule);
    expect(refused.retryAfter).toBeGreaterThan(0);
    now += 60_001;
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
  });

  it('does nothing when disabled', async () => {
    const limiter = createRateLimiter(createMemoryStore(), false);
    for (let i = 0; i < 5; i++)
      expect((await limiter.consume('k', { limit: 1, windowSeconds: 60 })).allowed).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limiter on Redis', () => {
  it('shares one counter between limiter instances', async () => {
    const { Redis } = await import('ioredis');
    const { createRedisStore } = await import('./rate-limit');
    const a = new Redis(process.env.REDIS_URL!);
    const b = new Redis(process.env.REDIS_URL!);
    try {
      const key = `test-${Date.now()}-${Math.random()}`;
      const one = createRateLimiter(createRedisStore(a, 'rltest:'));
      const two = createRateLimiter(createRedisStore(b, 'rltest:'));
      const rule = { limit: 2, windowSeconds: 30 };
      expect((await one.consume(key, rule)).allowed).toBe(true);
      expect((await two.consume(key, rule)).allowed).toBe(true);
      const third = await one.consume(key, rule);
      expect(third.allowed).toBe(false);
      expect(third.retryAfter).toBeGreaterThan(0);
      expect(third.retryAfter).toBeLessThanOrEqual(30);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});
