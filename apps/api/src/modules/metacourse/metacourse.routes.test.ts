import { join } from 'node:path';
import { MetaTaskSchema, type MetaTask } from '@yek/contracts/content-meta';
import type {
  MetaAnswerResult,
  MetaCourseDetail,
  MetaCourseRecord,
  MetaCourseSummary,
  MetaTaskView,
} from '@yek/contracts/metacourse';
import type { Paged } from '@yek/contracts/paging';
import type { Answer, PartQuestion } from '@yek/contracts/usertask-questions';
import { readYamlFile } from '@yek/content/load';
import { META_DIR } from '@yek/content/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, json, type TestApp } from '../../../test/helpers';
import { learnerWithTrial } from '../../../test/learner';
import { editorToken } from '../../../test/onboarding';
import { loadMetaCourses } from './meta-loader';

let t: TestApp;
let editor: string;
let learner: string;
let other: string;
let everyday: MetaCourseSummary;

const { send, data } = apiCalls(() => t);

/** The task file, to know the right reply to each item. */
function taskFile(course: string, n: number): MetaTask {
  const raw = readYamlFile(join(META_DIR, course, `task-${String(n).padStart(2, '0')}.yaml`));
  return MetaTaskSchema.parse(raw.data);
}

/** The right reply to an item, from the file's item in the same place. */
function rightReply(file: MetaTask, partNo: number, q: PartQuestion): Answer {
  const item = file.parts[partNo - 1]!.questions[q.orderNo - 1]!;
  switch (item.type) {
    case 'single-choice':
      return { optionId: item.options.findIndex((o) => o.correct) + 1 };
    case 'multiple-choice':
      return { optionIds: item.options.flatMap((o, i) => (o.correct ? [i + 1] : [])) };
    case 'true-false':
      return { value: item.answer };
    case 'gap-fill':
    case 'error-correction':
    case 'word-order':
      return { text: item.answers[0]! };
    case 'matching':
      if (q.type !== 'matching') throw new Error('not a matching item');
      return { match: item.pairs.map((p) => q.payload.right.indexOf(p.right)) };
    case 'free-text':
      return { text: item.modelAnswer };
    default:
      throw new Error(`no reply for ${item.type} in this test`);
  }
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
  learner = (await learnerWithTrial(t)).token;
  other = (await learnerWithTrial(t)).token;
  const list = await data<MetaCourseSummary[]>('GET', 'metacourse/getallforview', learner);
  everyday = list.find((c) => c.title === 'Günlük Konuşma')!;
});
afterAll(() => t.close());

