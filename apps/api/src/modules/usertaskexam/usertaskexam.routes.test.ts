import type {
  LevelExamState,
  PlacementState,
  RegisteredAnswersPage,
  UserExam,
} from '@yek/contracts/usertaskexam';
import type { TaskOverview } from '@yek/contracts/usertask';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExamFixture, rightOption } from '../../../test/exams';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { api, learnerWithTrial } from '../../../test/learner';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadExamFixture(t.database.pool);
});
afterAll(() => t.close());

const KEY_WORDS = /correctOptionId|"accepted"|"correct"|explanation|"keys"|"key"/;

/** A learner of ability `theta`: right on every item easier than that, wrong on the rest. */
async function sitPlacement(client: ReturnType<typeof api>, theta: number) {
  let state = await client.data<PlacementState>('POST', 'usertaskexam/startplacementexam');
  const seen = new Set<number>();
  while (state.item) {
    expect(JSON.stringify(state)).not.toMatch(KEY_WORDS);
    expect(seen.has(state.item.id)).toBe(false);
    seen.add(state.item.id);
    const { rows } = await t.database.pool.query<{
      difficulty: number;
      key: { correctOptionId: number | null; accepted: string[] };
    }>('SELECT difficulty, key FROM placement_items WHERE id = $1', [state.item.id]);
    const { difficulty, key } = rows[0]!;
    const right = difficulty < theta;
    const answer =
      state.item.type === 'typed'
        ? { text: right ? key.accepted[0]! : 'nothing' }
        : { optionId: right ? key.correctOptionId! : (key.correctOptionId! % 4) + 1 };
    state = await client.data<PlacementState>('POST', 'usertaskexam/registerplacementanswer', {
      taskExamId: state.exam.id,
      itemId: state.item.id,
      answer,
    });
  }
  return state;
}

describe('placement test', () => {
  it('adapts item by item, keeps every answer, and ends with a level and its confidence', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    const first = await client.data<PlacementState>('POST', 'usertaskexam/startplacementexam');
    // Starting again (a reload, another device) resumes the same test at the same item.
    const again = await client.data<PlacementState>('POST', 'usertaskexam/startplacementexam');
    expect(again.exam.id).toBe(first.exam.id);
    expect(again.item?.id).toBe(first.item?.id);

    const wrongItem = await client.send('POST', 'usertaskexam/registerplacementanswer', {
      taskExamId: first.exam.id,
      itemId: first.item!.id + 1,
      answer: { optionId: 1 },
    });
    expect(wrongItem.statusCode).toBe(409);
    expect(json(wrongItem).errorCode).toBe('EXAM_ITEM_NOT_CURRENT');
    const misfit = await client.send('POST', 'usertaskexam/registerplacementanswer', {
      taskExamId: first.exam.id,
      itemId: first.item!.id,
      answer: { value: true },
    });
    expect(misfit.statusCode).toBe(400);

    const done = await sitPlacement(client, -0.4);
    expect(done.exam.status).toBe('finished');
    expect(done.exam.placement?.levelCode).toBe('B1');
    expect(done.exam.placement!.confidence).toBeGreaterThan(0.3);
    expect(done.exam.answeredCount).toBeGreaterThanOrEqual(10);
    expect(done.exam.answeredCount).toBeLessThanOrEqual(30);
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_exam_answers WHERE user_exam_id = $1 AND is_correct IS NOT NULL AND difficulty IS NOT NULL',
      [done.exam.id],
    );
    expect(rows[0]!.n).toBe(done.exam.answeredCount);

    // The review shows the keys now that the test is over, a page at a time.
    const page = await client.data<RegisteredAnswersPage>(
      'GET',
      `usertaskexam/gettaskexamregisteredanswers?taskExamId=${done.exam.id}&pageNumber=2&pageSize=5`,
    );
    expect(page.totalCount).toBe(done.exam.answeredCount);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.orderNo).toBe(6);
    expect(page.items.every((i) => i.correctAnswer && i.isCorrect !== null)).toBe(true);

    // A retake waits: the cooling-off time is stated.
    const retake = await client.send('POST', 'usertaskexam/startplacementexam');
    expect(retake.statusCode).toBe(409);
    expect(json(retake).errorCode).toBe('EXAM_COOLING_OFF');
    expect(done.exam.retakeAt).not.toBeNull();
  });

  it('moves a new learner’s programme to the placed section once they confirm', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    const done = await sitPlacement(client, -0.4);
    expect(done.exam.placement).toMatchObject({ levelCode: 'B1', canApply: true });
    const startDay = done.exam.placement!.startDay!;
    const before = await client.data<TaskOverview>('GET', 'usertask/getusertaskoverview');
    expect(before.nextDayNo).toBe(1);
    const applied = await client.data<UserExam>('POST', 'usertaskexam/applyplacementresult', {
      taskExamId: done.exam.id,
    });
    expect(applied.placement?.appliedAt).not.toBeNull();
    expect(applied.placement?.canApply).toBe(false);
    const after = await client.data<TaskOverview>('GET', 'usertask/getusertaskoverview');
    expect(after.nextDayNo).toBe(startDay);
    const twice = await client.send('POST', 'usertaskexam/applyplacementresult', {
      taskExamId: done.exam.id,
    });
    expect(json(twice).errorCode).toBe('PLACEMENT_NOT_APPLICABLE');
  });

  it('gives one test when two starts arrive together', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.data<PlacementState>('POST', 'usertaskexam/startplacementexam'),
      ),
    );
    expect(new Set(results.map((r) => r.exam.id)).size).toBe(1);
  });
});

