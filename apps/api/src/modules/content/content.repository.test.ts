import { type Day, DaySchema } from '@yek/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '@yek/content/load';
import { createDatabase, type Database } from '../../db/client';
import { dayFile, emptyContent, only, recordQueries } from '../../../test/content';
import { createTestDatabase } from '../../../test/helpers';
import { loadContent } from './content-loader';
import { createContentRepository, type ContentRepository } from './content.repository';
import type { LearnerDay } from './content.types';

// Day 1 as read now, loaded into this file's own database, so the figures below are its own.
let day: Day;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let repo: ContentRepository;
let queries: string[];
beforeAll(async () => {
  const raw = readContent();
  day = DaySchema.parse(dayFile(raw, 1).data);
  db = await createTestDatabase();
  database = createDatabase(db.url, 2);
  await emptyContent(database.pool);
  await loadContent(database.pool, { raw: only(raw, dayFile(raw, 1)) });
  queries = recordQueries(database.pool).sent;
  repo = createContentRepository(database.pool);
});
afterAll(async () => {
  await database.close();
  await db.drop();
});

/** Every key name anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

describe('the learner view of a day', () => {
  let view: LearnerDay;
  it('serves the lecture, the parts in order, their items and words in one query', async () => {
    queries.length = 0;
    view = (await repo.loadDayForLearner(1))!;
    expect(queries).toHaveLength(1);
    expect(view).toMatchObject({ dayNo: 1, slug: 'day-001', sectionSlug: 'a1', levelCode: 'A1' });
    expect(view.lecture?.slug).toBe('day-001-lecture');
    expect(view.lecture?.examples).toEqual(day.lecture.examples);
    expect(view.mainQuestions.map((m) => m.slug)).toEqual(day.parts.map((p) => p.slug));
    view.mainQuestions.forEach((m, i) => {
      const part = day.parts[i]!;
      expect(m.questions.map((q) => q.slug)).toEqual(part.questions.map((q) => q.slug));
      if (part.kind === 'vocabulary')
        expect(m.vocabulary.map((w) => w.slug)).toEqual(part.words.map((w) => w.slug));
      else expect(m.vocabulary).toEqual([]);
    });
    const choice = view.mainQuestions[0]!.questions[0]!;
    const source = day.parts[0]!.questions[0]!;
    expect(choice.options.map((o) => o.text)).toEqual(
      'options' in source ? source.options.map((o) => o.text) : [],
    );
    expect(choice.options.length).toBeGreaterThan(0);
    expect(await repo.loadDayForLearner(365)).toBeNull();
  });

  it('holds no key: no correct flags, answers, solutions, explanations or transcripts', () => {
    const parts = JSON.stringify(view.mainQuestions);
    const keys = keysOf(view.mainQuestions);
    for (const key of [
      'correct',
      'isCorrect',
      'is_correct',
      'answer',
      'answers',
      'acceptedAnswers',
      'solution',
      'match',
      'modelAnswer',
      'explanation',
      'lines',
    ])
      expect(keys.has(key), key).toBe(false);
    expect(parts).not.toMatch(/is_?correct/i);
    const listening = view.mainQuestions.find((m) => m.kind === 'listening');
    if (listening) expect(listening.body).toHaveProperty('script.title');
  });

  it('gives the keys of the asked questions in one query', async () => {
    const items = view.mainQuestions.flatMap((m) => m.questions);
    queries.length = 0;
    const keys = await repo.loadKeys(items.map((q) => q.id));
    expect(queries).toHaveLength(1);
    expect(keys).toHaveLength(items.length);
    const source = day.parts.flatMap((p) => p.questions);
    for (const key of keys) {
      const q = source.find((s) => s.slug === key.slug)!;
      const shown = items.find((i) => i.id === key.id)!;
      expect(key.explanation).toBe(q.explanation);
      if ('options' in q) {
        const correct = q.options.flatMap((o, n) => (o.correct ? [shown.options[n]!.id] : []));
        expect(key.correctOptionIds).toEqual(correct);
      }
      if (q.type === 'true-false') expect(key.solution).toEqual({ answer: q.answer });
      if (q.type === 'gap-fill')
        expect(key.acceptedAnswers.map((a) => a.answer)).toEqual(q.answers);
      if (q.type === 'matching') {
        if (shown.type !== 'matching' || key.type !== 'matching') throw new Error(q.slug);
        const { left, right } = shown.payload;
        const { match } = key.solution;
        expect(left.map((l, n) => [l, right[match[n]!]])).toEqual(
          q.pairs.map((p) => [p.left, p.right]),
        );
      }
    }
  });

  it('gives the listening transcript only through loadReveals', async () => {
    const listening = view.mainQuestions.find((m) => m.kind === 'listening');
    if (!listening) return;
    const [reveal] = await repo.loadReveals([listening.id]);
    expect(reveal!.reveal?.lines.length).toBeGreaterThan(0);
  });
});
