import type { Role } from '@yek/contracts/user';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

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
}

export const AUTH_CHANGE_CHANNEL = 'yek_auth_change';
const MAX_ENTRIES = 50_000;
const TTL_MS = 5 * 60_000;

/**
 * Signed-in sessions as authentication last read them, so a learner's requests cost no session
 * query (docs/decisions/0010). Entries are dropped the moment PostgreSQL says the user changed:
 * triggers NOTIFY on every committed change of a user's role, status, token version, trial or plan
 * and of their sessions (migration 0004), and every instance LISTENs on one connection of its own.
 * While that connection is down (a restart, an outage) nothing is served from the cache, and it is
 * emptied when listening resumes, so a change made meanwhile is never missed. The instance that
 * makes a change also drops the entries itself, before it answers.
 */
export function createSessionCache(options: {
  databaseUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { state: SessionState; cachedAt: number }>();
  const byUser = new Map<number, Set<string>>();
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

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

  async function listen(attempt = 0): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    const lost = () => {
      if (client !== c) return;
      client = null;
      listening = false;
      clear();
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(1), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      const userId = Number(message.payload);
      if (Number.isInteger(userId)) evictUser(userId);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANGE_CHANNEL}`);
      if (closed || client !== c) return void (await c.end().catch(() => undefined));
      clear();
      listening = true;
      if (attempt > 0) options.log.info('session cache listening again');
    } catch {
      lost();
    }
  }

  return {
    /** Begins listening; the cache is used once the first LISTEN succeeds. */
    start: () => listen(),

    get(sessionId: string): SessionState | undefined {
      if (!listening) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.cachedAt > TTL_MS) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.state;
    },

    set(sessionId: string, state: SessionState) {
      if (!listening) return;
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

    /** For tests: whether entries are being served. */
    get listening() {
      return listening;
    },

    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      clear();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
