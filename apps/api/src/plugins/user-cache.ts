import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from './change-feed';

const MAX_USERS = 20_000;
const TTL_MS = 5 * 60_000;

/**
 * What a user's reads last returned (their profile, days, answers, saved words), so a learner
 * moving through a day costs no query once their data is warm (docs/decisions/0012). Everything
 * held for a user is dropped at once when any of it changes: triggers NOTIFY every committed change
 * of a user's rows (migration 0005), heard through the change feed, and the instance that writes
 * drops the user itself right after its commit. A load is stored as its promise when it starts, so
 * a load that raced a change is dropped with the change rather than kept. Nothing is served while
 * the feed is not listening, and entries older than five minutes are read again (joined reference
 * data such as a city's name or a day's title changes without a user's row changing).
 */
export function createUserCache(options: { feed: ChangeFeed; now?: () => number }) {
  const { feed } = options;
  const now = options.now ?? Date.now;
  const users = new Map<number, { createdAt: number; values: Map<string, Promise<unknown>> }>();

  const evictUser = (userId: number) => void users.delete(userId);
  feed.on('learner', evictUser);
  // Profiles carry the agreements waiting for approval: a new version concerns everyone.
  feed.on('contracts', () => users.clear());
  feed.onReset(() => users.clear());

  return {
    /** The value of `load` for this user and key, from memory when nothing changed since. */
    read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
      if (!feed.listening) return load();
      let entry = users.get(userId);
      if (entry && now() - entry.createdAt > TTL_MS) {
        users.delete(userId);
        entry = undefined;
      }
      if (!entry) {
        if (users.size >= MAX_USERS) users.delete(users.keys().next().value!);
        entry = { createdAt: now(), values: new Map() };
        users.set(userId, entry);
      }
      const hit = entry.values.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      const values = entry.values;
      const value = load();
      values.set(key, value);
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
      return value;
    },

    /** Forgets everything held for the user; call after committing a change to their data. */
    evictUser,

    /** Forgets every user's entries. */
    clear: () => users.clear(),
  };
}
export type UserCache = ReturnType<typeof createUserCache>;

/**
 * A signed-in user's own writes drop what is cached for them before the answer leaves, whichever
 * module wrote: their next read, on this instance, sees the change without waiting for the feed.
 */
export function registerUserCacheEviction(app: FastifyInstance, cache: UserCache) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.auth && request.method !== 'GET' && request.method !== 'HEAD')
      cache.evictUser(request.auth.userId);
    done(null, payload);
  });
}
