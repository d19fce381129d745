import { readContent } from '@yek/content/load';
import { orderingDisplay } from '@yek/contracts/content';
import type { MainQuestion, RegisterAnswerResult, UserTask } from '@yek/contracts/usertask';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFile, only } from '../../../test/content';
import { createTestApp, createTestDatabase, json, type TestApp } from '../../../test/helpers';
import { api, learnerWithTrial } from '../../../test/learner';
import { loadContent } from '../content/content-loader';

/**
 * Decision 0043: an ordering item (reading, listening) and a dictation (listening) are answered,
 * scored with partial credit and shown with their keys; a reply of the wrong shape is refused.
 * Day 1 is loaded with one of each added, into this file's own database.
 */

const ANSWER = 'usertask/registerusertaskquestionanswer';
const STEPS = [
  'First, Emma opens the door of the small shop.',
  'Then she puts the fresh bread on the shelves.',
  'After that, the first customers come in.',
  'Finally, she closes the shop at six.',
];
const SENTENCE = "We're meeting at the station after work.";
let t: TestApp;

beforeAll(async () => {
  const db = await createTestDatabase();
  const raw = readContent();
  const file = dayFile(raw, 1);
  const data = structuredClone(file.data) as {
    parts: { kind: string; slug: string; questions: { slug: string }[] }[];
  };
  const reading = data.parts.find((p) => p.kind === 'reading')!;
  const listening = data.parts.find((p) => p.kind === 'listening')!;
  // Dropping an item keeps each part within its count; the slugs are new ones.
  reading.questions = [
    ...reading.questions.slice(0, 5),
    {
      slug: `${reading.slug}-q90`,
      type: 'ordering',
      prompt: 'Put the steps of Emma’s morning in order.',
      items: STEPS,
      explanation: 'First, Then, After that, Finally: sıralama kelimeleri sırayı verir.',
    } as never,
  ];
  listening.questions = [
    ...listening.questions.slice(0, 5),
    {
      slug: `${listening.slug}-q90`,
      type: 'dictation',
      prompt: 'Listen and write the sentence.',
      sentence: SENTENCE,
      answersReviewed: true,
      explanation: "We're, We are demektir; ikisi de kabul edilir.",
    } as never,
  ];
  const pool = new pg.Pool({ connectionString: db.url });
  const report = await loadContent(pool, { raw: only(raw, { ...file, data }) });
  await pool.end();
  if (report.days.loaded !== 1) throw new Error(report.lines.join('\n'));
  t = await createTestApp({ rateLimitEnabled: false }, {}, db);
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
}, 60_000);
afterAll(() => t.close());

/** A new learner on day 1 with the lecture done, and the day's part of a kind. */
async function dayOne() {
  const learner = await learnerWithTrial(t);
  const call = api(t, learner.token);
  const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
  await call.data('PATCH', 'usertask/registerusertasklecture', {
    taskId: task.id,
    lectureId: task.lectureId,
  });
  const part = (kind: string) =>
    call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${task.parts.find((p) => p.kind === kind)!.mainQuestionId}`,
    );
  const answer = (questionId: number, reply: unknown) =>
    call.send('POST', ANSWER, { taskId: task.id, questionId, answer: reply });
  return { part, answer };
}

async function orderingItem() {
  const learner = await dayOne();
  const item = (await learner.part('reading')).questions.find((q) => q.type === 'ordering');
  if (item?.type !== 'ordering') throw new Error('no ordering item');
  return { ...learner, item };
}

async function dictationItem() {
  const learner = await dayOne();
  const item = (await learner.part('listening')).questions.find((q) => q.type === 'dictation');
  if (item?.type !== 'dictation') throw new Error('no dictation item');
  return { ...learner, item };
}

const { shown, solution } = orderingDisplay('day-001-reading-q90', STEPS.length);

describe('an ordering item', () => {
  it('shows the pieces shuffled, never in order, and keeps the order on the server', async () => {
    const { item } = await orderingItem();
    expect(item.payload.items).toEqual(shown.map((i) => STEPS[i]));
    expect(item.payload.items).not.toEqual(STEPS);
    expect(JSON.stringify(item)).not.toContain('"order"');
  });

  it('scores the right order as correct and shows the order and the explanation', async () => {
    const { item, answer } = await orderingItem();
    const res = json<RegisterAnswerResult>(await answer(item.id, { order: solution }));
    expect(res.data.result).toMatchObject({
      isCorrect: true,
      score: 1,
      solution: { order: solution },
      explanation: expect.stringContaining('sıralama'),
    });
  });

  it('gives partial credit for the pieces in their right place, and none for a wrong order', async () => {
    // The first two pieces swapped: half of the four in place.
    const partly = [solution[1]!, solution[0]!, solution[2]!, solution[3]!];
    const a = await orderingItem();
    const res = json<RegisterAnswerResult>(await a.answer(a.item.id, { order: partly }));
    expect(res.data.result).toMatchObject({ isCorrect: false, score: 0.5 });

    const wrong = [solution[1]!, solution[0]!, solution[3]!, solution[2]!];
    const b = await orderingItem();
    const res2 = json<RegisterAnswerResult>(await b.answer(b.item.id, { order: wrong }));
    expect(res2.data.result).toMatchObject({
      isCorrect: false,
      score: 0,
      solution: { order: solution },
    });
  });

  it('refuses a reply that is not an order of the shown pieces, with a 400', async () => {
    const { item, answer } = await orderingItem();
    for (const reply of [{ order: [0, 0, 1, 2] }, { order: [0, 1, 2] }, { text: 'abc' }])
      expect(json(await answer(item.id, reply))).toMatchObject({
        statusCode: 400,
        errorCode: 'ANSWER_DOES_NOT_FIT',
      });
    const bad = await answer(item.id, { order: 'first' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errorCode: 'VALIDATION_FAILED', isSuccess: false });
    expect(json(bad).message).toMatch(/[çğıöşü]|geçersiz|doğrula/i);
  });
});

describe('a dictation', () => {
  it('accepts the sentence as typed answers are accepted, contractions either way', async () => {
    const { item, answer } = await dictationItem();
    expect(JSON.stringify(item)).not.toContain('station');
    const res = json<RegisterAnswerResult>(
      await answer(item.id, { text: 'we are meeting at the station after work' }),
    );
    expect(res.data.result).toMatchObject({
      isCorrect: true,
      score: 1,
      acceptedAnswers: [SENTENCE],
    });
  });

  it('scores the words written right, and nothing for a wrong sentence', async () => {
    const a = await dictationItem();
    const partly = json<RegisterAnswerResult>(
      await a.answer(a.item.id, { text: "We're meting at station after work" }),
    );
    expect(partly.data.result).toMatchObject({ isCorrect: false, score: 0.75 });

    const b = await dictationItem();
    const wrong = json<RegisterAnswerResult>(
      await b.answer(b.item.id, { text: 'Good morning everybody' }),
    );
    expect(wrong.data.result).toMatchObject({ isCorrect: false, score: 0 });
  });

  it('refuses an empty text and an ordering reply with a 400', async () => {
    const { item, answer } = await dictationItem();
    for (const reply of [{ text: '   ' }, { order: [0, 1, 2] }])
      expect(json(await answer(item.id, reply))).toMatchObject({
        statusCode: 400,
        errorCode: 'ANSWER_DOES_NOT_FIT',
      });
  });
});
