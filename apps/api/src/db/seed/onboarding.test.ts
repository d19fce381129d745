import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { seedReferenceData } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

const counts = async () =>
  (
    await t.database.pool.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM registration_options WHERE question_id = 4) AS jobs,
              (SELECT count(*)::int FROM registration_options WHERE question_id = 3 AND parent_id IS NULL) AS faculties,
              (SELECT count(*)::int FROM registration_options WHERE question_id = 3 AND parent_id IS NOT NULL) AS departments,
              (SELECT count(*)::int FROM registration_option_localizations) AS names,
              (SELECT count(*)::int FROM registration_results) AS results,
              (SELECT count(*)::int FROM subscription_plans) AS plans,
              (SELECT count(*)::int FROM promo_codes) AS promos`,
    )
  ).rows[0]!;

describe('onboarding reference data', () => {
  it('is seeded once, in Turkish and English, and a second run adds nothing', async () => {
    const before = await counts();
    expect(before.jobs).toBeGreaterThanOrEqual(150);
    expect(before.faculties).toBeGreaterThanOrEqual(20);
    expect(before.departments).toBeGreaterThanOrEqual(90);
    expect(before).toMatchObject({ results: 18, plans: 3, promos: 1 });
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM registration_options o
        WHERE (SELECT count(*) FROM registration_option_localizations l WHERE l.option_id = o.id) <> 2`,
    );
    expect(rows[0]!.n).toBe(0);
    await seedReferenceData(t.database.pool);
    expect(await counts()).toEqual(before);
  });

  it('gives an installation seeded in the old wording the new one, once, and keeps an editor’s text', async () => {
    const pool = t.database.pool;
    const title = (id: number) =>
      pool
        .query<{ title: string }>(
          'SELECT title FROM registration_question_localizations WHERE question_id = $1 AND language_id = 1',
          [id],
        )
        .then((r) => r.rows[0]!.title);
    expect(await title(2)).toBe('Öğrenci misin?');
    await pool.query(
      `UPDATE registration_question_localizations SET title = CASE question_id
         WHEN 2 THEN 'Öğrenci misiniz?' WHEN 4 THEN 'Ne iş yapıyorsunuz?' END
        WHERE language_id = 1 AND question_id IN (2, 4)`,
    );
    await pool.query(`DELETE FROM seed_log WHERE key = 'reworded:sen-and-glossary'`);
    await seedReferenceData(pool);
    expect(await title(2)).toBe('Öğrenci misin?');
    expect(await title(4)).toBe('Ne iş yapıyorsunuz?');
  });

  it('gives an installation that had the first rewording the later one too', async () => {
    const pool = t.database.pool;
    const interest = () =>
      pool
        .query<{ name: string }>(
          `SELECT l.name FROM registration_option_localizations l
             JOIN registration_options o ON o.id = l.option_id
            WHERE o.alias = 'health' AND l.language_id = 1`,
        )
        .then((r) => r.rows.map((row) => row.name));
    expect(await interest()).toEqual(['Sağlıklı yaşam ve spor']);
    await pool.query(
      `UPDATE registration_option_localizations l SET name = 'Sağlık ve spor yaşamı'
         FROM registration_options o
        WHERE o.id = l.option_id AND o.alias = 'health' AND l.language_id = 1`,
    );
    await pool.query(`DELETE FROM seed_log WHERE key = 'reworded:natural-turkish'`);
    await seedReferenceData(pool);
    expect(await interest()).toEqual(['Sağlıklı yaşam ve spor']);
  });
});
