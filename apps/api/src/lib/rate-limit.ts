import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** A fixed-window counter shared by every instance when Redis is configured. */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowSeconds) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, ttl: (w.resetAt - t) / 1000 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisStore(redis: Redis, prefix = 'rl:'): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const pttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, ttl: Math.max(0, pttl) / 1000 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export interface RateRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one request against key; says whether it may go on. */
  consume(key: string, rule: RateRule): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, enabled = true): RateLimiter {
  return {
    async consume(key, rule) {
      if (!enabled) return { allowed: true, retryAfter: 0 };
      const { count, ttl } = await store.hit(key, rule.windowSeconds);
      return { allowed: count <= rule.limit, retryAfter: ttl };
    },
    reset: (key) => store.reset(key),
  };
}
