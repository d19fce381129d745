// `npm run review:fit`: fits every learner's own FSRS weights from their review log (learners with
// at least MIN_REVIEWS_TO_FIT reviews and MIN_NEW_REVIEWS new since their last fit) and stores them
// in review_parameters; the review module schedules their answers with them from then on. Safe to
// run while the server runs on an external DATABASE_URL; with the embedded database, stop the
// server first (or run it from a job with the server's database). `-- --user N` fits one learner.
import { loadConfig } from '../config';
import { MIN_NEW_REVIEWS, MIN_REVIEWS_TO_FIT, fitLearner } from '../modules/review/fit-parameters';
import { createReviewRepository } from '../modules/review/review.repository';
import { runCommand, withCommandDatabase } from './command-database';

async function main(onlyUser: number | null) {
  const config = loadConfig();
  await withCommandDatabase(config, 'Stop it first, or set DATABASE_URL.', async (pool) => {
    const repo = createReviewRepository(pool);
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
  });
}

const args = process.argv.slice(2);
const userArg = args.indexOf('--user');
runCommand(() => main(userArg >= 0 ? Number(args[userArg + 1]) : null));
