// `npm run content:load`: loads content/ into the database the server would use (DATABASE_URL, or
// the embedded PostgreSQL under DATA_DIR), after bringing its migrations up to date. Every file is
// read; days whose content is unchanged are skipped. The server also does this at start whenever
// the content files changed, so this command is for loading without a restart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { contentFilesHash } from '../modules/content/content-files';
import { loadBooks, summarizeBooks } from '../modules/book/book-loader';
import { loadMetaCourses, summarizeMeta } from '../modules/metacourse/meta-loader';
import { loadContent, summarize } from '../modules/content/content-loader';
import { createDatabase } from './client';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'postgres');
    // The embedded cluster belongs to one process at a time.
    if (existsSync(path.join(dir, 'postmaster.pid')))
      throw new Error(
        `The embedded PostgreSQL in ${dir} is in use, most likely by the running server. ` +
          'The server loads changed content when it starts: restart it, or set DATABASE_URL.',
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
    const report = await loadContent(database.pool, {
      stateHash: contentFilesHash(),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(summarize(report));
    const books = await loadBooks(database.pool, { log: (line) => console.log(`  ${line}`) });
    console.log(summarizeBooks(books));
    const meta = await loadMetaCourses(database.pool, { log: (line) => console.log(`  ${line}`) });
    console.log(summarizeMeta(meta));
    process.exitCode = report.days.failed > 0 || meta.invalid > 0 ? 1 : 0;
  } finally {
    await database.close();
    if (embedded) await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
