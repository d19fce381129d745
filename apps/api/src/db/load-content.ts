// `npm run content:load`: loads content/ into the database the server would use (DATABASE_URL, or
// the embedded PostgreSQL under DATA_DIR), after bringing its migrations up to date. Every file is
// read; days whose content is unchanged are skipped. The server also does this at start whenever
// the content files changed, so this command is for loading without a restart.
import { loadConfig } from '../config';
import { contentFilesHash } from '../modules/content/content-files';
import { loadBooks, summarizeBooks } from '../modules/book/book-loader';
import { loadMetaCourses, summarizeMeta } from '../modules/metacourse/meta-loader';
import { loadContent, summarize } from '../modules/content/content-loader';
import { runCommand, withCommandDatabase } from './command-database';

async function main() {
  await withCommandDatabase(
    loadConfig(),
    'The server loads changed content when it starts: restart it, or set DATABASE_URL.',
    async (pool) => {
      const report = await loadContent(pool, {
        stateHash: contentFilesHash(),
        log: (line) => console.log(`  ${line}`),
      });
      console.log(summarize(report));
      const books = await loadBooks(pool, { log: (line) => console.log(`  ${line}`) });
      console.log(summarizeBooks(books));
      const meta = await loadMetaCourses(pool, { log: (line) => console.log(`  ${line}`) });
      console.log(summarizeMeta(meta));
      process.exitCode = report.days.failed > 0 || meta.invalid > 0 ? 1 : 0;
    },
  );
}

runCommand(main);
