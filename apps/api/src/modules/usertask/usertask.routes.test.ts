import type {
  DictionaryPage,
  MainQuestion,
  RegisterAnswerResult,
  Schedule,
  TaskOverview,
  UserTask,
} from '@yek/contracts/usertask';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { recordQueries } from '../../../test/content';
import { signInAgain } from '../../../test/onboarding';
import {
  api,
  completeToday,
  correctAnswers,
  learnerWithTrial,
  multipart,
  uploadRecording,
} from '../../../test/learner';

const DAY_MS = 24 * 3600_000;
const FIXTURE = path.join(import.meta.dirname, '../../../test/fixtures/she-is-from-japan.wav');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  // Noon in Istanbul, so that moving a day never lands on a different calendar day by accident.
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
});
afterAll(() => t.close());

describe('the daily rules', () => {
  it('gives one new day a calendar day, never while the previous one is open, and never skips', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const first = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    expect(first).toMatchObject({ dayNo: 1, state: 'lecture', taskDate: '2026-03-10' });
    expect(first.parts.map((p) => p.kind).slice(0, 2)).toEqual(['grammar', 'vocabulary']);

    const again = await call.send('PATCH', 'usertask/assigntasktouser');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      errorCode: 'TASK_ALREADY_TAKEN_TODAY',
      message: 'Bugünün görevini zaten aldın. Yarın yeni bir görev seni bekliyor.',
    });

    t.clock.advance(DAY_MS);
    // The access token has expired by then: sign in again, as the learner would.
    const tomorrow = api(t, await signInAgain(t, learner));
    const open = await tomorrow.send('PATCH', 'usertask/assigntasktouser');
    expect(json(open)).toMatchObject({ errorCode: 'TASK_PREVIOUS_INCOMPLETE' });
    const overview = await tomorrow.data<TaskOverview>('GET', 'usertask/getusertaskoverview');
    expect(overview).toMatchObject({
      currentDay: 1,
      canTakeNewTask: false,
      blockedReason: 'TASK_PREVIOUS_INCOMPLETE',
      todayTask: null,
      openTask: { dayNo: 1 },
    });
    t.clock.advance(-DAY_MS);
  });

  it('gives exactly one day when twenty calls arrive at once', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call.send('PATCH', 'usertask/assigntasktouser')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const list = await call.data<UserTask[]>('GET', 'usertask/getusertasklist');
    expect(list).toHaveLength(1);
  });

  it('refuses answers until the lecture is done, in the learner language', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    const part = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${task.parts[0]!.mainQuestionId}`,
    );
    expect(part.lectureCompleted).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usertask/registerusertaskquestionanswer',
      headers: { authorization: `Bearer ${learner.token}`, 'accept-language': 'en-US' },
      payload: { taskId: task.id, questionId: part.questions[0]!.id, answer: { text: 'x' } },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      errorCode: 'TASK_LECTURE_FIRST',
      message: "Finish the day's lecture before you start the activities.",
    });
  });

  it('says there is no task for a day without one', async () => {
    const learner = await learnerWithTrial(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/usertask/getusertaskbydate?taskDate=2026-01-01',
      headers: { authorization: `Bearer ${learner.token}`, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({
      errorCode: 'TASK_NOT_FOUND_FOR_DAY',
      message: 'There is no task for the day you chose.',
    });
  });
});

describe('a whole day', () => {
  it('is scored on the server, keeps keys hidden until answered, and completes with its last answer', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    await call.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: task.id,
      lectureId: task.lectureId,
    });

    let last: RegisterAnswerResult | null = null;
    for (const p of task.parts) {
      const part = await call.data<MainQuestion>(
        'GET',
        `usertask/gettaskmainquestion?taskMainQuestionId=${p.mainQuestionId}`,
      );
      // Nothing that scores or reveals is sent before an answer.
      const raw = JSON.stringify(part.questions);
      expect(raw).not.toMatch(/"(correct|isCorrect|answers|solution|explanation|modelAnswer)"/);
      expect(part.questions.every((q) => q.result === null)).toBe(true);
      if (part.kind === 'listening') expect(part.reveal).toBeNull();

      const answers = await correctAnswers(t, part, () => uploadRecording(t, learner.token));
      for (const [questionId, answer] of answers) {
        last = await call.data<RegisterAnswerResult>(
          'POST',
          'usertask/registerusertaskquestionanswer',
          { taskId: task.id, questionId, answer },
        );
        if (last.result.isCorrect !== null)
          expect(last.result).toMatchObject({ isCorrect: true, score: 1 });
        expect(last.result.explanation.length).toBeGreaterThan(0);
      }
      expect(last?.partCompleted).toBe(true);
      const after = await call.data<MainQuestion>(
        'GET',
        `usertask/gettaskmainquestion?taskMainQuestionId=${p.mainQuestionId}`,
      );
      expect(after.completed).toBe(true);
      if (part.kind === 'listening') expect(after.reveal).not.toBeNull();
      if (part.kind === 'writing')
        expect(after.questions[0]!.result!.feedback).toMatchObject({
          wordCount: expect.any(Number),
        });
    }
    expect(last?.taskCompleted).toBe(true);

    const done = await call.data<UserTask>('GET', `usertask/getusertaskbyid?taskId=${task.id}`);
    expect(done.state).toBe('completed');
    expect(done.parts.every((p) => p.completed && p.correctCount <= p.answeredCount)).toBe(true);
    const overview = await call.data<TaskOverview>('GET', 'usertask/getusertaskoverview');
    expect(overview).toMatchObject({
      completedDays: 1,
      blockedReason: 'TASK_ALREADY_TAKEN_TODAY',
      placementTestOffered: true,
      streakDays: 1,
    });
    const completed = await call.data<UserTask[]>(
      'GET',
      'usertask/getusercompletedtasks?displayCount=5',
    );
    expect(completed.map((c) => c.id)).toEqual([task.id]);
    const reading = task.parts.find((p) => p.kind === 'grammar')!;
    const result = await call.data<{ parts: MainQuestion[] }>(
      'GET',
      `usertask/getusercompletedtaskresult?taskId=${task.id}&skillId=${reading.skillId}`,
    );
    expect(result.parts).toHaveLength(1);
    expect(result.parts[0]!.questions.every((q) => q.result?.isCorrect === true)).toBe(true);
  });

  it('refuses a second answer to the same item and a wrong reply shape', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    await call.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: task.id,
      lectureId: task.lectureId,
    });
    const part = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${task.parts[0]!.mainQuestionId}`,
    );
    const choice = part.questions.find((q) => q.type === 'single-choice')!;
    const wrong = await call.send('POST', 'usertask/registerusertaskquestionanswer', {
      taskId: task.id,
      questionId: choice.id,
      answer: { text: 'not an option' },
    });
    expect(json(wrong)).toMatchObject({ statusCode: 400, errorCode: 'ANSWER_DOES_NOT_FIT' });
    const body = {
      taskId: task.id,
      questionId: choice.id,
      answer: { optionId: choice.options[0]!.id },
    };
    const first = await call.data<RegisterAnswerResult>(
      'POST',
      'usertask/registerusertaskquestionanswer',
      body,
    );
    expect(first.result.correctOptionIds).toHaveLength(1);
    const second = await call.send('POST', 'usertask/registerusertaskquestionanswer', body);
    expect(json(second)).toMatchObject({ statusCode: 409, errorCode: 'ANSWER_ALREADY_REGISTERED' });
  });

  it('refuses a writing answer outside its word limits without keeping it, then takes the revised text', async () => {
    await onDayTwo(writeDayTwo);
  });

  it('gives each read-aloud sentence its model reading where one is rendered', async () => {
    await onDayTwo(async (call) => {
      const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
      const speaking = task.parts.find((p) => p.kind === 'speaking')!;
      const part = await call.data<MainQuestion>(
        'GET',
        `usertask/gettaskmainquestion?taskMainQuestionId=${speaking.mainQuestionId}`,
      );
      const sentences = part.questions.filter((q) => q.type === 'recording-read-aloud');
      expect(sentences.length).toBeGreaterThan(0);
      for (const q of sentences) {
        if (q.type !== 'recording-read-aloud') continue;
        expect(q.payload.audioUrl).toMatch(/^\/api\/content\/audio\/[0-9a-f]{16}\.mp3$/);
        const audio = await t.app.inject({ method: 'GET', url: q.payload.audioUrl! });
        expect(audio.statusCode).toBe(200);
        expect(audio.headers['content-type']).toContain('audio/mpeg');
      }
    });
  });

  it('takes the next day only on the next calendar day, and shows both in the schedule', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    await completeToday(t, learner.token);
    expect((await call.send('PATCH', 'usertask/assigntasktouser')).statusCode).toBe(409);
    t.clock.advance(DAY_MS);
    try {
      const next = api(t, await signInAgain(t, learner));
      const second = await next.data<UserTask>('PATCH', 'usertask/assigntasktouser');
      expect(second).toMatchObject({ dayNo: 2, taskDate: '2026-03-11' });
      const schedule = await next.data<Schedule>('GET', 'usertask/getusertaskschedule');
      expect(schedule.days.map((d) => [d.dayNo, d.state])).toEqual([
        [2, 'lecture'],
        [1, 'completed'],
      ]);
      expect(schedule.sections[0]).toMatchObject({
        slug: 'a1',
        completedDays: 1,
        availableDays: 60,
      });
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });

  it('serves a part in a bounded number of queries', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    const vocabulary = task.parts.find((p) => p.kind === 'vocabulary')!;
    const url = `usertask/gettaskmainquestion?taskMainQuestionId=${vocabulary.mainQuestionId}`;
    await call.data('GET', url);
    const recorded = recordQueries(t.database.pool);
    try {
      await call.data('GET', url);
    } finally {
      recorded.restore();
    }
    // Session check, part owner, the learner's task, its answers, keys, saved words.
    expect(recorded.sent.length).toBeLessThanOrEqual(7);
  });
});

