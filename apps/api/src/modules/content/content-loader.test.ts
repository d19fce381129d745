import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawContent, readContent, readYamlFile } from '@yek/content/load';
import { CONTENT_DIR } from '@yek/content/paths';
import { createDatabase, type Database } from '../../db/client';
import {
  countRows,
  dayFile,
  emptyContent,
  expectedCounts,
  only,
  recordQueries,
  snapshot,
  validDays,
} from '../../../test/content';
import { createTestDatabase } from '../../../test/helpers';
import { loadContent, loadContentIfChanged } from './content-loader';
import { createContentRepository } from './content.repository';

// The files are read once: writers may change content/ while the tests run.
let raw: RawContent;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let tmp: string;
beforeAll(async () => {
  raw = readContent();
  db = await createTestDatabase();
  database = createDatabase(db.url, 3);
  await emptyContent(database.pool);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'yek-content-'));
});
afterAll(async () => {
  await database.close();
  await db.drop();
  rmSync(tmp, { recursive: true, force: true });
});

const questionRow = async (slug: string) =>
  (
    await database.pool.query<{
      id: number;
      payload: { prompt: string };
      updatedAt: Date;
      retiredAt: Date | null;
    }>(
      `SELECT id, payload, updated_at AS "updatedAt", retired_at AS "retiredAt" FROM questions WHERE slug = $1`,
      [slug],
    )
  ).rows[0]!;

describe('content loader', () => {
  it('loads every valid day with the right counts', async () => {
    const days = validDays(raw);
    expect(days.length).toBeGreaterThan(0);
    const report = await loadContent(database.pool, { raw });
    expect(report.days.loaded).toBe(days.length);
    expect(report.days.failed).toBe(0);
    expect(await countRows(database.pool)).toEqual(expectedCounts(days));
    const { rows } = await database.pool.query<{ slug: string; first: number; last: number }>(
      'SELECT slug, first_day AS first, last_day AS last FROM program_sections ORDER BY order_no',
    );
    expect(rows.map((r) => `${r.slug}:${r.first}-${r.last}`)).toEqual([
      'a1:1-60',
      'a2:61-130',
      'b1:131-210',
      'b2:211-290',
      'c1:291-365',
    ]);
  });

  it('changes nothing when loaded again', async () => {
    const before = await snapshot(database.pool);
    const report = await loadContent(database.pool, { raw });
    expect(report.days).toMatchObject({ loaded: 0, unchanged: validDays(raw).length, failed: 0 });
    expect(report.rows).toEqual({ written: 0, retired: 0 });
    expect(await snapshot(database.pool)).toEqual(before);
  });

  it('updates an edited question in place, keeping its id and leaving the rest alone', async () => {
    const before = await questionRow('day-001-grammar-q01');
    const neighbour = await questionRow('day-001-grammar-q02');
    const copy = path.join(tmp, 'day-001.yaml');
    const text = readFileSync(path.join(CONTENT_DIR, dayFile(raw, 1).path), 'utf8');
    expect(text).toContain('prompt: I ___ a student.');
    writeFileSync(copy, text.replace('prompt: I ___ a student.', 'prompt: I ___ a new student.'));
    const report = await loadContent(database.pool, { raw: only(raw, readYamlFile(copy)) });
    expect(report.days.loaded).toBe(1);
    const after = await questionRow('day-001-grammar-q01');
    expect(after.id).toBe(before.id);
    expect(after.payload.prompt).toBe('I ___ a new student.');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await questionRow('day-001-grammar-q02')).toEqual(neighbour);
  });

  it('retires a removed question and option, and brings them back with their ids', async () => {
    const original = dayFile(raw, 1);
    const edited = structuredClone(original.data) as {
      parts: { slug: string; questions: { slug: string; options?: unknown[] }[] }[];
    };
    const grammar = edited.parts.find((p) => p.slug === 'day-001-grammar')!;
    grammar.questions = grammar.questions.filter((q) => q.slug !== 'day-001-grammar-q08');
    const q02 = grammar.questions.find((q) => q.slug === 'day-001-grammar-q02')!;
    expect(q02.options).toHaveLength(4);
    q02.options = q02.options!.slice(0, 3);
    const removed = await questionRow('day-001-grammar-q08');

    const report = await loadContent(database.pool, {
      raw: only(raw, { path: original.path, data: edited }),
    });
    expect(report.rows.retired).toBe(2);
    expect((await questionRow('day-001-grammar-q08')).retiredAt).not.toBeNull();
    const option = async () =>
      (
        await database.pool.query<{ id: number; retired: boolean }>(
          `SELECT o.id, o.retired_at IS NOT NULL AS retired FROM question_options o
             JOIN questions q ON q.id = o.question_id
            WHERE q.slug = 'day-001-grammar-q02' AND o.order_no = 4`,
        )
      ).rows[0]!;
    const retiredOption = await option();
    expect(retiredOption.retired).toBe(true);
    const view = await createContentRepository(database.pool).loadDayForLearner(1);
    const shown = view!.mainQuestions[0]!.questions;
    expect(shown.map((q) => q.slug)).not.toContain('day-001-grammar-q08');
    expect(shown.find((q) => q.slug === 'day-001-grammar-q02')!.options).toHaveLength(3);

    await loadContent(database.pool, { raw: only(raw, original) });
    const back = await questionRow('day-001-grammar-q08');
    expect(back.id).toBe(removed.id);
    expect(back.retiredAt).toBeNull();
    expect(await option()).toEqual({ id: retiredOption.id, retired: false });
  });

  it('skips an invalid file with a report line and keeps the day as last loaded', async () => {
    const original = dayFile(raw, 2);
    const broken = { ...(original.data as object), lecture: undefined };
    const before = await snapshot(database.pool);
    const lines: string[] = [];
    const report = await loadContent(database.pool, {
      raw: only(
        raw,
        { path: original.path, data: broken },
        { path: 'days/a1/x.yaml', data: null, parseError: 'bad indent' },
      ),
      log: (line) => lines.push(line),
    });
    expect(report.days).toMatchObject({ loaded: 0, invalid: 2 });
    expect(lines).toEqual([
      expect.stringMatching(/^days\/a1\/day-002\.yaml: skipped, invalid: lecture: /),
      'days/a1/x.yaml: skipped, not valid YAML: bad indent',
    ]);
    expect(await snapshot(database.pool)).toEqual(before);
  });

  it('at start, costs one query when the files are unchanged since the last load', async () => {
    await loadContentIfChanged(database.pool);
    const { rows } = await database.pool.query<{ hash: string }>('SELECT hash FROM content_state');
    expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    // Writers may save a day file meanwhile; that start would rightly load, so try again.
    let sent: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const recorded = recordQueries(database.pool);
      const report = await loadContentIfChanged(database.pool).finally(recorded.restore);
      sent = recorded.sent;
      if (report === null) break;
    }
    expect(sent).toEqual(['SELECT hash FROM content_state WHERE id = 1']);
  });
});
