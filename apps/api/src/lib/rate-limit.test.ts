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

describe('marks', () => {
  it('are set once until they lapse, and tell how long they have left', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect(await store.remaining('m')).toBe(0);
    expect(await store.markIfAbsent('m', 30)).toBe(true);
    expect(await store.markIfAbsent('m', 30)).toBe(false);
    now += 10_000;
    expect(await store.remaining('m')).toBe(20);
    now += 20_001;
    expect(await store.markIfAbsent('m', 60)).toBe(true);
    await store.mark('m', 5);
    expect(await store.remaining('m')).toBe(5);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limiter on Redis', () => {
  it('sets a mark once across instances', async () => {
    const { Redis } = await import('ioredis');
    const { createRedisStore } = await import('./rate-limit');
    const a = new Redis(process.env.REDIS_URL!);
    const b = new Redis(process.env.REDIS_URL!);
    try {
      const key = `mark-${Date.now()}-${Math.random()}`;
      const one = createRedisStore(a, 'rltest:');
      const two = createRedisStore(b, 'rltest:');
      const results = await Promise.all([one.markIfAbsent(key, 30), two.markIfAbsent(key, 30)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const left = await two.remaining(key);
      expect(left).toBeGreaterThan(29);
      expect(left).toBeLessThanOrEqual(30);
      expect(await one.remaining(`${key}-none`)).toBe(0);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });

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