describe('speaking', () => {
  it('scores a read-aloud recording word by word on the server', async () => {
    const learner = await learnerWithTrial(t);
    await completeToday(t, learner.token);
    t.clock.advance(DAY_MS);
    try {
      const call = api(t, await signInAgain(t, learner));
      const day2 = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
      await call.data('PATCH', 'usertask/registerusertasklecture', {
        taskId: day2.id,
        lectureId: day2.lectureId,
      });
      const part = await call.data<MainQuestion>(
        'GET',
        `usertask/gettaskmainquestion?taskMainQuestionId=${day2.parts.find((p) => p.kind === 'speaking')!.mainQuestionId}`,
      );
      // The fixture is this sentence of day 2, spoken by the speech synthesizer.
      const sentence = part.questions.find((q) => q.payload.prompt === 'She is from Japan.')!;
      const form = multipart('formFiles', 'answer.wav', readFileSync(FIXTURE), 'audio/wav');
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/cdn/uploaduserfile',
        headers: { authorization: `Bearer ${await signInAgain(t, learner)}`, ...form.headers },
        payload: form.payload,
      });
      const { fileName } = json<{ fileName: string }>(upload).data;
      const answered = await call.data<RegisterAnswerResult>(
        'POST',
        'usertask/registerusertaskquestionanswer',
        { taskId: day2.id, questionId: sentence.id, answer: { fileName } },
      );
      expect(answered.result.feedback).toMatchObject({
        aligned: true,
        words: [
          { word: 'she', score: expect.any(Number) },
          { word: 'is', score: expect.any(Number) },
          { word: 'from', score: expect.any(Number) },
          { word: 'japan', score: expect.any(Number) },
        ],
      });
      expect(answered.result.score).toBeGreaterThan(0.8);

      // Another sentence read with the same recording does not align: it scores 0.
      const other = part.questions.find(
        (q) => q.type === 'recording-read-aloud' && q.id !== sentence.id,
      )!;
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/cdn/uploaduserfile',
        headers: { authorization: `Bearer ${await signInAgain(t, learner)}`, ...form.headers },
        payload: form.payload,
      });
      const wrong = await call.data<RegisterAnswerResult>(
        'POST',
        'usertask/registerusertaskquestionanswer',
        {
          taskId: day2.id,
          questionId: other.id,
          answer: { fileName: json<{ fileName: string }>(again).data.fileName },
        },
      );
      expect(wrong.result.feedback).toMatchObject({ aligned: false });
      expect(wrong.result.score).toBe(0);
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });

  it('refuses an upload that is not audio', async () => {
    const learner = await learnerWithTrial(t);
    const form = multipart(
      'formFiles',
      'answer.wav',
      Buffer.from('<html>not audio</html>'),
      'audio/wav',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploaduserfile',
      headers: { authorization: `Bearer ${learner.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(json(res)).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
  });
});

describe('the dictionary', () => {
  it('looks up a tapped word by its base form, saves it once, lists, searches and removes it', async () => {
    const learner = await learnerWithTrial(t);
    const call = api(t, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    const part = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${task.parts.find((p) => p.kind === 'vocabulary')!.mainQuestionId}`,
    );
    const word = part.vocabulary[0]!;
    const lookup = await call.data<{ headword: string; saved: boolean; meaning: string }>(
      'GET',
      `usertask/lookupword?word=${encodeURIComponent(word.headword.toUpperCase())}`,
    );
    expect(lookup).toMatchObject({
      headword: word.headword,
      saved: false,
      meaning: word.meaningTr,
    });

    await call.data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      taskMainQuestionId: part.id,
      words: [{ vocabularyId: word.id }, { word: word.headword }],
    });
    const page = await call.data<DictionaryPage>(
      'GET',
      'usertask/getusertaskmainquestionvocabularies',
    );
    expect(page.items.map((i) => i.key)).toEqual([word.headword]);
    expect(page.items[0]).toMatchObject({ value: word.meaningTr, createdDate: expect.any(String) });
    const search = await call.data<DictionaryPage>(
      'GET',
      `usertask/getusertaskmainquestionvocabularies?searchText=${encodeURIComponent('zzz-none')}`,
    );
    expect(search.totalCount).toBe(0);

    // A word the programme does not teach comes from the general dictionary, by its base form.
    const general = await call.data<{
      headword: string;
      vocabularyId: number | null;
      meaning: string;
    }>('GET', 'usertask/lookupword?word=barrels');
    expect(general).toMatchObject({ headword: 'barrel', vocabularyId: null });
    expect(general.meaning).toMatch(/^varil/);
    // An inflected form finds its base's entry: common senses first, at most three, no adult sense.
    const comes = await call.data<{ headword: string; meaning: string; ipa: string | null }>(
      'GET',
      'usertask/lookupword?word=comes',
    );
    expect(comes).toMatchObject({ headword: 'come', ipa: 'kʌm' });
    expect(comes.meaning).toMatch(/^gelmek/);
    expect(comes.meaning).not.toMatch(/orgazm|come about|\./);
    expect(comes.meaning.split('; ').length).toBeLessThanOrEqual(3);
    // Irregular forms find the taught base; a form with a curated meaning of its own keeps it.
    for (const [tapped, headword] of [
      ['went', 'go'],
      ['children', 'child'],
      ['better', 'better'],
    ] as const)
      expect(
        (await call.data<{ headword: string }>('GET', `usertask/lookupword?word=${tapped}`))
          .headword,
      ).toBe(headword);
    // A contraction is an entry of its own, with the full form first; curly apostrophes work too.
    for (const [tapped, headword, full] of [
      ["I'm", "I'm", 'I am'],
      ['I’m', "I'm", 'I am'],
      ["don't", "don't", 'do not'],
      ["She's", "she's", 'she is / she has'],
    ] as const) {
      const hit = await call.data<{ headword: string; meaning: string; pos: string | null }>(
        'GET',
        `usertask/lookupword?word=${encodeURIComponent(tapped)}`,
      );
      expect(hit).toMatchObject({ headword, pos: 'contraction' });
      expect(hit.meaning.startsWith(`${full}; `)).toBe(true);
    }
    // A possessive finds its noun.
    const possessive = await call.data<{ headword: string }>(
      'GET',
      `usertask/lookupword?word=${encodeURIComponent("barrel's")}`,
    );
    expect(possessive.headword).toBe('barrel');
    // Letters beyond A–Z are words too.
    const cafe = await call.data<{ headword: string; meaning: string }>(
      'GET',
      `usertask/lookupword?word=${encodeURIComponent('Café')}`,
    );
    expect(cafe).toMatchObject({ headword: 'café', meaning: 'kafe' });
    const missing = await call.send('GET', 'usertask/lookupword?word=qwxyzzy');
    expect(json(missing)).toMatchObject({ statusCode: 404, errorCode: 'WORD_NOT_FOUND' });
    // Saving a word no dictionary knows answers the same code with the same status.
    const unknown = await call.send('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      words: [{ word: 'qwxyzzy' }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ statusCode: 404, errorCode: 'WORD_NOT_FOUND' });
    await call.data('DELETE', `usertask/deleteusertaskmainquestionvocabulary/${page.items[0]!.id}`);
    expect(
      (await call.data<DictionaryPage>('GET', 'usertask/getusertaskmainquestionvocabularies'))
        .totalCount,
    ).toBe(0);
  });
});

