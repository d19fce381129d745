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

/** Runs `fn` in one transaction on a connection of the pool, returned to the pool afterwards. */
export async function withTransaction<T>(pool: Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
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
