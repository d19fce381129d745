import type { Role } from '@yek/contracts/user';
import type { ChangeFeed } from './change-feed';

/** What authentication reads of a session and its user (plugins/auth.ts). */
export interface SessionState {
  userId: number;
  role: Role;
  status: string;
  tokenVersion: number;
  revokedAt: Date | null;
  expiresAt: Date;
  trialEndsAt: Date | null;
  subscriptionEndsAt: Date | null;
  /** A current agreement the user has not approved yet (learning waits for it). */
  contractsPending: boolean;
}

const MAX_ENTRIES = 50_000;
const TTL_MS = 5 * 60_000;

/**
 * Signed-in sessions as authentication last read them, so a learner's requests cost no session
 * query (docs/decisions/0010). Entries are dropped the moment PostgreSQL says the user changed:
 * triggers NOTIFY on every committed change of a user's role, status, token version, trial or plan
 * and of their sessions (migration 0004), heard through the instance's change feed. While the feed
 * is not listening (a restart, an outage) nothing is served from the cache, and it is emptied when
 * listening resumes, so a change made meanwhile is never missed. The instance that makes a change
 * also drops the entries itself, before it answers.
 */
export function createSessionCache(options: { feed: ChangeFeed; now?: () => number }) {
  const { feed } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { state: SessionState; cachedAt: number }>();
  const byUser = new Map<number, Set<string>>();

  function clear() {
    entries.clear();
    byUser.clear();
  }

  function evictUser(userId: number) {
    const sessions = byUser.get(userId);
    if (!sessions) return;
    for (const id of sessions) entries.delete(id);
    byUser.delete(userId);
  }

  feed.on('auth', evictUser);
  feed.on('contracts', clear);
  feed.onReset(clear);

  return {
    get(sessionId: string): SessionState | undefined {
      if (!feed.listening) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.cachedAt > TTL_MS) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.state;
    },

    set(sessionId: string, state: SessionState) {
      if (!feed.listening) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value!;
        const old = entries.get(oldest);
        entries.delete(oldest);
        if (old) byUser.get(old.state.userId)?.delete(oldest);
      }
      entries.set(sessionId, { state, cachedAt: now() });
      let sessions = byUser.get(state.userId);
      if (!sessions) byUser.set(state.userId, (sessions = new Set()));
      sessions.add(sessionId);
    },

    evictUser,

    /** Forgets every session: a change that concerns every user (a new agreement version). */
    clear,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