describe('ownership', () => {
  it("never lets a learner read or write another learner's task, answers or words", async () => {
    const owner = await learnerWithTrial(t);
    const other = await learnerWithTrial(t);
    const mine = api(t, owner.token);
    const theirs = api(t, other.token);
    const task = await mine.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    await mine.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: task.id,
      lectureId: task.lectureId,
    });
    const part = await mine.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${task.parts[1]!.mainQuestionId}`,
    );
    await mine.data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      words: [{ vocabularyId: part.vocabulary[0]!.id }],
    });
    const word = (
      await mine.data<DictionaryPage>('GET', 'usertask/getusertaskmainquestionvocabularies')
    ).items[0]!;

    const attempts = [
      theirs.send('GET', `usertask/getusertaskbyid?taskId=${task.id}`),
      theirs.send('GET', `usertask/gettaskmainquestion?taskMainQuestionId=${part.id}`),
      theirs.send('GET', `usertask/getusercompletedtaskresult?taskId=${task.id}`),
      theirs.send('GET', `usertask/getusertasklecture?lectureId=${task.lectureId}`),
      theirs.send('PATCH', 'usertask/registerusertasklecture', {
        taskId: task.id,
        lectureId: task.lectureId,
      }),
      theirs.send('POST', 'usertask/registerusertaskquestionanswer', {
        taskId: task.id,
        questionId: part.questions[0]!.id,
        answer: { text: 'x' },
      }),
      theirs.send('DELETE', `usertask/deleteusertaskmainquestionvocabulary/${word.id}`),
      theirs.send('POST', 'usertask/registerusertaskmainquestionvocabularies', {
        taskMainQuestionId: part.id,
        words: [{ vocabularyId: part.vocabulary[0]!.id }],
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    const list = await theirs.send('GET', `usertask/getusertasklist?userId=${owner.user.id}`);
    expect(list.statusCode).toBe(403);
    // And the owner's data is untouched.
    expect(
      (await mine.data<DictionaryPage>('GET', 'usertask/getusertaskmainquestionvocabularies'))
        .totalCount,
    ).toBe(1);
  });

  it('holds learners without a running trial or plan out of every call', async () => {
    const learner = await learnerWithTrial(t);
    t.clock.advance(30 * DAY_MS);
    try {
      const token = await signInAgain(t, learner);
      const res = await api(t, token).send('GET', 'usertask/getusertaskoverview');
      expect(json(res)).toMatchObject({ statusCode: 403, errorCode: 'TRIAL_EXPIRED' });
    } finally {
      t.clock.advance(-30 * DAY_MS);
    }
  });
});

/** Runs `fn` as a new learner on day 2, the first with a writing and a speaking part. */
async function onDayTwo(fn: (call: ReturnType<typeof api>) => Promise<void>) {
  const learner = await learnerWithTrial(t);
  await completeToday(t, learner.token);
  t.clock.advance(DAY_MS);
  try {
    await fn(api(t, await signInAgain(t, learner)));
  } finally {
    t.clock.advance(-DAY_MS);
  }
}

/** Day 2's writing item: a far too short text, then the model answer. */
async function writeDayTwo(call: ReturnType<typeof api>) {
  const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
  await call.data('PATCH', 'usertask/registerusertasklecture', {
    taskId: task.id,
    lectureId: task.lectureId,
  });
  const writing = task.parts.find((p) => p.kind === 'writing')!;
  const part = await call.data<MainQuestion>(
    'GET',
    `usertask/gettaskmainquestion?taskMainQuestionId=${writing.mainQuestionId}`,
  );
  const item = part.questions.find((q) => q.type === 'free-text')!;
  if (item.type !== 'free-text') throw new Error('no writing item');
  const { minWords, maxWords } = item.payload;
  const short = await call.send('POST', 'usertask/registerusertaskquestionanswer', {
    taskId: task.id,
    questionId: item.id,
    answer: { text: 'My friend is Anna.' },
  });
  expect(short.statusCode).toBe(400);
  expect(json(short)).toMatchObject({
    errorCode: 'TASK_WRITING_LENGTH',
    message: `Metnin 4 kelime; bu görev ${minWords} ile ${maxWords} kelime arası istiyor. Metnin duruyor: değiştirip yeniden gönder.`,
    errors: { text: [expect.any(String)] },
  });
  const still = await call.data<MainQuestion>(
    'GET',
    `usertask/gettaskmainquestion?taskMainQuestionId=${writing.mainQuestionId}`,
  );
  expect(still.questions.find((q) => q.id === item.id)!.result).toBeNull();

  const model = (await correctAnswers(t, part, async () => '')).get(item.id)!;
  const final = await call.data<RegisterAnswerResult>(
    'POST',
    'usertask/registerusertaskquestionanswer',
    { taskId: task.id, questionId: item.id, answer: model },
  );
  expect(final.result.feedback).toMatchObject({ minWords, maxWords });
  // Revising it is allowed a few times (answer-attempts.routes.test.ts).
  expect(final.result).toMatchObject({ attempts: 1, attemptsLeft: 2 });
}
