import type { MainQuestion, Schedule, UserProgress, UserTask } from '@yek/contracts/usertask';
import { PROGRESS_WEEKS } from '@yek/contracts/usertask';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordQueries } from '../../../test/content';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { signInAgain } from '../../../test/onboarding';
import {
  api,
  completeToday,
  correctAnswers,
  learnerWithTrial,
  uploadRecording,
} from '../../../test/learner';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// A Tuesday, noon in Istanbul: the week began on Monday 9 March.
const START = new Date('2026-03-10T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
beforeEach(() => t.clock.set(START));
afterAll(() => t.close());

const progressOf = (token: string) =>
  api(t, token).data<UserProgress>('GET', 'usertask/getuserprogress');

/**
 * Takes today's day and answers every item rightly the way a learner at a desk would: the lecture
 * three minutes after taking the day, each answer twenty seconds after the one before, and one
 * pause of twenty minutes (a break) before the second part. Returns the study seconds counted.
 */
async function studyToday(learner: Awaited<ReturnType<typeof learnerWithTrial>>) {
  let token = learner.token;
  let call = api(t, token);
  const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
  t.clock.advance(3 * MINUTE);
  await call.data('PATCH', 'usertask/registerusertasklecture', {
    taskId: task.id,
    lectureId: task.lectureId,
  });
  let counted = 3 * 60;
  for (const [i, p] of task.parts.entries()) {
    if (i === 1) {
      t.clock.advance(20 * MINUTE);
      // The access token has lapsed over the break.
      token = await signInAgain(t, learner);
      call = api(t, token);
    }
    const part = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${p.mainQuestionId}`,
    );
    const answers = await correctAnswers(t, part, () => uploadRecording(t, token));
    for (const [questionId, answer] of answers) {
      if (!(i === 1 && questionId === part.questions[0]!.id)) {
        t.clock.advance(20_000);
        counted += 20;
      }
      await call.data('POST', 'usertask/registerusertaskquestionanswer', {
        taskId: task.id,
        questionId,
        answer,
      });
    }
  }
  return { task, counted };
}

describe('GET usertask/getuserprogress', () => {
  it('is for a signed-in learner only, and always about the caller', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/usertask/getuserprogress' });
    expect(anonymous.statusCode).toBe(401);

    const busy = await learnerWithTrial(t);
    await completeToday(t, busy.token);
    const other = await learnerWithTrial(t);
    // Asking for someone else's figures by id still answers with the caller's own.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/usertask/getuserprogress?userId=${busy.user.id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: UserProgress }>(res).data).toMatchObject({ days: [], activeDays: 0 });
    expect((await progressOf(busy.token)).activeDays).toBe(1);
  });

  it('gives a learner with no activity empty weeks and no streak', async () => {
    const learner = await learnerWithTrial(t);
    const progress = await progressOf(learner.token);
    expect(progress).toMatchObject({
      today: '2026-03-10',
      since: '2025-12-22',
      days: [],
      currentStreak: 0,
      longestStreak: 0,
      activeDays: 0,
      wordsTotal: 0,
    });
    expect(progress.wordWeeks).toHaveLength(PROGRESS_WEEKS);
    expect(progress.wordWeeks.at(-1)).toEqual({ weekStart: '2026-03-09', total: 0 });
    expect(progress.skillWeeks).toHaveLength(PROGRESS_WEEKS);
    expect(progress.skillWeeks.at(-1)!.skills).toHaveLength(6);
    expect(progress.skillWeeks.flatMap((w) => w.skills).every((s) => s.score === null)).toBe(true);
  });

  it('counts the days done, the streaks, the words, the scores by skill and the study time', async () => {
    const learner = await learnerWithTrial(t);
    const { task, counted } = await studyToday(learner);
    const token = await signInAgain(t, learner);
    const call = api(t, token);
    const vocabularyPart = task.parts.find((p) => p.kind === 'vocabulary')!;
    const part = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${vocabularyPart.mainQuestionId}`,
    );
    // The words of the completed vocabulary part and one saved by hand.
    const taught = new Set(part.vocabulary.map((w) => w.headword.toLowerCase()));
    expect(taught.size).toBeGreaterThan(0);
    const { rows } = await t.database.pool.query<{ headword: string }>(
      'SELECT headword FROM vocabulary WHERE NOT lower(headword) = ANY($1::text[]) ORDER BY id LIMIT 1',
      [[...taught]],
    );
    await call.data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      words: [{ word: rows[0]!.headword }],
    });
    // The dictionary stamps a word with the database's clock; put it on the test's day.
    await t.database.pool.query(
      'UPDATE user_dictionary_words SET created_at = $2 WHERE user_id = $1',
      [learner.user.id, t.clock.now()],
    );
    const first = await progressOf(token);
    expect(first.days).toEqual([
      {
        date: '2026-03-10',
        answers: expect.any(Number) as number,
        completedDays: 1,
        minutes: Math.floor(counted / 60),
      },
    ]);
    const answered = first.skillWeeks.at(-1)!.skills.reduce((n, s) => n + s.answered, 0);
    expect(first.days[0]!.answers).toBe(answered);
    expect(first).toMatchObject({ currentStreak: 1, longestStreak: 1, activeDays: 1 });
    expect(first.wordsTotal).toBe(taught.size + 1);
    expect(first.wordWeeks.at(-1)!.total).toBe(first.wordsTotal);
    expect(first.wordWeeks.at(-2)!.total).toBe(0);
    // Grammar (4) is answered rightly, so its week scores 1.
    expect(first.skillWeeks.at(-1)!.skills.find((s) => s.skillId === 4)).toMatchObject({
      score: 1,
    });
    expect(first.skillWeeks.at(-2)!.skills.every((s) => s.answered === 0)).toBe(true);

    // The schedule carries the day's score and the section's average, and the next day.
    const schedule = await call.data<Schedule>('GET', 'usertask/getusertaskschedule');
    expect(schedule.nextDayNo).toBe(2);
    expect(schedule.days[0]!.score).toBeGreaterThan(0.5);
    expect(schedule.sections[0]!.averageScore).toBeCloseTo(schedule.days[0]!.score!, 5);
    expect(schedule.sections[1]!.averageScore).toBeNull();

    // The next day in a row makes a streak of two; a gap ends it but the longest stays.
    t.clock.set(new Date(START.getTime() + DAY));
    await completeToday(t, await signInAgain(t, learner));
    expect(await progressOf(await signInAgain(t, learner))).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      activeDays: 2,
    });
    t.clock.set(new Date(START.getTime() + 4 * DAY));
    const later = await progressOf(await signInAgain(t, learner));
    expect(later).toMatchObject({ today: '2026-03-14', currentStreak: 0, longestStreak: 2 });
    expect(later.days.map((d) => d.date)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('reads a whole year of days in one query per figure', async () => {
    const learner = await learnerWithTrial(t);
    // 365 days in a row up to today, each with its first part answered a minute apart.
    await t.database.pool.query(
      `INSERT INTO user_tasks (user_id, task_id, day_no, task_date, assigned_at, completed_at)
       SELECT $1, t.id, t.day_no, d, x.at, x.at + interval '20 minutes'
         FROM tasks t
         CROSS JOIN LATERAL (SELECT $2::date - 365 + t.day_no AS d) dd
         CROSS JOIN LATERAL (SELECT (d + time '09:00') AT TIME ZONE 'Europe/Istanbul' AS at) x`,
      [learner.user.id, '2026-03-10'],
    );
    await t.database.pool.query(
      `INSERT INTO user_task_answers
         (user_task_id, user_id, main_question_id, question_id, answer, is_correct, score, created_at)
       SELECT ut.id, ut.user_id, m.id, q.id, '{"text":"is"}', true, 1,
              ut.assigned_at + q.order_no * interval '1 minute'
         FROM user_tasks ut
         JOIN task_main_questions m ON m.task_id = ut.task_id AND m.order_no = 1
         JOIN questions q ON q.main_question_id = m.id
        WHERE ut.user_id = $1`,
      [learner.user.id],
    );
    const recorded = recordQueries(t.database.pool);
    let progress: UserProgress;
    try {
      progress = await progressOf(learner.token);
    } finally {
      recorded.restore();
    }
    // Session check, then activity with streaks, words, skills.
    expect(recorded.sent.length).toBeLessThanOrEqual(4);
    expect(progress).toMatchObject({ currentStreak: 365, longestStreak: 365, activeDays: 365 });
    // Since Monday 22 December: 79 days up to Tuesday 10 March, each with its study minutes.
    expect(progress.days).toHaveLength(79);
    expect(progress.days.every((d) => d.completedDays === 1 && d.minutes > 0)).toBe(true);
    expect(progress.skillWeeks.at(-1)!.skills.some((s) => s.score === 1)).toBe(true);
  });
});
