import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

/**
 * A connection inside a transaction, handed to repository calls that must commit together. The
 * one way to get one is `database.transaction(fn)` (or `withTransaction(pool, fn)` in a
 * repository); services name this type and never import `pg`.
 */
export type Tx = PoolClient;

/** Where a repository may run a query: the pool, or a transaction it was handed. */
export type Queryable = Pool | Tx;

/**
 * Runs `fn` in one transaction on a connection already held (the content loader holds one for its
 * advisory lock): committed when it resolves, rolled back when it throws.
 */
export async function inTransaction<T>(
  client: Tx,
  fn: (tx: Tx) => Promise<T>,
  options: { synchronousCommit?: boolean } = {},
): Promise<T> {
  await client.query('BEGIN');
  try {
    if (options.synchronousCommit === false)
      await client.query('SET LOCAL synchronous_commit = off');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

interface Ambient {
  pool: Pool;
  /** Null once the transaction ended: work the request left behind then uses the pool again. */
  client: Tx | null;
  savepoints: number;
  /** Run once the transaction committed (see afterCommit). */
  committed: (() => void)[];
}
const ambient = new AsyncLocalStorage<Ambient>();

/** The transaction a management write runs in, when the caller is inside one on this pool. */
export function ambientTransaction(pool: Pool): Tx | null {
  const store = ambient.getStore();
  return store && store.pool === pool ? store.client : null;
}

/**
 * Runs `fn` so that every query on `pool` inside it, whichever repository makes it, goes through
 * one transaction: committed when `fn` resolves, rolled back when it throws. A nested
 * `withTransaction` becomes a savepoint of it. Management writes run this way, so a change and its
 * audit entry commit together or not at all (docs/decisions/0018).
 */
export async function inAmbientTransaction<T>(pool: Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (ambientTransaction(pool)) throw new Error('an ambient transaction is already open');
  const client = await pool.connect();
  // Repositories may query in parallel (Promise.all); on one connection they are queued in order.
  const query = client.query;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const run = () => (query as (...a: unknown[]) => Promise<unknown>).apply(client, args);
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  }) as Tx['query'];
  const store: Ambient = { pool, client, savepoints: 0, committed: [] };
  let result: T;
  try {
    result = await ambient.run(store, () => inTransaction(client, fn));
  } finally {
    store.client = null;
    client.query = query;
    client.release();
  }
  for (const run of store.committed) run();
  return result;
}

/**
 * Runs `fn` now, and again once the ambient transaction commits when there is one: a cache dropped
 * inside the transaction could be filled again from the old rows before the commit.
 */
export function afterCommit(fn: () => void): void {
  fn();
  const store = ambient.getStore();
  if (store?.client) store.committed.push(fn);
}

/**
 * Lets queries on the pool join the ambient transaction of the request they run in (see
 * inAmbientTransaction); everywhere else they use the pool as before.
 */
export function joinAmbientTransactions(pool: Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const tx = ambientTransaction(pool);
    return tx ? (tx.query as (...a: unknown[]) => unknown)(...args) : query(...args);
  }) as Pool['query'];
}

/** Runs `fn` in one transaction on a connection of the pool, returned to the pool afterwards. */
export async function withTransaction<T>(pool: Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const store = ambient.getStore();
  if (store && store.pool === pool && store.client) {
    const tx = store.client;
    const name = `yek_sp_${++store.savepoints}`;
    await tx.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn(tx);
      await tx.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
      throw error;
    }
  }
  const client = await pool.connect();
  try {
    return await inTransaction(client, fn);
  } finally {
    client.release();
  }
}

/** The constraint a unique violation hit, if that is what the error is. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