async function answerPaper(
  client: ReturnType<typeof api>,
  state: LevelExamState,
  right: (n: number) => boolean,
) {
  const questions = [
    ...state.paper!.reading.passages.flatMap((p) => p.questions),
    ...state.paper!.listening.recordings.flatMap((r) => r.questions),
    ...state.paper!.grammar.questions,
    ...state.paper!.vocabulary.questions,
  ];
  for (const [n, q] of questions.entries()) {
    const good = rightOption(n);
    await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: state.exam!.id,
      questionSlug: q.slug,
      answer: { optionId: right(n) ? good : (good % 4) + 1 },
    });
  }
  return questions.length;
}

describe('level exams', () => {
  it('are passed and failed, scored per section on the server, and reviewed answer by answer', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    const idle = await client.data<LevelExamState>('GET', 'usertaskexam/gettaskexambylevelid/1');
    expect(idle).toMatchObject({ status: 'available', levelCode: 'A1', passMark: 60 });
    // 32 marked questions, the writing task, a sentence to read aloud and a free prompt.
    expect(idle.questionCount).toBe(35);

    const started = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 1,
    });
    expect(started.status).toBe('in-progress');
    expect(started.exam?.deadlineAt).not.toBeNull();
    expect(JSON.stringify(started)).not.toMatch(KEY_WORDS);
    await answerPaper(client, started, (n) => n % 8 !== 0);
    // After a reload the paper comes back with the answers given.
    const resumed = await client.data<LevelExamState>('GET', 'usertaskexam/gettaskexambylevelid/1');
    expect(resumed.answers).toHaveLength(32);
    const hidden = await client.data<RegisteredAnswersPage>(
      'GET',
      `usertaskexam/gettaskexamregisteredanswers?taskExamId=${started.exam!.id}`,
    );
    expect(hidden.items.every((i) => i.correctAnswer === null && i.isCorrect === null)).toBe(true);

    const passed = await client.data<UserExam>('POST', 'usertaskexam/submitlevelexam', {
      taskExamId: started.exam!.id,
    });
    expect(passed.passed).toBe(true);
    // 28 of 32 points, and none of writing's 5 and speaking's 5: not answered.
    expect(passed.score).toBeCloseTo((100 * 28) / 42);
    expect(passed.sections.map((s) => s.section)).toEqual([
      'reading',
      'listening',
      'grammar',
      'vocabulary',
      'writing',
      'speaking',
    ]);
    expect(passed.sections.reduce((n, s) => n + s.total, 0)).toBe(42);
    const late = await client.send('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: started.paper!.grammar.questions[0]!.slug,
      answer: { optionId: 1 },
    });
    expect(json(late).errorCode).toBe('EXAM_FINISHED');
    const review = await client.data<RegisteredAnswersPage>(
      'GET',
      `usertaskexam/gettaskexamregisteredanswers?taskExamId=${started.exam!.id}&pageSize=100`,
    );
    expect(review.items.filter((i) => i.isCorrect === false)).toHaveLength(4);
    expect(review.items[0]).toMatchObject({ orderNo: 1, section: 'reading', isCorrect: false });
    expect(review.items[0]!.correctAnswer).toBe('option 1');

    const a2 = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 2,
    });
    await answerPaper(client, a2, (n) => n % 2 === 0);
    const failed = await client.data<UserExam>('POST', 'usertaskexam/submitlevelexam', {
      taskExamId: a2.exam!.id,
    });
    expect(failed.passed).toBe(false);
    expect(failed.certificateCode).toBeNull();
    expect(failed.score).toBeCloseTo((100 * 16) / 42);

    const waiting = await client.data<LevelExamState>('GET', 'usertaskexam/gettaskexambylevelid/2');
    expect(waiting.status).toBe('cooling-off');
    const refused = await client.send('POST', 'usertaskexam/startlevelexam', { levelId: 2 });
    expect(json(refused).errorCode).toBe('EXAM_COOLING_OFF');
    // A day later the retake gets the other paper.
    await t.database.pool.query(
      "UPDATE user_exams SET finished_at = finished_at - interval '25 hours' WHERE id = $1",
      [a2.exam!.id],
    );
    const retake = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 2,
    });
    expect(retake.exam!.form).not.toBe(a2.exam!.form);

    const list = await client.data<UserExam[]>(
      'GET',
      'usertaskexam/getusercompletedtasks?displayCount=10',
    );
    // Newest first (the failed attempt was moved a day back above).
    expect(list.map((e) => e.id)).toEqual([started.exam!.id, a2.exam!.id]);
  });

  it('is marked with the answers given when its time is over', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    const started = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 1,
    });
    await t.database.pool.query(
      "UPDATE user_exams SET deadline_at = now() - interval '1 minute' WHERE id = $1",
      [started.exam!.id],
    );
    const res = await client.send('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: started.paper!.grammar.questions[0]!.slug,
      answer: { optionId: 1 },
    });
    expect(json(res).errorCode).toBe('EXAM_TIME_OVER');
    const exam = await client.data<UserExam>(
      'GET',
      `usertaskexam/getusertaskexam?taskExamId=${started.exam!.id}`,
    );
    expect(exam).toMatchObject({ status: 'finished', passed: false, score: 0 });
  });
});

