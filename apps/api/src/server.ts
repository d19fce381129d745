import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { disableDemoUsers, seedDemoUsers, seedReferenceData } from './db/seed/seed';
import { loadBooks, summarizeBooks } from './modules/book/book-loader';
import { loadMetaCourses, summarizeMeta } from './modules/metacourse/meta-loader';
import { loadContentIfChanged, summarize } from './modules/content/content-loader';
import { warmAlignerPool } from './lib/speech/read-aloud-pool';
import { warmSpeller } from './modules/usertask/writing-feedback';

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), {
      database: 'yek',
      log: (line) => {
        if (/error|fatal|^database /i.test(line)) console.error(`[postgres] ${line}`);
      },
    });
    databaseUrl = embedded.url('yek');
  }
  await runMigrations(databaseUrl);
  const database = createDatabase(databaseUrl, config.databasePoolMax);
  await seedReferenceData(database.pool);
  if (config.seedDemoUsers) await seedDemoUsers(database.pool);
  const demoDisabled = config.env === 'production' ? await disableDemoUsers(database.pool) : 0;

  const app = await buildApp({ ...config, databaseUrl }, { database });
  if (demoDisabled > 0)
    app.log.warn(
      `${demoDisabled} demo account(s) with public passwords were disabled in production`,
    );
  // Before listening, so that no request sees a half-loaded programme.
  const contentStarted = performance.now();
  const content = await loadContentIfChanged(database.pool, { log: (line) => app.log.warn(line) });
  app.log.info(
    content
      ? summarize(content)
      : `content unchanged (checked in ${Math.round(performance.now() - contentStarted)} ms)`,
  );
  // The library: each book is hashed and only the changed ones are parsed (a few ms when none).
  app.log.info(
    summarizeBooks(await loadBooks(database.pool, { log: (line) => app.log.warn(line) })),
  );
  // The meta courses, the same way: only the changed courses are parsed.
  app.log.info(
    summarizeMeta(await loadMetaCourses(database.pool, { log: (line) => app.log.warn(line) })),
  );
  // Stop accepting, let every request already received finish (and work queued after a reply),
  // then close the pool and the embedded database: in that order, so no request loses its database.
  let stopping = false;
  // While draining, every answer closes its connection, so no client sends its next request on a
  // socket that is about to go; idle sockets are swept as they appear.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) void reply.header('connection', 'close');
    done(null, payload);
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await app.close().catch((e: unknown) => app.log.error(e));
    clearInterval(sweeper);
    await database.close().catch(() => undefined);
    if (embedded) await embedded.stop().catch(() => undefined);
    clearTimeout(deadline);
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  // The spelling dictionary takes a few seconds to load: done now, not in a learner's first answer.
  void warmSpeller();
  void warmAlignerPool().catch((error: unknown) =>
    app.log.warn({ err: error }, 'read-aloud aligner unavailable'),
  );
  app.log.info(
    `Yek English is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs), ` +
      `started in ${Math.round(performance.now())} ms on Node.js ${process.version}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
