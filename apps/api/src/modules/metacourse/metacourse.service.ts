import type {
  MetaAnswerBody,
  MetaAnswerResult,
  MetaCourseCreateBody,
  MetaCourseDetail,
  MetaCourseRecord,
  MetaCourseSummary,
  MetaCourseUpdateBody,
  MetaPart,
  MetaTaskView,
} from '@yek/contracts/metacourse';
import type { Paged } from '@yek/contracts/paging';
import type { AnswerResult, PartQuestion } from '@yek/contracts/usertask-questions';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { markAnswer } from '../usertask/mark-answer';
import type { Lang } from '../../lib/localized';
import type { PagedQuery } from '../../lib/paged-list';
import { createTtlCache } from '../../lib/ttl-cache';
import { en, resultView } from '../usertask/usertask-views';
import {
  type BuiltCourse,
  type BuiltPart,
  type BuiltTask,
  buildTask,
  levelRank,
} from './meta-content';
import type { MetaAnswerRow, MetaCourseRepository, TaskProgressRow } from './metacourse.repository';

/** Course content changes only when content is loaded or an editor saves: kept a minute. */
const COURSES_CACHE_MS = 60_000;

type Caller = { userId: number; role: string };
const isEditor = (c: Caller) => c.role === 'editor' || c.role === 'admin';

