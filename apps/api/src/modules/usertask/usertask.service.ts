import type {
  CompletedOverview,
  CompletedResult,
  Lecture,
  MainQuestion,
  RegisterAnswerBody,
  RegisterAnswerResult,
  Schedule,
  TaskDetail,
  TaskOverview,
  UserProgress,
  UserTask,
} from '@yek/contracts/usertask';
import {
  DEFAULT_DAILY_GOAL_MINUTES,
  PROGRAM_DAYS,
  PROGRESS_WEEKS,
  STUDY_GAP_MINUTES,
} from '@yek/contracts/usertask';
import { QUESTION_IDS } from '@yek/contracts/registration';
import type { AppDeps } from '../../deps';
import { addDays, localDate } from '../../lib/calendar';
import { AppError, notFound } from '../../lib/errors';
import { markAnswer } from './mark-answer';
import { partSeconds } from './part-time';
import type { ContentRepository } from '../content/content.repository';
import { AUDIO_URL_PREFIX, SKILL_IDS } from '../content/content-ids';
import type { UserTaskRepository, UserTaskRow } from './usertask.repository';
import { MAX_ANSWER_ATTEMPTS } from '@yek/contracts/usertask-questions';
import { en, mainQuestionView, meanScore, resultView, retryable, taskView } from './usertask-views';
import type { Lang } from '../../lib/localized';
import type { ReadingRecord } from '@yek/contracts/book';

