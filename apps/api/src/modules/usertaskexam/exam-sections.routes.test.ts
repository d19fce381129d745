import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  Certificate,
  LevelExamState,
  RegisteredAnswersPage,
  SectionExam,
  UserExam,
} from '@yek/contracts/usertaskexam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wav } from '../../../test/cdn-files';
import { loadExamFixture, rightOption } from '../../../test/exams';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { api, learnerWithTrial, multipart } from '../../../test/learner';

const SPOKEN = path.join(import.meta.dirname, '../../../test/fixtures/she-is-from-japan.wav');
const WRITING =
  'Every morning I get up at seven. I eat bread and drink tea. Then I walk to school with my sister. ' +
  'We have four lessons. In the evening I read a book.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  await loadExamFixture(t.database.pool);
});
afterAll(() => t.close());

async function upload(token: string, data: Buffer) {
  const form = multipart('formFiles', 'answer.wav', data, 'audio/wav');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cdn/uploaduserfile',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ fileName: string }>(res).data.fileName;
}

/** Answers every marked question of a paper, rightly where `right(n)`. */
async function answerMarked(
  client: ReturnType<typeof api>,
  state: LevelExamState,
  right: (n: number) => boolean,
) {
  const paper = state.paper!;
  const questions = [
    ...paper.reading.passages.flatMap((p) => p.questions),
    ...paper.listening.recordings.flatMap((r) => r.questions),
    ...paper.grammar.questions,
    ...paper.vocabulary.questions,
  ];
  for (const [n, q] of questions.entries()) {
    const good = rightOption(n);
    await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: state.exam!.id,
      questionSlug: q.slug,
      answer: { optionId: right(n) ? good : (good % 4) + 1 },
    });
  }
}

/** A learner who passes A1 with writing and speaking answered; returns the result. */
async function passA1() {
  const learner = await learnerWithTrial(t);
  const client = api(t, learner.token);
  const started = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
    levelId: 1,
  });
  await answerMarked(client, started, () => true);
  const paper = started.paper!;
  await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
    taskExamId: started.exam!.id,
    questionSlug: paper.writing!.task.slug,
    answer: { text: WRITING },
  });
  await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
    taskExamId: started.exam!.id,
    questionSlug: paper.speaking!.readAloud[0]!.slug,
    answer: { fileName: await upload(learner.token, readFileSync(SPOKEN)) },
  });
  await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
    taskExamId: started.exam!.id,
    questionSlug: paper.speaking!.prompt!.slug,
    answer: { fileName: await upload(learner.token, wav(5)) },
  });
  const exam = await client.data<UserExam>('POST', 'usertaskexam/submitlevelexam', {
    taskExamId: started.exam!.id,
  });
  return { learner, client, started, exam };
}

describe('writing and speaking in a level exam', () => {
  it('are shown, refused outside the word limits, kept across a reload, marked and counted', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    const started = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 1,
    });
    const paper = started.paper!;
    expect(paper.writing).toMatchObject({
      points: 5,
      task: { prompt: 'Gününüzü anlatın.', minWords: 20, maxWords: 60 },
    });
    expect(paper.speaking?.readAloud.map((r) => r.prompt)).toEqual(['She is from Japan.']);
    expect(paper.speaking?.prompt).toMatchObject({ minSeconds: 10, maxSeconds: 60 });
    // The model answers and criteria stay on the server until the paper is handed in.
    expect(JSON.stringify(paper)).not.toMatch(/modelAnswer|criteria|I get up at seven and/);

    const slug = paper.writing!.task.slug;
    const short = await client.send('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: slug,
      answer: { text: 'I walk to school.' },
    });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ errorCode: 'EXAM_WRITING_LENGTH' });
    expect(json(short).errors?.text).toHaveLength(1);
    expect(json(short).message).toContain('4');
    const long = await client.send('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: slug,
      answer: { text: 'word '.repeat(61) },
    });
    expect(json(long)).toMatchObject({ errorCode: 'EXAM_WRITING_LENGTH' });
    // A recording the learner did not upload is refused.
    const stranger = await client.send('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: paper.speaking!.readAloud[0]!.slug,
      answer: { fileName: 'aaaaaaaaaaaaaaaaaaaaaaaa.wav' },
    });
    expect(stranger.statusCode).toBe(400);

    await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: slug,
      answer: { text: WRITING },
    });
    const fileName = await upload(learner.token, readFileSync(SPOKEN));
    await client.data('POST', 'usertaskexam/registerusertaskexamquestionanswer', {
      taskExamId: started.exam!.id,
      questionSlug: paper.speaking!.readAloud[0]!.slug,
      answer: { fileName },
    });
    // A reload finds both answers.
    const resumed = await client.data<LevelExamState>('GET', 'usertaskexam/gettaskexambylevelid/1');
    expect(resumed.answers).toEqual(
      expect.arrayContaining([
        { questionSlug: slug, answer: { text: WRITING } },
        { questionSlug: paper.speaking!.readAloud[0]!.slug, answer: { fileName } },
      ]),
    );

    await answerMarked(client, started, (n) => n % 2 === 0);
    const exam = await client.data<UserExam>('POST', 'usertaskexam/submitlevelexam', {
      taskExamId: started.exam!.id,
    });
    const writing = exam.sections.find((s) => s.section === 'writing')!;
    const speaking = exam.sections.find((s) => s.section === 'speaking')!;
    expect(writing.total).toBe(5);
    expect(writing.percent).toBeGreaterThan(50);
    expect(speaking.total).toBe(5);
    // The sentence was read (aligned) and the free prompt not answered: half the items at most.
    expect(speaking.percent).toBeGreaterThan(10);
    expect(speaking.percent).toBeLessThanOrEqual(50);
    // 16 of 32 marked questions, plus the points earned in writing and speaking, of 42.
    expect(exam.score).toBeCloseTo((100 * (16 + writing.correct + speaking.correct)) / 42, 5);
    expect(exam.passed).toBe((exam.score ?? 0) >= 60);

    const review = await client.data<RegisteredAnswersPage>(
      'GET',
      `usertaskexam/gettaskexamregisteredanswers?taskExamId=${started.exam!.id}&pageSize=100`,
    );
    const w = review.items.find((i) => i.section === 'writing')!;
    expect(w).toMatchObject({ type: 'free-text', answerText: WRITING, isCorrect: null });
    expect(w.correctAnswer).toBe('I get up at seven and I walk to school.');
    expect(w.score).toBeCloseTo(writing.percent / 100, 5);
    expect(w.feedback && 'items' in w.feedback && w.feedback.items.length).toBeGreaterThan(0);
    const s = review.items.find((i) => i.section === 'speaking')!;
    expect(s.feedback && 'aligned' in s.feedback && s.feedback.aligned).toBe(true);
    expect(s.correctAnswer).toBe('She is from Japan.');
  }, 60_000);
});

