import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { joinAmbientTransactions, type Tx, withTransaction } from './transaction';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// DATE columns stay 'YYYY-MM-DD' strings: a birthday has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While the database is away a request waits this long for a connection, then gets a 503.
    connectionTimeoutMillis: 3000,
    keepAlive: true,
  });
  pool.on('error', () => {
    // An idle client lost its connection (the database restarted); the pool replaces it on next use.
  });
  // A client checked out for a transaction has no pool listener: when its connection drops, its
  // 'error' event would crash the process. Its query fails and the request answers 503 instead.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  joinAmbientTransactions(pool);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, transaction: (fn) => withTransaction(pool, fn), close: () => pool.end() };
}
