import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('loads once within the TTL, shares a load in flight, and reloads after clear or expiry', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache(
      async () => ++loads,
      1000,
      () => now,
    );
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(await cache.get()).toBe(1);
    now = 1001;
    expect(await cache.get()).toBe(2);
    cache.clear();
    expect(await cache.get()).toBe(3);
  });
});
