import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Channels PostgreSQL triggers notify with a user id (migrations 0004 and 0005), or with 0 when the
 * change concerns everyone (migration 0006).
 */
export const CHANGE_CHANNELS = {
  /** A change that can end or alter a user's access: role, status, tokens, plan, sessions. */
  auth: 'yek_auth_change',
  /** Any committed change of a learner's profile, days, answers or saved words. */
  learner: 'yek_learner_change',
  /** The current agreements changed: every user may now have one to approve. */
  contracts: 'yek_contract_change',
} as const;
export type ChangeChannel = keyof typeof CHANGE_CHANNELS;

/**
 * One connection per instance that LISTENs to the change channels, so caches of per-user data can
 * drop a user's entries the moment any instance (or an operator) commits a change. While the
 * connection is down nothing may be served from those caches: `listening` is false, and every
 * reset handler runs when the connection is lost and again when listening resumes, so a change
 * made meanwhile is never missed.
 */
export function createChangeFeed(options: { databaseUrl: string; log: FastifyBaseLogger }) {
  const handlers = new Map<string, Set<(userId: number) => void>>();
  const resets = new Set<() => void>();
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const reset = () => {
    for (const fn of resets) fn();
  };

  async function listen(attempt = 0): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    const lost = () => {
      if (client !== c) return;
      client = null;
      listening = false;
      reset();
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(1), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      const userId = Number(message.payload);
      if (!Number.isInteger(userId)) return;
      for (const fn of handlers.get(message.channel) ?? []) fn(userId);
    });
    client = c;
    try {
      await c.connect();
      for (const channel of Object.values(CHANGE_CHANNELS)) await c.query(`LISTEN ${channel}`);
      if (closed || client !== c) return void (await c.end().catch(() => undefined));
      reset();
      listening = true;
      if (attempt > 0) options.log.info('change feed listening again');
    } catch {
      lost();
    }
  }

  return {
    /** Begins listening; caches serve entries once the first LISTEN succeeds. */
    start: () => listen(),

    /** Calls `fn` with the user id of every change notified on the channel. */
    on(channel: ChangeChannel, fn: (userId: number) => void) {
      const name = CHANGE_CHANNELS[channel];
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(fn);
    },

    /** Calls `fn` whenever changes may have been missed: the cache must forget everything. */
    onReset(fn: () => void) {
      resets.add(fn);
    },

    get listening() {
      return listening;
    },

    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      reset();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/** A feed that never listens: caches built on it always load (tests that count queries). */
export const silentChangeFeed: ChangeFeed = {
  start: async () => undefined,
  on: () => undefined,
  onReset: () => undefined,
  listening: false,
  close: async () => undefined,
};
