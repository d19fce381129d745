import type { MainQuestion, TaskOverview, UserTask } from '@yek/contracts/usertask';
import { DEFAULT_DAILY_GOAL_MINUTES } from '@yek/contracts/usertask';
import { QUESTION_IDS } from '@yek/contracts/registration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const overviewOf = (token: string) =>
  api(t, token).data<TaskOverview>('GET', 'usertask/getusertaskoverview');

describe('the moments of a day: part time, words saved, streak, daily goal, next topic', () => {
  it('times a part from the day’s step before each of its answers and counts its saved words', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    t.clock.advance(2 * MINUTE);
    await call.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: task.id,
      lectureId: task.lectureId,
    });
    const vocabulary = task.parts.find((p) => p.kind === 'vocabulary')!;
    const url = `usertask/gettaskmainquestion?taskMainQuestionId=${vocabulary.mainQuestionId}`;
    const before = await call.data<MainQuestion>('GET', url);
    expect(before).toMatchObject({ timeSpentSeconds: null, wordsSaved: 0 });

    // Three minutes after the lecture, then thirty seconds between the answers.
    t.clock.advance(3 * MINUTE);
    const answers = await correctAnswers(t, before, async () => '');
    for (const [i, [questionId, answer]] of [...answers].entries()) {
      if (i > 0) t.clock.advance(30_000);
      await call.data('POST', 'usertask/registerusertaskquestionanswer', {
        taskId: task.id,
        questionId,
        answer,
      });
    }
    await call.data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      taskMainQuestionId: vocabulary.mainQuestionId,
      words: [{ vocabularyId: before.vocabulary[0]!.id }],
    });
    const after = await call.data<MainQuestion>('GET', url);
    expect(after.timeSpentSeconds).toBe(3 * 60 + 30 * (answers.size - 1));
    expect(after.wordsSaved).toBe(1);

    // Another learner cannot read the part, its time or its words.
    const other = await learnerWithTrial(t);
    const res = await api(t, other.token).send('GET', url);
    expect(res.statusCode).toBe(404);
  });

  it('grows the streak with each finished day, keeps it through today, and resets it after a missed day', async () => {
    const learner = await learnerWithTrial(t);
    const fresh = await overviewOf(learner.token);
    expect(fresh.streakDays).toBe(0);
    expect(fresh.nextTopic).toMatchObject({ dayNo: 1, title: expect.any(String) as string });
    expect(fresh.section).toMatchObject({ firstDay: 1, completedDays: 0 });

    await completeToday(t, learner.token);
    const first = await overviewOf(learner.token);
    expect(first.streakDays).toBe(1);
    expect(first.nextTopic?.dayNo).toBe(2);
    expect(first.section?.completedDays).toBe(1);

    // The next morning nothing is done yet: the streak carries on from yesterday.
    t.clock.set(new Date(START.getTime() + DAY - 6 * 60 * MINUTE));
    let token = await signInAgain(t, learner);
    expect((await overviewOf(token)).streakDays).toBe(1);
    // Taking the day and answering without finishing it does not grow the streak.
    await api(t, token).data('PATCH', 'usertask/assigntasktouser');
    expect((await overviewOf(token)).streakDays).toBe(1);

    // Day 2 is finished the same calendar day (its task was taken already): two in a row.
    t.clock.set(new Date(START.getTime() + DAY));
    token = await signInAgain(t, learner);
    const call = api(t, token);
    const open = (await overviewOf(token)).openTask!;
    await call.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: open.id,
      lectureId: open.lectureId,
    });
    for (const p of open.parts) {
      const part = await call.data<MainQuestion>(
        'GET',
        `usertask/gettaskmainquestion?taskMainQuestionId=${p.mainQuestionId}`,
      );
      for (const [questionId, answer] of await correctAnswers(t, part, () =>
        uploadRecording(t, token),
      ))
        await call.data('POST', 'usertask/registerusertaskquestionanswer', {
          taskId: open.id,
          questionId,
          answer,
        });
    }
    expect((await overviewOf(token)).streakDays).toBe(2);

    // A whole calendar day without a finished day resets it.
    t.clock.set(new Date(START.getTime() + 3 * DAY));
    expect((await overviewOf(await signInAgain(t, learner))).streakDays).toBe(0);
  }, 180_000);

  it('gives the daily goal from the purpose chosen in setup and this week’s days against it', async () => {
    const learner = await learnerWithTrial(t);
    const { rows } = await t.database.pool.query<{ minutes: number | null }>(
      `SELECT o.daily_goal_minutes AS minutes
         FROM user_registration_answers a JOIN registration_options o ON o.id = a.option_id
        WHERE a.user_id = $1 AND a.question_id = $2`,
      [learner.user.id, QUESTION_IDS.englishLearningPurpose],
    );
    const chosen = rows[0]?.minutes ?? DEFAULT_DAILY_GOAL_MINUTES;
    await completeToday(t, learner.token);
    const overview = await overviewOf(learner.token);
    expect(overview.dailyGoal.minutes).toBe(chosen);
    expect(overview.dailyGoal.days.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(overview.dailyGoal.days[1]).toMatchObject({ date: '2026-03-10', completed: true });
    expect(overview.dailyGoal.days.filter((d) => d.completed)).toHaveLength(1);

    // The goal follows the purpose's minutes when an editor sets them.
    await t.database.pool.query(
      `UPDATE registration_options SET daily_goal_minutes = 25
        WHERE id IN (SELECT option_id FROM user_registration_answers
                      WHERE user_id = $1 AND question_id = $2)`,
      [learner.user.id, QUESTION_IDS.englishLearningPurpose],
    );
    const updated = await overviewOf(learner.token);
    expect(updated.dailyGoal.minutes).toBe(rows.length > 0 ? 25 : DEFAULT_DAILY_GOAL_MINUTES);
  });

  it('is for a signed-in learner only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/usertask/getusertaskoverview' });
    expect(res.statusCode).toBe(401);
    expect(json<{ errorCode: string }>(res).errorCode).toBeTruthy();
  });
});
