import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MainQuestion, UserTask } from '@yek/contracts/usertask';
import type { Answer } from '@yek/contracts/usertask-questions';
import { createContentRepository } from '../src/modules/content/content.repository';
import { bearer, json, signUp, type TestApp } from './helpers';
import { answerAll, signInAgain } from './onboarding';

/** A verified learner with every setup answer and a running trial: what the programme needs. */
export async function learnerWithTrial(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await signUp(t, overrides);
  const token = account.token;
  await answerAll(t, token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/registerfreesubscriptionplan',
    headers: bearer(token),
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`trial failed: ${res.body}`);
  return { ...account, token };
}

export function api(t: TestApp, token: string) {
  const send = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(token),
      payload: payload as object,
    });
  return {
    send,
    /** The payload of a call that must succeed. */
    async data<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
      const res = await send(method, url, payload);
      if (res.statusCode !== 200)
        throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return json<T>(res).data;
    },
  };
}

/** A tiny valid WAV file (RIFF/WAVE header and a few silent samples), as a speaking recording. */
export function silentWav(): Buffer {
  const samples = 1600;
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVE', 8, 'latin1');
  buf.write('fmt ', 12, 'latin1');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(16000, 24);
  buf.writeUInt32LE(32000, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'latin1');
  buf.writeUInt32LE(samples * 2, 40);
  return buf;
}

export function multipart(field: string, fileName: string, data: Buffer, type: string) {
  const boundary = '----yek-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadRecording(t: TestApp, token: string): Promise<string> {
  const form = multipart('formFiles', 'answer.wav', silentWav(), 'audio/wav');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cdn/uploaduserfile',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return json<{ fileName: string }>(res).data.fileName;
}

/** The right reply to every item of a part, read from the keys in the database. */
export async function correctAnswers(
  t: TestApp,
  part: MainQuestion,
  recording: () => Promise<string>,
): Promise<Map<number, Answer>> {
  const keys = await createContentRepository(t.database.pool).loadKeys(
    part.questions.map((q) => q.id),
  );
  const out = new Map<number, Answer>();
  for (const q of part.questions) {
    const key = keys.find((k) => k.id === q.id)!;
    switch (key.type) {
      case 'single-choice':
        out.set(q.id, { optionId: key.correctOptionIds[0]! });
        break;
      case 'multiple-choice':
        out.set(q.id, { optionIds: key.correctOptionIds });
        break;
      case 'true-false':
        out.set(q.id, { value: key.solution.answer });
        break;
      case 'matching':
        out.set(q.id, { match: key.solution.match });
        break;
      case 'ordering':
        out.set(q.id, { order: key.solution.order });
        break;
      case 'free-text':
        out.set(q.id, { text: key.solution.modelAnswer });
        break;
      case 'recording-read-aloud':
      case 'recording-free':
        out.set(q.id, { fileName: await recording() });
        break;
      default:
        out.set(q.id, { text: key.acceptedAnswers[0]!.answer });
    }
  }
  return out;
}

/** Takes today's task, completes its lecture and answers every item rightly. */
export async function completeToday(t: TestApp, token: string): Promise<UserTask> {
  const call = api(t, token);
  const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
  await call.data('PATCH', 'usertask/registerusertasklecture', {
    taskId: task.id,
    lectureId: task.lectureId,
  });
  for (const p of task.parts) {
    const part = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${p.mainQuestionId}`,
    );
    const answers = await correctAnswers(t, part, () => uploadRecording(t, token));
    for (const [questionId, answer] of answers)
      await call.data('POST', 'usertask/registerusertaskquestionanswer', {
        taskId: task.id,
        questionId,
        answer,
      });
  }
  return call.data<UserTask>('GET', `usertask/getusertaskbydate?taskDate=${task.taskDate}`);
}

/** A read-aloud of day 2's "She is from Japan.", spoken by the speech synthesizer. */
export const SPOKEN_FIXTURE = path.join(import.meta.dirname, 'fixtures/she-is-from-japan.wav');

/**
 * For a learner through day 1: the next day (the clock moved and put back), its lecture and one
 * read-aloud answer with the spoken fixture. Answers the recording's file name.
 */
export async function recordOnDayTwo(
  t: TestApp,
  learner: { body: { email: string; password: string } },
): Promise<string> {
  t.clock.advance(86_400_000);
  try {
    const token = await signInAgain(t, learner);
    const call = api(t, token);
    const day2 = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    await call.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: day2.id,
      lectureId: day2.lectureId,
    });
    const speaking = await call.data<MainQuestion>(
      'GET',
      `usertask/gettaskmainquestion?taskMainQuestionId=${day2.parts.find((p) => p.kind === 'speaking')!.mainQuestionId}`,
    );
    const item = speaking.questions.find((q) => q.type === 'recording-read-aloud')!;
    const form = multipart('formFiles', 'answer.wav', readFileSync(SPOKEN_FIXTURE), 'audio/wav');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/cdn/uploaduserfile',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    const { fileName } = json<{ fileName: string }>(upload).data;
    await call.data('POST', 'usertask/registerusertaskquestionanswer', {
      taskId: day2.id,
      questionId: item.id,
      answer: { fileName },
    });
    return fileName;
  } finally {
    t.clock.advance(-86_400_000);
  }
}