describe('meta courses for a learner', () => {
  it('lists the loaded courses with their tasks and no progress yet, in the caller’s language', async () => {
    const list = await data<MetaCourseSummary[]>('GET', 'metacourse/getallforview', learner);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(everyday).toMatchObject({
      minLevel: 'A2',
      maxLevel: 'B1',
      taskCount: 10,
      completedTasks: 0,
      score: null,
      nextTaskNumber: 1,
    });
    const en = await data<MetaCourseSummary[]>(
      'GET',
      'metacourse/getallforview',
      learner,
      undefined,
      'en-US',
    );
    expect(en.find((c) => c.id === everyday.id)!.title).toBe('Everyday Conversation');
    const detail = await data<MetaCourseDetail>('GET', `metacourse/${everyday.id}`, learner);
    expect(detail.tasks).toHaveLength(10);
    expect(detail.tasks[0]).toMatchObject({
      number: 1,
      title: 'Yeni komşuyla tanışmak',
      kinds: ['vocabulary', 'listening'],
      completed: false,
      answeredCount: 0,
    });
  });

  it('sends a task’s items without keys, and the transcript only once the part is answered', async () => {
    const task = await data<MetaTaskView>('GET', `metacourse/${everyday.id}/task`, learner);
    expect(task.number).toBe(1);
    const text = JSON.stringify(task);
    for (const leak of ['"correct"', '"answers"', '"solution"', '"modelAnswer"', 'explanation'])
      expect(text).not.toContain(leak);
    const listening = task.parts.find((p) => p.kind === 'listening')!;
    expect(listening.reveal).toBeNull();
    expect(text).not.toContain('I moved in on Monday');
    expect(task.parts[0]!.vocabulary[0]).toMatchObject({
      headword: 'neighbour',
      meaningTr: 'komşu',
    });
  });

  it('scores answers with the keys, stores them once, completes the task and counts it in the course', async () => {
    const file = taskFile('everyday', 1);
    let task = await data<MetaTaskView>('GET', `metacourse/${everyday.id}/task?task=1`, learner);
    const items = task.parts.flatMap((p) => p.questions.map((q) => ({ p, q })));
    // The first item wrong, the others right.
    const first = items[0]!;
    const wrong = await send('POST', `metacourse/${everyday.id}/answer`, learner, {
      task: 1,
      questionId: first.q.id,
      answer: { match: [0, 0, 0, 0] },
    });
    expect(wrong.statusCode).toBe(200);
    const wrongResult = json<MetaAnswerResult>(wrong).data;
    expect(wrongResult.result.isCorrect).toBe(false);
    expect(wrongResult.result.solution).toHaveProperty('match');
    expect(wrongResult.result.explanation).toMatch(/komşu/);
    const again = await send('POST', `metacourse/${everyday.id}/answer`, learner, {
      task: 1,
      questionId: first.q.id,
      answer: rightReply(file, first.p.orderNo, first.q),
    });
    expect(json(again)).toMatchObject({ errorCode: 'ANSWER_ALREADY_REGISTERED' });
    const misfit = await send('POST', `metacourse/${everyday.id}/answer`, learner, {
      task: 1,
      questionId: items[1]!.q.id,
      answer: { text: 'moved' },
    });
    expect(json(misfit)).toMatchObject({ errorCode: 'ANSWER_DOES_NOT_FIT' });

    let last: MetaAnswerResult | null = null;
    for (const { p, q } of items.slice(1)) {
      last = await data<MetaAnswerResult>('POST', `metacourse/${everyday.id}/answer`, learner, {
        task: 1,
        questionId: q.id,
        answer: rightReply(file, p.orderNo, q),
      });
      expect(last.result.isCorrect).toBe(true);
    }
    expect(last).toMatchObject({ partCompleted: true, taskCompleted: true });
    expect(last!.taskScore).toBeCloseTo((wrongResult.result.score + 9) / 10, 5);

    task = await data<MetaTaskView>('GET', `metacourse/${everyday.id}/task?task=1`, learner);
    expect(task.completed).toBe(true);
    expect(task.nextTaskNumber).toBe(2);
    const listening = task.parts.find((p) => p.kind === 'listening')!;
    expect(listening.reveal?.lines[0]).toMatchObject({ name: 'Hakan' });
    expect(task.parts.every((p) => p.questions.every((q) => q.result !== null))).toBe(true);

    const detail = await data<MetaCourseDetail>('GET', `metacourse/${everyday.id}`, learner);
    expect(detail).toMatchObject({ completedTasks: 1, nextTaskNumber: 2 });
    expect(detail.tasks[0]).toMatchObject({ completed: true, answeredCount: 10 });
    // Without ?task the next undone task opens.
    const next = await data<MetaTaskView>('GET', `metacourse/${everyday.id}/task`, learner);
    expect(next.number).toBe(2);
  });

  it('scores a writing answer with feedback', async () => {
    const file = taskFile('everyday', 5);
    const task = await data<MetaTaskView>('GET', `metacourse/${everyday.id}/task?task=5`, learner);
    const writing = task.parts.find((p) => p.kind === 'writing')!;
    const q = writing.questions[0]!;
    const res = await data<MetaAnswerResult>('POST', `metacourse/${everyday.id}/answer`, learner, {
      task: 5,
      questionId: q.id,
      answer: rightReply(file, writing.orderNo, q),
    });
    expect(res.result.isCorrect).toBeNull();
    expect(res.result.feedback).toHaveProperty('wordCount');
    expect(res.result.solution).toHaveProperty('modelAnswer');
  });

  it('never shows one learner’s progress to another, and refuses unknown tasks and items', async () => {
    const mine = await data<MetaCourseDetail>('GET', `metacourse/${everyday.id}`, other);
    expect(mine.completedTasks).toBe(0);
    const task = await data<MetaTaskView>('GET', `metacourse/${everyday.id}/task?task=1`, other);
    expect(task.completed).toBe(false);
    expect(task.parts.flatMap((p) => p.questions).every((q) => q.result === null)).toBe(true);
    const list = await data<MetaCourseSummary[]>('GET', 'metacourse/getallforview', other);
    expect(list.find((c) => c.id === everyday.id)!.completedTasks).toBe(0);
    expect((await send('GET', `metacourse/${everyday.id}/task?task=42`, other)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send('POST', `metacourse/${everyday.id}/answer`, other, {
          task: 1,
          questionId: 9999,
          answer: { value: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('GET', 'metacourse/getallforview')).statusCode).toBe(401);
  });
});

describe('meta courses for editors', () => {
  it('refuses learners’ writes', async () => {
    const body = {
      titleTr: 'Deneme',
      titleEn: 'Trial',
      descriptionTr: 'Açıklama',
      descriptionEn: 'Description',
      minLevel: 'A1',
      maxLevel: 'A2',
    };
    expect((await send('POST', 'metacourse', learner, body)).statusCode).toBe(403);
    expect(
      (await send('PUT', 'metacourse', learner, { ...body, id: everyday.id })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `metacourse/${everyday.id}`, learner)).statusCode).toBe(403);
  });

  it('changes, hides and deletes courses, audited; the loader leaves an editor’s course as it is', async () => {
    const page = await data<Paged<MetaCourseRecord>>(
      'GET',
      'metacourse?orderBy=titleTr&searchText=günlük',
      editor,
    );
    const record = page.items.find((c) => c.id === everyday.id)!;
    expect(record).toMatchObject({ slug: 'everyday', taskCount: 10, editorOwned: false });

    const refused = await send('PUT', 'metacourse', editor, {
      ...record,
      minLevel: 'B2',
      maxLevel: 'A2',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ errors: { maxLevel: [expect.any(String)] } });

    const { id, titleTr, titleEn, descriptionTr, descriptionEn, minLevel, maxLevel } = record;
    const saved = await data<MetaCourseRecord>('PUT', 'metacourse', editor, {
      id,
      titleTr: 'Gündelik İngilizce',
      titleEn,
      descriptionTr,
      descriptionEn,
      minLevel,
      maxLevel,
      published: false,
    });
    expect(saved).toMatchObject({ titleTr: 'Gündelik İngilizce', editorOwned: true });
    expect(titleTr).toBe('Günlük Konuşma');
    // Hidden from learners, still there for editors.
    const list = await data<MetaCourseSummary[]>('GET', 'metacourse/getallforview', learner);
    expect(list.some((c) => c.id === id)).toBe(false);
    expect((await send('GET', `metacourse/${id}`, learner)).statusCode).toBe(404);
    const learnerPage = await data<Paged<MetaCourseRecord>>('GET', 'metacourse', learner);
    expect(learnerPage.items.some((c) => c.id === id)).toBe(false);

    // A load with changed files keeps the editor's texts.
    await t.database.pool.query("UPDATE meta_courses SET content_hash = 'stale' WHERE id = $1", [
      id,
    ]);
    const report = await loadMetaCourses(t.database.pool);
    expect(report.loaded).toBe(1);
    expect(await data<Paged<MetaCourseRecord>>('GET', 'metacourse', editor)).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({ id, titleTr: 'Gündelik İngilizce', published: false }),
      ]),
    });

    const added = await data<MetaCourseRecord>('POST', 'metacourse', editor, {
      titleTr: 'Sınav Hazırlığı',
      titleEn: 'Exam Preparation',
      descriptionTr: 'Sınava hazırlık.',
      descriptionEn: 'Getting ready for an exam.',
      minLevel: 'B1',
      maxLevel: 'B2',
    });
    expect(added).toMatchObject({ slug: null, taskCount: 0, published: true, editorOwned: true });
    // No tasks yet: learners do not see it.
    const withNew = await data<MetaCourseSummary[]>('GET', 'metacourse/getallforview', learner);
    expect(withNew.some((c) => c.id === added.id)).toBe(false);

    await data('DELETE', `metacourse/${added.id}`, editor);
    await data('DELETE', `metacourse/${id}`, editor);
    expect((await send('DELETE', `metacourse/${id}`, editor)).statusCode).toBe(404);
    // The next load does not bring the deleted course back.
    await t.database.pool.query("UPDATE meta_courses SET content_hash = 'stale' WHERE id = $1", [
      id,
    ]);
    await loadMetaCourses(t.database.pool);
    const after = await data<Paged<MetaCourseRecord>>('GET', 'metacourse', editor);
    expect(after.items.some((c) => c.id === id || c.id === added.id)).toBe(false);

    const { rows } = await t.database.pool.query<{ action: string; entityId: string }>(
      `SELECT action, entity_id AS "entityId" FROM audit_log WHERE entity = 'metacourse' ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'update', entityId: String(id) },
      { action: 'create', entityId: String(added.id) },
      { action: 'delete', entityId: String(added.id) },
      { action: 'delete', entityId: String(id) },
    ]);
  });
});
