// Started by run.ts in its own process so the load generator does not share its event loop:
// a bare Fastify route (the yardstick) and the real app on an embedded PostgreSQL.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedDemoUsers, seedReferenceData } from '../src/db/seed/seed';
import { loadBooks } from '../src/modules/book/book-loader';
import { loadContentIfChanged } from '../src/modules/content/content-loader';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'yek-bench-'));
// The database runs as an unprivileged user when started by root: it must reach its folder.
chmodSync(tmp, 0o755);
const pgServer = process.env.BENCH_DATABASE_URL
  ? null
  : await startEmbeddedPostgres(path.join(tmp, 'pg'), { database: 'bench' });
const url = process.env.BENCH_DATABASE_URL ?? pgServer!.url('bench');
await runMigrations(url);
const database = createDatabase(url, 10);
await seedReferenceData(database.pool);
await seedDemoUsers(database.pool);
await loadContentIfChanged(database.pool, { log: () => undefined });
await loadBooks(database.pool);
// A library of at least 1,000 books: the loaded ones, then copies under new titles (each with a
// chapter), so search, filters and the known-word share run over a realistic number of rows.
await database.pool.query(
  `WITH src AS (SELECT b.*, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n
                  FROM books b WHERE retired_at IS NULL)
   INSERT INTO books (title, author, level_id, genre_id, publish_type, description_tr,
          description_en, word_count, lemmas)
   SELECT s.title || ' ' || g, s.author, s.level_id, s.genre_id, s.publish_type,
          s.description_tr, s.description_en, s.word_count, s.lemmas
     FROM generate_series(1, 1000) g JOIN src s ON s.rn = 1 + (g % s.n)`,
);
await database.pool.query(
  `INSERT INTO book_chapters (book_id, order_no, title, text, word_count)
   SELECT id, 1, 'Chapter 1', description_en, 20 FROM books WHERE slug IS NULL`,
);
await database.pool.query('ANALYZE books, book_chapters');
// The demo learner as a subscriber who finished setup, so the daily task routes can be measured.
await database.pool.query(
  `UPDATE users SET registration_complete = true, subscription_ends_at = now() + interval '30 days'
    WHERE email = 'learner@yek.local'`,
);

// …with 10,000 words to review (the programme's words, then made-up ones, saved to the dictionary,
// which gives each a card): a fifth of them due now, the rest later, three reviews logged each.
await database.pool.query(
  `INSERT INTO user_dictionary_words (user_id, vocabulary_id, word, meaning, example)
   SELECT u.id, v.id, v.headword, v.meaning_tr, v.example_en
     FROM users u CROSS JOIN vocabulary v WHERE u.email = 'learner@yek.local'
   ON CONFLICT DO NOTHING`,
);
await database.pool.query(
  `INSERT INTO user_dictionary_words (user_id, word, meaning, example)
   SELECT u.id, 'benchword' || g, 'anlam ' || g, 'There is a benchword' || g || ' here.'
     FROM users u CROSS JOIN generate_series(1, 10000) g
    WHERE u.email = 'learner@yek.local'
      AND g <= 10000 - (SELECT count(*) FROM user_dictionary_words d WHERE d.user_id = u.id)`,
);
await database.pool.query(
  `UPDATE review_cards c SET state = 2, reps = 3, stability = 10 + (c.id % 50), difficulty = 5,
          last_review = now() - interval '10 days',
          due = CASE WHEN c.id % 5 = 0 THEN now() - (c.id % 7) * interval '1 day'
                     ELSE now() + (1 + c.id % 60) * interval '1 day' END
     FROM users u WHERE u.id = c.user_id AND u.email = 'learner@yek.local'`,
);
await database.pool.query(
  `INSERT INTO review_logs (card_id, user_id, rating, state, correct, form, duration_ms,
          elapsed_days, scheduled_days, stability, difficulty, reviewed_at)
   SELECT c.id, c.user_id, 3, 2, true, 'meaning', 5000, 3, 3, 5, 5, now() - k * interval '10 days'
     FROM review_cards c JOIN users u ON u.id = c.user_id
     CROSS JOIN generate_series(1, 3) k WHERE u.email = 'learner@yek.local'`,
);
await database.pool.query('ANALYZE review_cards, review_logs, user_dictionary_words');

// Copies of that learner for the placement figure: each sits the adaptive test once.
const { rows: columns } = await database.pool.query<{ name: string }>(
  `SELECT column_name AS name FROM information_schema.columns
    WHERE table_name = 'users' AND column_name NOT IN ('id', 'email', 'phone_number')
      AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval(''users_id_seq''::regclass)'`,
);
const copied = columns.map((c) => `"${c.name}"`).join(', ');
await database.pool.query(
  `INSERT INTO users (email, phone_number, ${copied})
   SELECT 'bench-' || g || '@yek.local', '90599' || lpad(g::text, 7, '0'), ${copied}
     FROM users, generate_series(1, ${Number(process.env.BENCH_LEARNERS ?? 200)}) AS g
    WHERE email = 'learner@yek.local'`,
);
// …with the agreements the learner approved, or every learning call would ask for approval first.
await database.pool.query(
  `INSERT INTO contract_approvals (user_id, contract_id)
   SELECT copy.id, a.contract_id
     FROM users copy, contract_approvals a JOIN users learner ON learner.id = a.user_id
    WHERE copy.email LIKE 'bench-%@yek.local' AND learner.email = 'learner@yek.local'`,
);

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: [{ id: 1, name: 'bare' }], isSuccess: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'warn',
  DATA_DIR: tmp,
  RATE_LIMIT_ENABLED: 'false',
  WEB_DIST_DIR: path.join(tmp, 'no-web'),
});
const app = await buildApp({ ...config, databaseUrl: url }, { database });
await app.listen({ port: 0, host: '127.0.0.1' });

const addr = (s: { server: { address(): unknown } }) =>
  (s.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ barePort: addr(bare), appPort: addr(app) })}\n`);

async function stop() {
  await app.close();
  await bare.close();
  await database.close();
  await pgServer?.stop();
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
