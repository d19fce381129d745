import type { MainQuestion, RegisterAnswerResult, UserTask } from '@yek/contracts/usertask';
import { MAX_ANSWER_ATTEMPTS } from '@yek/contracts/usertask-questions';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { signInAgain } from '../../../test/onboarding';
import { api, completeToday, learnerWithTrial, multipart } from '../../../test/learner';

/**
 * Decision 0037: a writing text and a read-aloud recording may be given again, up to
 * MAX_ANSWER_ATTEMPTS versions in all; the latest version is kept with its feedback and score.
 */

const DAY_MS = 24 * 3600_000;
const FIXTURE = path.join(import.meta.dirname, '../../../test/fixtures/she-is-from-japan.wav');
const ANSWER = 'usertask/registerusertaskquestionanswer';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
});
afterAll(() => t.close());

/** A new learner on day 2 (the first day with writing and speaking), its lecture done. */
async function dayTwo() {
  const learner = await learnerWithTrial(t);
  await completeToday(t, learner.token);
  t.clock.advance(DAY_MS);
  const token = await signInAgain(t, learner);
  const call = api(t, token);
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
  return { learner, token, call, task, part };
}

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('revising a writing answer', () => {
  it('takes new versions up to the cap, keeps the latest with its feedback, and checks every version', async () => {
    try {
      const { call, task, part } = await dayTwo();
      const writing = await part('writing');
      const item = writing.questions.find((q) => q.type === 'free-text')!;
      if (item.type !== 'free-text') throw new Error('no writing item');
      const { minWords, maxWords, checklist } = item.payload;
      // The checklist says what is asked, never the pattern the server matches.
      expect(checklist?.map((c) => c.kind)).toContain('uses-words');
      expect(checklist?.find((c) => c.kind === 'uses-pattern')).toMatchObject({
        hint: { tr: expect.any(String), en: expect.any(String) },
      });
      expect(checklist?.some((c) => 'pattern' in c)).toBe(false);

      const first = await call.data<RegisterAnswerResult>('POST', ANSWER, {
        taskId: task.id,
        questionId: item.id,
        answer: { text: words(minWords, 'lorem') },
      });
      expect(first.result).toMatchObject({ attempts: 1, attemptsLeft: MAX_ANSWER_ATTEMPTS - 1 });

      // A revised text outside the limits is refused on its field and the stored version stays.
      const short = await call.send('POST', ANSWER, {
        taskId: task.id,
        questionId: item.id,
        answer: { text: 'She is from Japan.' },
      });
      expect(json(short)).toMatchObject({
        statusCode: 400,
        errorCode: 'TASK_WRITING_LENGTH',
        errors: { text: [expect.any(String)] },
      });
      const kept = (await part('writing')).questions.find((q) => q.id === item.id)!.result!;
      expect(kept).toMatchObject({ attempts: 1, answer: { text: words(minWords, 'lorem') } });

      const revised = `My friend is from Japan. She is from a big city. ${words(minWords)}`;
      const second = await call.data<RegisterAnswerResult>('POST', ANSWER, {
        taskId: task.id,
        questionId: item.id,
        answer: { text: revised },
      });
      expect(second.result).toMatchObject({ attempts: 2, attemptsLeft: MAX_ANSWER_ATTEMPTS - 2 });
      const feedback = second.result.feedback;
      if (!feedback || !('items' in feedback)) throw new Error('no writing feedback');
      expect(feedback.wordCount).toBeGreaterThan(minWords);
      expect(feedback.wordCount).toBeLessThanOrEqual(maxWords);
      expect(second.result.score).not.toBe(first.result.score);
      // The part shows the latest version and its feedback.
      const shown = (await part('writing')).questions.find((q) => q.id === item.id)!.result!;
      expect(shown).toMatchObject({ attempts: 2, answer: { text: revised }, feedback });

      for (let n = 3; n <= MAX_ANSWER_ATTEMPTS; n++)
        await call.data('POST', ANSWER, {
          taskId: task.id,
          questionId: item.id,
          answer: { text: revised },
        });
      const over = await call.send('POST', ANSWER, {
        taskId: task.id,
        questionId: item.id,
        answer: { text: revised },
      });
      expect(json(over)).toMatchObject({
        statusCode: 409,
        errorCode: 'ANSWER_ATTEMPTS_USED',
        message: `Bu soru için ${MAX_ANSWER_ATTEMPTS} deneme hakkının hepsini kullandın; son cevabın ve sonucu kaydedildi.`,
      });
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });

  it('counts versions sent at once against the cap', async () => {
    try {
      const { call, task, part } = await dayTwo();
      const item = (await part('writing')).questions.find((q) => q.type === 'free-text')!;
      if (item.type !== 'free-text') throw new Error('no writing item');
      const body = {
        taskId: task.id,
        questionId: item.id,
        answer: { text: words(item.payload.minWords) },
      };
      const results = await Promise.all(
        Array.from({ length: MAX_ANSWER_ATTEMPTS + 3 }, () => call.send('POST', ANSWER, body)),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_ANSWER_ATTEMPTS);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
      const shown = (await part('writing')).questions.find((q) => q.id === item.id)!.result!;
      expect(shown).toMatchObject({ attempts: MAX_ANSWER_ATTEMPTS, attemptsLeft: 0 });
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });

  it("never takes a version for another learner's item", async () => {
    try {
      const { task, part } = await dayTwo();
      const item = (await part('writing')).questions.find((q) => q.type === 'free-text')!;
      if (item.type !== 'free-text') throw new Error('no writing item');
      const other = api(t, (await learnerWithTrial(t)).token);
      const res = await other.send('POST', ANSWER, {
        taskId: task.id,
        questionId: item.id,
        answer: { text: words(item.payload.minWords) },
      });
      expect(json(res)).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
      expect((await part('writing')).questions.find((q) => q.id === item.id)!.result).toBeNull();
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });
});

describe('reading a sentence again', () => {
  it('takes a new recording after a score of 0 and keeps the latest word by word', async () => {
    try {
      const { learner, call, task, part } = await dayTwo();
      const speaking = await part('speaking');
      const sentences = speaking.questions.filter((q) => q.type === 'recording-read-aloud');
      const other = sentences.find((q) => q.payload.prompt !== 'She is from Japan.')!;
      const upload = async () => {
        const form = multipart('formFiles', 'answer.wav', readFileSync(FIXTURE), 'audio/wav');
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/cdn/uploaduserfile',
          headers: { authorization: `Bearer ${await signInAgain(t, learner)}`, ...form.headers },
          payload: form.payload,
        });
        return json<{ fileName: string }>(res).data.fileName;
      };
      // The fixture says 'She is from Japan.'; read for another sentence it does not align: 0.
      const zero = await call.data<RegisterAnswerResult>('POST', ANSWER, {
        taskId: task.id,
        questionId: other.id,
        answer: { fileName: await upload() },
      });
      expect(zero.result).toMatchObject({
        score: 0,
        attempts: 1,
        attemptsLeft: MAX_ANSWER_ATTEMPTS - 1,
      });
      expect(zero.result.feedback).toMatchObject({ aligned: false });

      const again = await call.data<RegisterAnswerResult>('POST', ANSWER, {
        taskId: task.id,
        questionId: other.id,
        answer: { fileName: await upload() },
      });
      expect(again.result).toMatchObject({ attempts: 2, attemptsLeft: MAX_ANSWER_ATTEMPTS - 2 });
      const shown = (await part('speaking')).questions.find((q) => q.id === other.id)!.result!;
      expect(shown).toMatchObject({ attempts: 2, feedback: { words: expect.any(Array) } });
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });

  it('keeps a choice answer final', async () => {
    try {
      const { call, task, part } = await dayTwo();
      const grammar = await part('grammar');
      const choice = grammar.questions.find((q) => q.type === 'single-choice')!;
      const body = {
        taskId: task.id,
        questionId: choice.id,
        answer: { optionId: choice.options[0]!.id },
      };
      const first = await call.data<RegisterAnswerResult>('POST', ANSWER, body);
      expect(first.result).toMatchObject({ attempts: 1, attemptsLeft: 0 });
      const second = await call.send('POST', ANSWER, body);
      expect(json(second)).toMatchObject({
        statusCode: 409,
        errorCode: 'ANSWER_ALREADY_REGISTERED',
      });
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });
});
