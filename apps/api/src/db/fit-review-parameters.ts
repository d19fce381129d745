// `npm run review:fit`: fits every learner's own FSRS weights from their review log (learners with
// at least MIN_REVIEWS_TO_FIT reviews and MIN_NEW_REVIEWS new since their last fit) and stores them
// in review_parameters; the review module schedules their answers with them from then on. Safe to
// run while the server runs on an external DATABASE_URL; with the embedded database, stop the
// server first (or run it from a job with the server's database). `-- --user N` fits one learner.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { MIN_NEW_REVIEWS, MIN_REVIEWS_TO_FIT, fitLearner } from '../modules/review/fit-parameters';
import { createReviewRepository } from '../modules/review/review.repository';
import { createDatabase } from './client';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

async function main(onlyUser: number | null) {
  const config = loadConfig();
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'postgres');
    if (existsSync(path.join(dir, 'postmaster.pid')))
      throw new Error(
        `The embedded PostgreSQL in ${dir} is in use, most likely by the running server. ` +
          'Stop it first, or set DATABASE_URL.',
      );
    embedded = await startEmbeddedPostgres(dir, { database: 'yek' });
    databaseUrl = embedded.url('yek');
  }
  const database = createDatabase(databaseUrl, 2);
  try {
    await runMigrations(databaseUrl);
    const repo = createReviewRepository(database.pool);
    const learners =
      onlyUser !== null
        ? [onlyUser]
        : await repo.learnersToFit(MIN_REVIEWS_TO_FIT, MIN_NEW_REVIEWS);
    console.log(
      `${learners.length} learner(s) to fit (≥ ${MIN_REVIEWS_TO_FIT} reviews, ≥ ${MIN_NEW_REVIEWS} new)`,
    );
    let fitted = 0;
    for (const userId of learners) {
      const started = Date.now();
      const result = await fitLearner(repo, userId, config.timeZone);
      if (!result) {
        console.log(`  learner ${userId}: too few reviews to fit`);
        continue;
      }
      fitted++;
      console.log(
        `  learner ${userId}: ${result.reviews} reviews, ${result.histories} histories, ` +
          `initial stabilities ${result.weights
            .slice(0, 4)
            .map((w) => w.toFixed(2))
            .join(' / ')} days (${Date.now() - started} ms)`,
      );
    }
    console.log(`${fitted} learner(s) fitted`);
  } finally {
    await database.close();
    if (embedded) await embedded.stop();
  }
}

const args = process.argv.slice(2);
const userArg = args.indexOf('--user');
// Exits at once when done: the embedded database is stopped already.
main(userArg >= 0 ? Number(args[userArg + 1]) : null).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