describe('another learner’s exams', () => {
  it('are refused on every call', async () => {
    const owner = api(t, (await learnerWithTrial(t)).token);
    const other = api(t, (await learnerWithTrial(t)).token);
    const placement = await owner.data<PlacementState>('POST', 'usertaskexam/startplacementexam');
    const level = await owner.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 1,
    });
    const id = placement.exam.id;
    const levelExamId = level.exam!.id;
    const calls: [Parameters<typeof other.send>[0], string, unknown?][] = [
      ['GET', `usertaskexam/getplacementexam?taskExamId=${id}`],
      [
        'POST',
        'usertaskexam/registerplacementanswer',
        { taskExamId: id, itemId: placement.item!.id, answer: { optionId: 1 } },
      ],
      ['POST', 'usertaskexam/applyplacementresult', { taskExamId: id }],
      ['GET', `usertaskexam/getusertaskexam?taskExamId=${id}`],
      ['GET', `usertaskexam/gettaskexamregisteredanswers?taskExamId=${levelExamId}`],
      [
        'POST',
        'usertaskexam/registerusertaskexamquestionanswer',
        {
          taskExamId: levelExamId,
          questionSlug: level.paper!.grammar.questions[0]!.slug,
          answer: { optionId: 1 },
        },
      ],
      ['POST', 'usertaskexam/submitlevelexam', { taskExamId: levelExamId }],
    ];
    for (const [method, url, body] of calls) {
      const res = await other.send(method, url, body);
      expect(res.statusCode, url).toBe(404);
    }
    // And nothing of the owner's changed.
    const still = await owner.data<LevelExamState>('GET', 'usertaskexam/gettaskexambylevelid/1');
    expect(still.exam?.status).toBe('in-progress');
  });

  it('are not reached without signing in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/usertaskexam/gettaskexambylevelid/1',
    });
    expect(res.statusCode).toBe(401);
  });
});