export function createUserTaskService(
  deps: AppDeps,
  repo: UserTaskRepository,
  content: ContentRepository,
  readingRecord: (userId: number) => Promise<ReadingRecord | null> = async () => null,
) {
  const tz = deps.config.timeZone;
  const now = () => deps.clock.now();
  const today = () => localDate(now(), tz);

  async function ownTask(userId: number, id: number): Promise<UserTaskRow> {
    const row = await repo.byId(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Why a new day cannot be taken now, or null with the next day number. */
  function block(latest: UserTaskRow | null): TaskOverview['blockedReason'] {
    if (!latest) return null;
    if (latest.taskDate >= today()) return 'TASK_ALREADY_TAKEN_TODAY';
    if (!latest.completedAt) return 'TASK_PREVIOUS_INCOMPLETE';
    if (latest.dayNo >= PROGRAM_DAYS) return 'PROGRAM_COMPLETE';
    return null;
  }

  /** The given parts of a learner's task, with their answers, results and saved words. */
  async function loadMainQuestions(
    userId: number,
    userTask: UserTaskRow,
    mainQuestionIds: number[],
    lang: Lang,
  ): Promise<MainQuestion[]> {
    const day = await content.loadTaskForLearner(userTask.taskId);
    if (!day) throw notFound();
    // Every answer of the day: a part's time counts from the day's step before each of its answers.
    const dayAnswers = await repo.answers(userId, userTask.id);
    const answers = dayAnswers.filter((a) => mainQuestionIds.includes(a.mainQuestionId));
    const parts = day.mainQuestions.filter((m) => mainQuestionIds.includes(m.id));
    const headwords = (p: (typeof parts)[number]) =>
      p.vocabulary.map((w) => w.headword.toLowerCase());
    const [keys, reveals, saved, savedCounts] = await Promise.all([
      content.loadKeys(answers.map((a) => a.questionId)),
      content.loadReveals(parts.filter((p) => p.kind === 'listening').map((p) => p.id)),
      parts.some((p) => p.vocabulary.length > 0)
        ? repo.savedWords(userId, parts.flatMap(headwords))
        : Promise.resolve(new Set<string>()),
      Promise.all(parts.map((p) => repo.wordsSavedFromPart(userId, p.id, headwords(p)))),
    ]);
    const steps = [
      userTask.assignedAt,
      ...(userTask.lectureCompletedAt ? [userTask.lectureCompletedAt] : []),
    ];
    return mainQuestionIds
      .map((id) =>
        mainQuestionView({
          day,
          userTask,
          mainQuestionId: id,
          answers,
          keys,
          reveals,
          savedWords: saved,
          timeSpentSeconds: partSeconds(
            [
              ...steps,
              ...dayAnswers.filter((a) => a.mainQuestionId !== id).map((a) => a.createdAt),
            ],
            dayAnswers.filter((a) => a.mainQuestionId === id).map((a) => a.createdAt),
            STUDY_GAP_MINUTES,
          ),
          wordsSaved: savedCounts[parts.findIndex((p) => p.id === id)] ?? 0,
          lang,
        }),
      )
      .filter((m): m is MainQuestion => m !== null);
  }

  return {
    /** Takes the next programme day under the daily rules; safe when called twice at once. */
    async assign(userId: number, lang: Lang): Promise<UserTask> {
      const [latest, startDay] = await Promise.all([
        repo.latest(userId),
        repo.programStartDay(userId),
      ]);
      const reason = block(latest);
      if (reason) throw new AppError(reason);
      // After an accepted placement result the programme goes on at that section's first day.
      const dayNo = Math.max((latest?.dayNo ?? 0) + 1, startDay);
      const task = await repo.programTaskByDay(dayNo);
      if (!task) throw new AppError('TASK_NOT_AVAILABLE');
      const id = await repo.insert({
        userId,
        taskId: task.id,
        dayNo,
        taskDate: today(),
        lectureId: task.lectureId,
        at: now(),
      });
      // Another request took a day in between: report the rule that now applies.
      if (id === null)
        throw new AppError(block(await repo.latest(userId)) ?? 'TASK_ALREADY_TAKEN_TODAY');
      return taskView(await ownTask(userId, id), lang);
    },

    async overview(userId: number, lang: Lang): Promise<TaskOverview> {
      const day = today();
      const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
      const [latest, sections, activity, startDay, goal] = await Promise.all([
        repo.latest(userId),
        repo.sections(userId),
        repo.activity(userId, tz, day, monday, STUDY_GAP_MINUTES),
        repo.programStartDay(userId),
        repo.dailyGoalMinutes(userId, QUESTION_IDS.englishLearningPurpose),
      ]);
      const reason = block(latest);
      const nextDayNo = reason ? null : Math.max((latest?.dayNo ?? 0) + 1, startDay);
      const currentDay = latest?.dayNo ?? 0;
      const section =
        sections.find(
          (s) =>
            Math.max(1, currentDay, startDay) >= s.firstDay &&
            Math.max(1, currentDay, startDay) <= s.lastDay,
        ) ?? null;
      // The day after the last one taken (or where a placement result starts the programme).
      const comingDay = Math.max(currentDay + 1, startDay);
      const topic = comingDay <= PROGRAM_DAYS ? await repo.programDayTopic(comingDay) : null;
      const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((date) => {
        const found = activity.days.find((d) => d.date === date);
        return {
          date,
          minutes: found?.minutes ?? 0,
          completed: (found?.completedDays ?? 0) > 0,
        };
      });
      const todayTask = latest && latest.taskDate === day ? taskView(latest, lang) : null;
      return {
        programDays: PROGRAM_DAYS,
        currentDay,
        completedDays: sections.reduce((n, s) => n + s.completedDays, 0),
        today: day,
        todayTask,
        openTask: latest && !latest.completedAt ? taskView(latest, lang) : null,
        canTakeNewTask: reason === null,
        blockedReason: reason,
        nextDayNo,
        section: section && {
          slug: section.slug,
          title: en(lang) ? section.titleEn : section.titleTr,
          levelCode: section.levelCode,
          firstDay: section.firstDay,
          lastDay: section.lastDay,
          completedDays: section.completedDays,
        },
        streakDays: activity.currentStreak,
        dailyGoal: { minutes: goal ?? DEFAULT_DAILY_GOAL_MINUTES, days: week },
        nextTopic: topic && {
          dayNo: comingDay,
          title: en(lang) ? topic.titleEn : topic.titleTr,
          lecturePoint: (en(lang) ? topic.pointEn : topic.pointTr) ?? null,
        },
        placementTestOffered: !!todayTask && todayTask.state === 'completed',
      };
    },

    async byDate(userId: number, date: string, lang: Lang): Promise<UserTask> {
      const row = await repo.byDate(userId, date.slice(0, 10));
      if (!row) throw new AppError('TASK_NOT_FOUND_FOR_DAY');
      return taskView(row, lang);
    },

    async detail(userId: number, id: number, lang: Lang): Promise<TaskDetail> {
      const row = await ownTask(userId, id);
      const view = taskView(row, lang);
      return {
        ...view,
        title: view.taskName,
        lecture: row.lectureId ? { id: row.lectureId, point: view.lecturePoint ?? '' } : null,
      };
    },

    async list(userId: number, lang: Lang): Promise<UserTask[]> {
      return (await repo.list(userId)).map((r) => taskView(r, lang));
    },

    async schedule(userId: number, lang: Lang): Promise<Schedule> {
      const [rows, sections, startDay] = await Promise.all([
        repo.list(userId),
        repo.sections(userId),
        repo.programStartDay(userId),
      ]);
      // Newest first: the first row is the last day taken.
      const lastDay = rows[0]?.dayNo ?? 0;
      return {
        today: today(),
        nextDayNo: lastDay >= PROGRAM_DAYS ? null : Math.max(lastDay + 1, startDay),
        days: rows.map((r) => {
          const v = taskView(r, lang);
          return {
            id: v.id,
            dayNo: v.dayNo,
            taskDate: v.taskDate,
            taskName: v.taskName,
            state: v.state,
            completionDate: v.completionDate,
            score: meanScore(r.parts),
          };
        }),
        sections: sections.map((s) => ({
          slug: s.slug,
          title: en(lang) ? s.titleEn : s.titleTr,
          levelId: s.levelId,
          levelCode: s.levelCode,
          firstDay: s.firstDay,
          lastDay: s.lastDay,
          completedDays: s.completedDays,
          availableDays: s.availableDays,
          examTitle: en(lang) ? s.examTitleEn : s.examTitleTr,
          averageScore: meanScore(
            rows
              .filter((r) => r.dayNo >= s.firstDay && r.dayNo <= s.lastDay)
              .flatMap((r) => r.parts),
          ),
        })),
      };
    },

    /** The figures of the progress charts: activity and streaks, words learned, skills by week. */
    async progress(userId: number): Promise<UserProgress> {
      const day = today();
      // Monday of this week (1 January 2024 was a Monday), then PROGRESS_WEEKS - 1 weeks back.
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      const thisWeek = addDays(day, -weekday);
      const since = addDays(thisWeek, -7 * (PROGRESS_WEEKS - 1));
      const [activity, words, skills] = await Promise.all([
        repo.activity(userId, tz, day, since, STUDY_GAP_MINUTES),
        repo.wordWeeks(userId, tz, since, thisWeek),
        repo.skillWeeks(userId, tz, since),
      ]);
      const weeks = Array.from({ length: PROGRESS_WEEKS }, (_, i) => addDays(since, 7 * i));
      return {
        today: day,
        since,
        days: activity.days,
        currentStreak: activity.currentStreak,
        longestStreak: activity.longestStreak,
        activeDays: activity.activeDays,
        wordsTotal: words[0]?.wordsTotal ?? 0,
        wordWeeks: words.map(({ weekStart, total }) => ({ weekStart, total })),
        skillWeeks: weeks.map((weekStart) => ({
          weekStart,
          skills: Object.values(SKILL_IDS).map((skillId) => {
            const row = skills.find((r) => r.weekStart === weekStart && r.skillId === skillId);
            return { skillId, answered: row?.answered ?? 0, score: row?.score ?? null };
          }),
        })),
      };
    },

    async completed(userId: number, count: number, lang: Lang): Promise<UserTask[]> {
      return (await repo.list(userId, { completedOnly: true, limit: count })).map((r) =>
        taskView(r, lang),
      );
    },

    async completedOverview(userId: number): Promise<CompletedOverview> {
      const [skills, sections, reading] = await Promise.all([
        repo.skillTotals(userId),
        repo.sections(userId),
        readingRecord(userId),
      ]);
      const answered = skills.reduce((n, s) => n + s.answered, 0);
      const weighted = skills.reduce((n, s) => n + (s.score ?? 0) * s.answered, 0);
      return {
        completedTasks: sections.reduce((n, s) => n + s.completedDays, 0),
        answeredQuestions: answered,
        averageScore: answered ? weighted / answered : null,
        skills,
        booksRead: reading?.booksRead ?? 0,
        wordsLookedUp: reading?.wordsLookedUp ?? 0,
      };
    },

    async completedResult(
      userId: number,
      id: number,
      filter: { orderNo?: number; skillId?: number },
      lang: Lang,
    ): Promise<CompletedResult> {
      const row = await ownTask(userId, id);
      const ids = row.parts
        .filter((p) => filter.orderNo === undefined || p.orderNo === filter.orderNo)
        .filter((p) => filter.skillId === undefined || p.skillId === filter.skillId)
        .map((p) => p.mainQuestionId);
      return { task: taskView(row, lang), parts: await loadMainQuestions(userId, row, ids, lang) };
    },

    /**
     * A part as the learner sees it. The built view is kept with the learner's other reads (the
     * user cache drops it with them on any change of theirs), so opening a part again costs
     * neither a query nor rebuilding its items.
     */
    mainQuestion(userId: number, mainQuestionId: number, lang: Lang): Promise<MainQuestion> {
      const key = `usertask.part:${mainQuestionId}:${lang.culture}`;
      return deps.userCache.read(userId, key, async () => {
        const owner = await repo.partOwner(userId, mainQuestionId);
        if (!owner?.userTaskId) throw notFound();
        const row = await ownTask(userId, owner.userTaskId);
        const [view] = await loadMainQuestions(userId, row, [mainQuestionId], lang);
        if (!view) throw notFound();
        return view;
      });
    },

    async lecture(userId: number, lectureId: number, lang: Lang): Promise<Lecture> {
      const owner = await repo.lectureOwner(userId, lectureId);
      if (!owner?.userTaskId) throw notFound();
      const row = await ownTask(userId, owner.userTaskId);
      const day = await content.loadTaskForLearner(row.taskId);
      if (!day?.lecture) throw notFound();
      return {
        id: day.lecture.id,
        taskId: row.id,
        dayNo: row.dayNo,
        point: en(lang) ? day.lecture.pointEn : day.lecture.pointTr,
        explanation: day.lecture.explanation,
        examples: day.lecture.examples.map(({ en, tr, audio }) =>
          audio ? { en, tr, audioUrl: `${AUDIO_URL_PREFIX}${audio.file}` } : { en, tr },
        ),
        mistakes: day.lecture.mistakes,
        completedAt: row.lectureCompletedAt?.toISOString() ?? null,
      };
    },

    async lectures(userId: number, lang: Lang) {
      return (await repo.list(userId))
        .filter((r) => r.lectureId !== null)
        .map((r) => ({
          id: r.lectureId as number,
          taskId: r.id,
          dayNo: r.dayNo,
          point: (en(lang) ? r.pointEn : r.pointTr) ?? '',
          completedAt: r.lectureCompletedAt?.toISOString() ?? null,
        }));
    },

    async registerLecture(userId: number, taskId: number, lectureId: number, lang: Lang) {
      const row = await ownTask(userId, taskId);
      if (row.lectureId !== lectureId) throw notFound();
      await repo.completeLecture(userId, row.id, now());
      return taskView(await ownTask(userId, taskId), lang);
    },

    async registerAnswer(
      userId: number,
      body: RegisterAnswerBody,
      lang: Lang,
    ): Promise<RegisterAnswerResult> {
      const row = await ownTask(userId, body.taskId);
      if (row.lectureId !== null && !row.lectureCompletedAt)
        throw new AppError('TASK_LECTURE_FIRST');
      const day = await content.loadTaskForLearner(row.taskId);
      const part = day?.mainQuestions.find((m) =>
        m.questions.some((q) => q.id === body.questionId),
      );
      const question = part?.questions.find((q) => q.id === body.questionId);
      if (!day || !part || !question) throw notFound();
      const [key] = await content.loadKeys([question.id]);
      if (!key) throw notFound();
      // Refused before marking, so a used-up item costs no alignment; the insert checks again.
      const maxAttempts = retryable(key.type) ? MAX_ANSWER_ATTEMPTS : null;
      const given = await repo.answerAttempts(userId, row.id, question.id);
      if (given > 0 && maxAttempts === null) throw new AppError('ANSWER_ALREADY_REGISTERED');
      if (maxAttempts !== null && given >= maxAttempts) throw attemptsUsed();

      const { scored, feedback } = await markAnswer(deps, {
        userId,
        question,
        key,
        answer: body.answer,
        words: day.mainQuestions.flatMap((m) => m.vocabulary.map((w) => w.headword)),
        levelRank: day.levelId,
        culture: lang.culture,
      });
      const answer = {
        questionId: question.id,
        mainQuestionId: part.id,
        answer: body.answer,
        isCorrect: scored.isCorrect,
        score: scored.score,
        feedback,
      };
      const saved = await repo.registerAnswer(userId, row.id, answer, now(), maxAttempts);
      if (!saved)
        throw maxAttempts === null ? new AppError('ANSWER_ALREADY_REGISTERED') : attemptsUsed();
      return {
        result: resultView(
          { ...answer, createdAt: saved.createdAt, attempts: saved.attempts },
          key,
        ),
        partCompleted: saved.partOpen === 0,
        taskCompleted: saved.taskOpen === 0,
      };
    },
  };
}
function attemptsUsed(): AppError {
  return new AppError('ANSWER_ATTEMPTS_USED', null, { max: MAX_ANSWER_ATTEMPTS });
}

export type UserTaskService = ReturnType<typeof createUserTaskService>;
