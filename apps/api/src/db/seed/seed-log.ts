import type { PoolClient } from 'pg';

/**
 * Writes one part of the editor-owned seed data once per installation: the part's key goes into
 * seed_log in the same transaction, and a later start skips the part, so what an editor changed or
 * deleted since stays as they left it (docs/decisions/0017).
 */
export async function seedOnce(q: PoolClient, key: string, write: () => Promise<void>) {
  const { rowCount } = await q.query(
    'INSERT INTO seed_log (key) VALUES ($1) ON CONFLICT (key) DO NOTHING',
    [key],
  );
  if (rowCount) await write();
}

/**
 * True the first time a part is seeded and its table holds none of it yet: then the caller writes
 * it. An installation that had the data before the log existed only records the key.
 */
export async function onceIfEmpty(
  q: PoolClient,
  key: string,
  sql: string,
  params: unknown[] = [],
): Promise<boolean> {
  let empty = false;
  await seedOnce(q, key, async () => {
    const { rowCount } = await q.query(sql, params);
    empty = !rowCount;
  });
  return empty;
}
