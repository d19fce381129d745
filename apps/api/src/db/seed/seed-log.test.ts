import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '@yek/content/load';
import { createTestDatabase } from '../../../test/helpers';
import { dayFile, emptyContent, only } from '../../../test/content';
import { loadContent } from '../../modules/content/content-loader';
import { createDatabase, type Database } from '../client';
import { seedReferenceData } from './seed';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  database = createDatabase(db.url, 3);
});
afterAll(async () => {
  await database.close();
  await db.drop();
});

const count = async (sql: string) =>
  (await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`)).rows[0]!
    .n;

/** What editors own: the rows a start or a content load must never write again. */
const editorTables = async () =>
  (
    await database.pool.query<{ t: string }>(
      `SELECT json_build_object(
         'languages', (SELECT json_agg(l ORDER BY id) FROM languages l),
         'contracts', (SELECT json_agg(c ORDER BY id) FROM contracts c),
         'slides', (SELECT json_agg(s ORDER BY id) FROM hello_sliders s),
         'slideTexts', (SELECT json_agg(s ORDER BY id) FROM hello_slider_localizations s),
         'options', (SELECT json_agg(o ORDER BY id) FROM registration_options o),
         'optionTexts', (SELECT json_agg(o ORDER BY id) FROM registration_option_localizations o),
         'results', (SELECT json_agg(r ORDER BY id) FROM registration_results r),
         'plans', (SELECT json_agg(p ORDER BY id) FROM subscription_plans p),
         'promoCodes', (SELECT json_agg(p ORDER BY id) FROM promo_codes p))::text AS t`,
    )
  ).rows[0]!.t;

describe('the content loader, the seed and the editors (decision 0017)', () => {
  it('seeds each editor-owned part once: what an editor deleted or changed stays so', async () => {
    const keys = (await database.pool.query<{ key: string }>('SELECT key FROM seed_log')).rows.map(
      (r) => r.key,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'languages',
        'contract:terms-of-use',
        'contract:privacy-notice',
        'contract:explicit-consent',
        'contract:privacy-consent:retired',
        'sliders:login',
        'options:4',
        'registration-results',
        'subscription-plans',
        'promo-codes',
      ]),
    );
    // An editor removes every login slide, an unused occupation and the launch code, and renames
    // a language.
    await database.pool.query("DELETE FROM hello_sliders WHERE page_alias = 'login'");
    const job = await database.pool.query<{ id: number }>(
      `DELETE FROM registration_options WHERE id = (
         SELECT id FROM registration_options WHERE question_id = 4 ORDER BY id DESC LIMIT 1) RETURNING id`,
    );
    expect(job.rowCount).toBe(1);
    await database.pool.query('DELETE FROM promo_codes');
    await database.pool.query("UPDATE languages SET display_name = 'Türkçe (TR)' WHERE id = 1");
    const before = await editorTables();
    await seedReferenceData(database.pool);
    expect(await editorTables()).toBe(before);
    expect(await count("SELECT 1 FROM hello_sliders WHERE page_alias = 'login'")).toBe(0);
  });

  it('only records the parts an installation had before the log existed', async () => {
    await database.pool.query('DELETE FROM seed_log');
    const before = await editorTables();
    const plans = await count('SELECT 1 FROM subscription_plans');
    await seedReferenceData(database.pool);
    // Parts that were there are not written twice; parts that were empty (the slides and the
    // launch code deleted above) are written as on a new installation.
    expect(await count('SELECT 1 FROM subscription_plans')).toBe(plans);
    expect(await count("SELECT 1 FROM hello_sliders WHERE page_alias = 'login'")).toBeGreaterThan(
      0,
    );
    expect(await count('SELECT 1 FROM seed_log')).toBeGreaterThanOrEqual(8);
    expect(await editorTables()).not.toBe(before);
    const again = await editorTables();
    await seedReferenceData(database.pool);
    expect(await editorTables()).toBe(again);
  });

  it('a content load writes the curriculum only, never what editors own', async () => {
    const before = await editorTables();
    await emptyContent(database.pool);
    const raw = readContent();
    const report = await loadContent(database.pool, {
      raw: only(raw, dayFile(raw, 1), dayFile(raw, 2)),
    });
    expect(report.days.loaded).toBeGreaterThan(0);
    expect(await editorTables()).toBe(before);
  }, 120_000);
});