describe('certificates', () => {
  it('are given for a passed level exam and checked by code without signing in', async () => {
    const { learner, client, exam } = await passA1();
    expect(exam.passed).toBe(true);
    expect(exam.sections.find((s) => s.section === 'speaking')!.percent).toBeGreaterThan(50);
    const code = exam.certificateCode!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const res = await t.app.inject({ method: 'GET', url: `/api/certificate/${code}` });
    expect(res.statusCode).toBe(200);
    const cert = json<Certificate>(res).data;
    expect(Object.keys(cert).sort()).toEqual(['code', 'examName', 'levelCode', 'name', 'passedAt']);
    expect(cert).toMatchObject({
      code,
      name: `${learner.body.name} ${learner.body.surname}`,
      levelCode: 'A1',
      examName: 'A1 seviye sınavı',
      passedAt: exam.finishedAt,
    });
    expect(res.body).not.toContain(String(learner.body.email));
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/certificate/${code}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(json<Certificate>(english).data.examName).toBe('A1 level exam');

    // A forged code (one character changed), a made-up one and a malformed one are not valid.
    const forged = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    for (const bad of [forged, 'A'.repeat(22), 'not-a-code', '%27%20OR%201%3D1']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/certificate/${bad}` });
      expect(r.statusCode, bad).toBe(404);
      expect(json(r)).toMatchObject({ errorCode: 'CERTIFICATE_NOT_FOUND' });
    }

    // The certificate shows its own holder's name to another learner, and nothing more of theirs.
    const other = api(t, (await learnerWithTrial(t)).token);
    const seen = await other.send('GET', `certificate/${code}`);
    expect(json<Certificate>(seen).data.name).toBe(cert.name);
    const theirs = await other.send('GET', `usertaskexam/getusertaskexam?taskExamId=${exam.id}`);
    expect(theirs.statusCode).toBe(404);
    // The learner's own list carries the code for the result page and profile links.
    const list = await client.data<UserExam[]>(
      'GET',
      'usertaskexam/getusercompletedtasks?displayCount=5',
    );
    expect(list[0]!.certificateCode).toBe(code);
  }, 60_000);
});

describe('end-of-section exams', () => {
  it('are offered once a section’s last day is completed, with the last result at its level', async () => {
    const learner = await learnerWithTrial(t);
    const client = api(t, learner.token);
    expect(await client.data<SectionExam[]>('GET', 'usertaskexam/getsectionexams')).toEqual([]);

    const { rows } = await t.database.pool.query<{ lastDay: number; taskId: number }>(
      `SELECT s.last_day AS "lastDay", (SELECT id FROM tasks ORDER BY id LIMIT 1) AS "taskId"
         FROM program_sections s WHERE s.level_id = 1 ORDER BY s.order_no LIMIT 1`,
    );
    const { lastDay, taskId } = rows[0]!;
    const user = [{ id: learner.user.id }];
    const insert = (day: number, completed: boolean) =>
      t.database.pool.query(
        `INSERT INTO user_tasks (user_id, task_id, day_no, task_date, assigned_at, completed_at)
         VALUES ($1, $2, $3, current_date - $5::int, now(), $4)`,
        [user[0]!.id, taskId, day, completed ? new Date() : null, day],
      );
    // The day before the last: not yet.
    await insert(lastDay - 1, true);
    await insert(lastDay, false);
    expect(await client.data<SectionExam[]>('GET', 'usertaskexam/getsectionexams')).toEqual([]);
    await t.database.pool.query(
      'UPDATE user_tasks SET completed_at = now() WHERE user_id = $1 AND day_no = $2',
      [user[0]!.id, lastDay],
    );
    const offered = await client.data<SectionExam[]>('GET', 'usertaskexam/getsectionexams');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ levelId: 1, levelCode: 'A1', lastExam: null });
    expect(offered[0]!.examName).toBe('A1 seviye sınavı');

    // Taking it records the result beside the offer.
    const started = await client.data<LevelExamState>('POST', 'usertaskexam/startlevelexam', {
      levelId: 1,
    });
    await answerMarked(client, started, () => true);
    const exam = await client.data<UserExam>('POST', 'usertaskexam/submitlevelexam', {
      taskExamId: started.exam!.id,
    });
    const after = await client.data<SectionExam[]>('GET', 'usertaskexam/getsectionexams');
    expect(after[0]!.lastExam).toMatchObject({ id: exam.id, passed: exam.passed });
  }, 60_000);
});
