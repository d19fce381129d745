import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@yek/contracts/reference';
import type { Pool } from 'pg';
import { hashPassword } from '../../lib/password';
import { API_DIR } from '../../lib/paths';
import { withTransaction } from '../transaction';
import { REQUIRED_CONTRACT_ALIASES } from '@yek/contracts/auth';
import { CONTRACT_SEED, RETIRED_CONTRACT_ALIASES, SLIDER_SEED } from './contracts-text';
import { seedOnboarding } from './onboarding';
import { rewordSeededTexts } from './reworded-texts';
import { onceIfEmpty, seedOnce } from './seed-log';

const DATA_DIR = path.join(API_DIR, 'src', 'db', 'seed', 'data');
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

/** Development accounts; README lists them. Never seeded in production unless asked. */
export const DEMO_USERS = [
  {
    email: 'learner@yek.local',
    phoneNumber: '905550000001',
    name: 'Deniz',
    surname: 'Yılmaz',
    role: 'learner',
    password: 'Learner123!',
  },
  {
    email: 'editor@yek.local',
    phoneNumber: '905550000002',
    name: 'Ece',
    surname: 'Kaya',
    role: 'editor',
    password: 'Editor123!',
  },
  {
    email: 'admin@yek.local',
    phoneNumber: '905550000003',
    name: 'Arda',
    surname: 'Demir',
    role: 'admin',
    password: 'Admin123!',
  },
] as const;

/**
 * Reference data every installation needs. Provinces and districts are kept complete; the parts
 * editors own (languages, agreements, slides, the questionnaire's answers, result texts, plans)
 * are written once (seedOnce).
 */
export async function seedReferenceData(pool: Pool): Promise<void> {
  await withTransaction(pool, async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(7311043)');
    await seedOnce(q, 'languages', async () => {
      for (const l of LANGUAGES) {
        await q.query(
          'INSERT INTO languages (id, culture_name, display_name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
          [l.id, l.cultureName, l.displayName],
        );
      }
    });
    const { rows: cityCount } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cities',
    );
    if ((cityCount[0]?.n ?? 0) < 81) {
      const cities = readJson<{ code: string; name: string }[]>('city-list.json');
      const districts = readJson<Record<string, string[]>>('districts-by-city-code.json');
      await q.query(
        `INSERT INTO cities (id, name) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT (id) DO NOTHING`,
        [cities.map((c) => Number(c.code)), cities.map((c) => c.name)],
      );
      const pairs = Object.entries(districts).flatMap(([code, names]) =>
        names.map((n) => [Number(code), n] as const),
      );
      await q.query(
        `INSERT INTO districts (city_id, name) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT DO NOTHING`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
    }
    for (const c of CONTRACT_SEED) {
      const insert = async (version: number) => {
        await q.query('UPDATE contracts SET is_current = false WHERE alias = $1', [c.alias]);
        const { rows } = await q.query<{ id: number }>(
          'INSERT INTO contracts (alias, version, is_current) VALUES ($1, $2, true) RETURNING id',
          [c.alias, version],
        );
        for (const l of c.localizations) {
          await q.query(
            'INSERT INTO contract_localizations (contract_id, culture_name, title, content) VALUES ($1, $2, $3, $4)',
            [rows[0]!.id, l.cultureName, l.title, l.content],
          );
        }
      };
      const missing = await onceIfEmpty(
        q,
        `contract:${c.alias}`,
        'SELECT 1 FROM contracts WHERE alias = $1',
        [c.alias],
      );
      const versionKey = `contract:${c.alias}:v${c.version}`;
      if (missing) {
        await insert(1);
        // A new installation starts at this text: the step below has nothing to publish.
        if (c.version > 1) await seedOnce(q, versionKey, async () => undefined);
        continue;
      }
      // An installation that has the seed's earlier text gets this one as its next version, once;
      // a version an operator published since is left as it is.
      if (c.version > 1)
        await seedOnce(q, versionKey, async () => {
          const { rows } = await q.query<{ version: number }>(
            `SELECT max(version) AS version FROM contracts WHERE alias = $1`,
            [c.alias],
          );
          const latest = rows[0]?.version ?? 0;
          if (latest < c.version) await insert(latest + 1);
        });
    }
    for (const alias of RETIRED_CONTRACT_ALIASES)
      await seedOnce(q, `contract:${alias}:retired`, async () => {
        await q.query('UPDATE contracts SET is_current = false WHERE alias = $1', [alias]);
      });
    const noSlides = await onceIfEmpty(
      q,
      'sliders:login',
      "SELECT 1 FROM hello_sliders WHERE page_alias = 'login' LIMIT 1",
    );
    if (noSlides) {
      for (const [i, s] of SLIDER_SEED.entries()) {
        const { rows } = await q.query<{ id: number }>(
          `INSERT INTO hello_sliders (page_alias, view_type, order_no, image_file_path) VALUES ('login', 1, $1, $2) RETURNING id`,
          [i + 1, s.imageFilePath],
        );
        for (const [languageId, text] of [
          [1, s.tr],
          [2, s.en],
        ] as const) {
          await q.query(
            'INSERT INTO hello_slider_localizations (hello_slider_id, language_id, title, description) VALUES ($1, $2, $3, $4)',
            [rows[0]!.id, languageId, text.title, text.description],
          );
        }
      }
    }
    await seedOnboarding(q);
    await rewordSeededTexts(q);
  });
}

/** Demo accounts for development: verified, with registration done and a year's plan. */
export async function seedDemoUsers(pool: Pool): Promise<void> {
  for (const u of DEMO_USERS) {
    const { rowCount } = await pool.query('SELECT 1 FROM users WHERE lower(email) = $1', [u.email]);
    if (rowCount) continue;
    const passwordHash = await hashPassword(u.password);
    // A new demo account has approved the agreements' current versions, as a sign-up would.
    await pool.query(
      `WITH created AS (
         INSERT INTO users (name, surname, email, phone_number, password_hash, role, account_verified,
                            email_verified, phone_number_verified, registration_complete, subscription_ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, true, true, true, true, now() + interval '365 days')
         ON CONFLICT DO NOTHING RETURNING id)
       INSERT INTO contract_approvals (user_id, contract_id)
       SELECT created.id, c.id FROM created CROSS JOIN contracts c
        WHERE c.is_current AND c.alias = ANY($7)`,
      [u.name, u.surname, u.email, u.phoneNumber, passwordHash, u.role, REQUIRED_CONTRACT_ALIASES],
    );
  }
}

/**
 * The demo accounts' passwords are public (README), so a production server never lets them sign
 * in: any made while the data was a development copy are disabled and their sessions ended.
 * Answers how many were disabled.
 */
export async function disableDemoUsers(pool: Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE users SET status = 'disabled', token_version = token_version + 1
      WHERE lower(email) = ANY($1::text[]) AND status <> 'disabled'`,
    [DEMO_USERS.map((u) => u.email)],
  );
  return rowCount ?? 0;
}
