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
  /** Sets a mark that lasts `seconds` (a known sign-in source). */
  mark(key: string, seconds: number): Promise<void>;
  /** Sets the mark only when there is none, atomically; says whether it was set. */
  markIfAbsent(key: string, seconds: number): Promise<boolean>;
  /** Seconds the mark has left; 0 when there is none. */
  remaining(key: string): Promise<number>;
}

export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const marks = new Map<string, number>();
  let lastSweep = now();
  function sweep(t: number) {
    if (t - lastSweep <= 60_000) return;
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    for (const [k, until] of marks) if (until <= t) marks.delete(k);
    lastSweep = t;
  }
  return {
    async hit(key, windowSeconds) {
      const t = now();
      sweep(t);
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
    async mark(key, seconds) {
      const t = now();
      sweep(t);
      marks.set(key, t + seconds * 1000);
    },
    async markIfAbsent(key, seconds) {
      const t = now();
      const until = marks.get(key);
      if (until !== undefined && until > t) return false;
      marks.set(key, t + seconds * 1000);
      return true;
    },
    async remaining(key) {
      const until = marks.get(key);
      return until === undefined ? 0 : Math.max(0, (until - now()) / 1000);
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
    async mark(key, seconds) {
      await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.round(seconds * 1000)));
    },
    async markIfAbsent(key, seconds) {
      const ms = Math.max(1, Math.round(seconds * 1000));
      return (await redis.set(prefix + key, '1', 'PX', ms, 'NX')) === 'OK';
    },
    async remaining(key) {
      const pttl = await redis.pttl(prefix + key);
      return pttl > 0 ? pttl / 1000 : 0;
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
  /** The store itself, for counters that are not a plain per-window limit (sign-in throttling). */
  store: RateLimitStore;
  enabled: boolean;
}

export function createRateLimiter(store: RateLimitStore, enabled = true): RateLimiter {
  return {
    async consume(key, rule) {
      if (!enabled) return { allowed: true, retryAfter: 0 };
      const { count, ttl } = await store.hit(key, rule.windowSeconds);
      return { allowed: count <= rule.limit, retryAfter: ttl };
    },
    reset: (key) => store.reset(key),
    store,
    enabled,
  };
}