export function createMetaCourseService(deps: AppDeps, repo: MetaCourseRepository) {
  const courses = createTtlCache(async (): Promise<BuiltCourse[]> => {
    const [rows, tasks] = await Promise.all([repo.courses(), repo.tasks()]);
    const built = tasks.flatMap((t) => buildTask(t) ?? []);
    return rows.map((c) => ({ ...c, tasks: built.filter((t) => t.courseId === c.id) }));
  }, COURSES_CACHE_MS);

  /** The caller's progress, kept with their other reads until any of it changes. */
  const progressOf = (userId: number) =>
    deps.userCache.read(userId, 'meta.progress', async () => {
      const rows = await repo.progress(userId);
      return new Map(rows.map((r) => [r.metaTaskId, r]));
    });
  const answersOf = (userId: number, taskId: number) =>
    deps.userCache.read(userId, `meta.answers:${taskId}`, () => repo.answers(userId, taskId));

  /** A course the caller may open: learners see published courses that have tasks. */
  async function visibleCourse(caller: Caller, id: number): Promise<BuiltCourse> {
    const course = (await courses.get()).find((c) => c.id === id);
    if (!course) throw notFound();
    if (!isEditor(caller) && (!course.published || course.tasks.length === 0)) throw notFound();
    return course;
  }

  function summary(
    course: BuiltCourse,
    progress: Map<number, TaskProgressRow>,
    lang: Lang,
  ): MetaCourseSummary {
    const done = course.tasks.filter((t) => progress.get(t.id)?.completedAt);
    const scores = done.flatMap((t) => progress.get(t.id)?.score ?? []);
    return {
      id: course.id,
      title: en(lang) ? course.titleEn : course.titleTr,
      description: en(lang) ? course.descriptionEn : course.descriptionTr,
      minLevel: course.minLevel,
      maxLevel: course.maxLevel,
      taskCount: course.tasks.length,
      completedTasks: done.length,
      score: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
      nextTaskNumber: course.tasks.find((t) => !progress.get(t.id)?.completedAt)?.number ?? null,
    };
  }

  function partView(part: BuiltPart, answers: Map<string, MetaAnswerRow>, lang: Lang): MetaPart {
    const questions: PartQuestion[] = part.questions.map(({ question, key }) => {
      const { slug: _slug, ...shown } = question;
      const a = answers.get(key.slug);
      const result: AnswerResult | null = a
        ? resultView({ ...a, questionId: key.id, mainQuestionId: part.orderNo }, key)
        : null;
      return { ...shown, result };
    });
    const completed = part.questions.every((q) => answers.has(q.key.slug));
    const common = {
      orderNo: part.orderNo,
      instructions: (en(lang) ? part.instructionsEn : part.instructionsTr) ?? null,
      questions,
      vocabulary: part.vocabulary,
      completed,
    };
    const c = part.content;
    switch (c.kind) {
      case 'listening':
        return { ...common, kind: c.kind, body: c.body, reveal: completed ? part.reveal : null };
      case 'grammar':
        return { ...common, kind: c.kind, body: c.body, reveal: null };
      case 'vocabulary':
        return { ...common, kind: c.kind, body: c.body, reveal: null };
      case 'reading':
        return { ...common, kind: c.kind, body: c.body, reveal: null };
      case 'writing':
        return { ...common, kind: c.kind, body: c.body, reveal: null };
      case 'speaking':
        return { ...common, kind: c.kind, body: c.body, reveal: null };
    }
  }

  /** The next task not completed after `number`, wrapping to the course's start. */
  function nextAfter(course: BuiltCourse, number: number, progress: Map<number, TaskProgressRow>) {
    const open = course.tasks.filter(
      (t) => !progress.get(t.id)?.completedAt && t.number !== number,
    );
    return (open.find((t) => t.number > number) ?? open[0])?.number ?? null;
  }

  async function scoreReply(
    userId: number,
    task: BuiltTask,
    body: MetaAnswerBody,
    lang: Lang,
  ): Promise<{
    part: BuiltPart;
    row: Omit<MetaAnswerRow, 'createdAt'>;
    key: BuiltPart['questions'][number]['key'];
  }> {
    const part = task.parts.find((p) => p.questions.some((q) => q.question.id === body.questionId));
    const built = part?.questions.find((q) => q.question.id === body.questionId);
    if (!part || !built) throw notFound();
    const { question, key } = built;
    const { scored, feedback } = await markAnswer(deps, {
      userId,
      question,
      key,
      answer: body.answer,
      words: task.words,
      levelRank: levelRank(task.level),
      culture: lang.culture,
    });
    return {
      part,
      key,
      row: {
        questionSlug: key.slug,
        answer: body.answer,
        isCorrect: scored.isCorrect,
        score: scored.score,
        feedback,
      },
    };
  }

  return {
    /** Published courses with tasks, with the caller's progress in each. */
    async forView(caller: Caller, lang: Lang): Promise<MetaCourseSummary[]> {
      const [all, progress] = await Promise.all([courses.get(), progressOf(caller.userId)]);
      return all
        .filter((c) => c.published && c.tasks.length > 0)
        .map((c) => summary(c, progress, lang));
    },

    async detail(caller: Caller, id: number, lang: Lang): Promise<MetaCourseDetail> {
      const [course, progress] = await Promise.all([
        visibleCourse(caller, id),
        progressOf(caller.userId),
      ]);
      return {
        ...summary(course, progress, lang),
        tasks: course.tasks.map((t) => {
          const p = progress.get(t.id);
          return {
            number: t.number,
            title: en(lang) ? t.titleEn : t.titleTr,
            level: t.level,
            kinds: t.parts.map((part) => part.content.kind),
            questionCount: t.slugs.length,
            answeredCount: Math.min(p?.answered ?? 0, t.slugs.length),
            completed: !!p?.completedAt,
            score: p?.completedAt ? (p.score ?? null) : null,
          };
        }),
      };
    },

    /** A task of the course: the one asked for, or the first the caller has not completed. */
    async task(
      caller: Caller,
      id: number,
      number: number | undefined,
      lang: Lang,
    ): Promise<MetaTaskView> {
      const [course, progress] = await Promise.all([
        visibleCourse(caller, id),
        progressOf(caller.userId),
      ]);
      const task =
        number === undefined
          ? (course.tasks.find((t) => !progress.get(t.id)?.completedAt) ?? course.tasks[0])
          : course.tasks.find((t) => t.number === number);
      if (!task) throw notFound();
      const answers = new Map(
        (await answersOf(caller.userId, task.id)).map((a) => [a.questionSlug, a]),
      );
      const p = progress.get(task.id);
      const lecture = task.lecture;
      return {
        courseId: course.id,
        courseTitle: en(lang) ? course.titleEn : course.titleTr,
        taskCount: course.tasks.length,
        number: task.number,
        title: en(lang) ? task.titleEn : task.titleTr,
        level: task.level,
        lecture: lecture
          ? {
              point: en(lang) ? lecture.point.en : lecture.point.tr,
              explanation: lecture.explanation,
              examples: lecture.examples,
              mistakes: lecture.mistakes,
            }
          : null,
        parts: task.parts.map((part) => partView(part, answers, lang)),
        completed: !!p?.completedAt,
        score: p?.completedAt ? (p.score ?? null) : null,
        nextTaskNumber: nextAfter(course, task.number, progress),
      };
    },

    /** Scores and stores a final answer to one item of a task. */
    async answer(
      caller: Caller,
      id: number,
      body: MetaAnswerBody,
      lang: Lang,
    ): Promise<MetaAnswerResult> {
      const course = await visibleCourse(caller, id);
      const task = course.tasks.find((t) => t.number === body.task);
      if (!task) throw notFound();
      const { part, row, key } = await scoreReply(caller.userId, task, body, lang);
      let saved;
      try {
        saved = await repo.registerAnswer(caller.userId, task.id, row, task.slugs);
      } finally {
        deps.userCache.evictUser(caller.userId);
      }
      if (!saved) throw new AppError('ANSWER_ALREADY_REGISTERED');
      return {
        result: resultView(
          { ...row, createdAt: saved.createdAt, questionId: key.id, mainQuestionId: part.orderNo },
          key,
        ),
        partCompleted: part.questions.every((q) => saved.answered.has(q.key.slug)),
        taskCompleted: saved.taskScore !== null,
        taskScore: saved.taskScore,
      };
    },

    // ---- Management ------------------------------------------------------------------------

    /** A page of courses: editors see every one, learners the published ones. */
    page(
      caller: Caller,
      query: PagedQuery<Parameters<MetaCourseRepository['page']>[0]['orderBy']>,
    ): Promise<Paged<MetaCourseRecord>> {
      return repo.page(query, !isEditor(caller));
    },

    async record(caller: Caller, id: number): Promise<MetaCourseRecord> {
      const row = await repo.record(id);
      if (!row || (!isEditor(caller) && !row.published)) throw notFound();
      return row;
    },

    async create(body: MetaCourseCreateBody): Promise<MetaCourseRecord> {
      const id = await repo.insert(body);
      courses.clear();
      const row = await repo.record(id);
      if (!row) throw notFound();
      return row;
    },

    async update(body: MetaCourseUpdateBody): Promise<MetaCourseRecord> {
      if (!(await repo.update(body))) throw notFound();
      courses.clear();
      const row = await repo.record(body.id);
      if (!row) throw notFound();
      return row;
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound();
      courses.clear();
    },
  };
}
export type MetaCourseService = ReturnType<typeof createMetaCourseService>;
