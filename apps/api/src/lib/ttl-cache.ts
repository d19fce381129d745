/**
 * Holds one loaded value for a short time. For reference data read on every page (languages) and
 * changed a few times a year: a write on this instance clears it at once, other instances within
 * the TTL.
 */
export function createTtlCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  let value: { data: T; expiresAt: number } | null = null;
  let pending: Promise<T> | null = null;
  return {
    async get(): Promise<T> {
      if (value && value.expiresAt > now()) return value.data;
      pending ??= load()
        .then((data) => {
          value = { data, expiresAt: now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    clear() {
      value = null;
    },
  };
}
