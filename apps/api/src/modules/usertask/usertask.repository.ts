import type { Pool } from 'pg';
import type {
  lectures,
  levels,
  programSections,
  taskMainQuestions,
  tasks,
  userDictionaryWords,
  userTaskAnswers,
  userTasks,
  vocabulary,
} from '../../db/schema';
import { type Queryable, withTransaction } from '../../db/transaction';
import { createProgressRepository } from './progress.repository';

/**
 * All SQL of the learner's programme. Every query is scoped by user_id, so a learner can only
 * ever read or write their own tasks, answers and words: an id of someone else's row simply finds
 * nothing.
 */

type MainQuestion = typeof taskMainQuestions.$inferSelect;
type Lecture = typeof lectures.$inferSelect;
type UserTask = typeof userTasks.$inferSelect;
type LevelCode = (typeof levels.$inferSelect)['code'];

export type PartProgressRow = Pick<MainQuestion, 'orderNo' | 'skillId' | 'kind'> & {
  mainQuestionId: MainQuestion['id'];
  questionCount: number;
  answeredCount: number;
  correctCount: number;
  score: number | null;
};

export type UserTaskRow = Pick<
  UserTask,
  'id' | 'taskId' | 'dayNo' | 'taskDate' | 'lectureId' | 'lectureCompletedAt' | 'completedAt'
> &
  Pick<typeof tasks.$inferSelect, 'kind' | 'titleTr' | 'titleEn' | 'levelId'> & {
    levelCode: LevelCode;
    sectionSlug: (typeof programSections.$inferSelect)['slug'];
    // The lecture is joined outer: a day without one has neither point.
    pointTr: Lecture['pointTr'] | null;
    pointEn: Lecture['pointEn'] | null;
    assignedAt: Date;
    parts: PartProgressRow[];
  };

export type AnswerRow = Pick<
  typeof userTaskAnswers.$inferSelect,
  | 'questionId'
  | 'mainQuestionId'
  | 'answer'
  | 'isCorrect'
  | 'score'
  | 'feedback'
  | 'attempts'
  | 'createdAt'
>;

export type SectionRow = Pick<
  typeof programSections.$inferSelect,
  | 'slug'
  | 'levelId'
  | 'firstDay'
  | 'lastDay'
  | 'titleTr'
  | 'titleEn'
  | 'examTitleTr'
  | 'examTitleEn'
> & { levelCode: LevelCode; completedDays: number; availableDays: number };

type DictionaryWord = typeof userDictionaryWords.$inferSelect;
export type DictionaryRow = Pick<
  DictionaryWord,
  'id' | 'word' | 'meaning' | 'ipa' | 'example' | 'createdAt'
>;

export type VocabularyRow = Pick<
  typeof vocabulary.$inferSelect,
  'id' | 'headword' | 'pos' | 'ipa' | 'meaningTr' | 'exampleEn'
>;

type ProgramTask = Pick<typeof tasks.$inferSelect, 'id'> & { lectureId: Lecture['id'] | null };
type TaskOwner = Pick<MainQuestion, 'taskId'> & { userTaskId: UserTask['id'] | null };

const TASK_SELECT = `
  SELECT ut.id, ut.task_id AS "taskId", ut.day_no AS "dayNo", ut.task_date::text AS "taskDate",
         ut.lecture_id AS "lectureId", ut.lecture_completed_at AS "lectureCompletedAt",
         ut.completed_at AS "completedAt", ut.assigned_at AS "assignedAt", t.kind, t.title_tr AS "titleTr", t.title_en AS "titleEn",
         t.level_id AS "levelId", lv.code AS "levelCode", s.slug AS "sectionSlug",
         l.point_tr AS "pointTr", l.point_en AS "pointEn",
         COALESCE((
           SELECT json_agg(json_build_object(
                    'mainQuestionId', m.id, 'orderNo', m.order_no, 'skillId', m.skill_id,
                    'kind', m.kind, 'questionCount', p.question_count,
                    'answeredCount', p.answered_count, 'correctCount', p.correct_count,
                    'score', p.score) ORDER BY m.order_no)
             FROM task_main_questions m
             CROSS JOIN LATERAL (
               SELECT count(q.id)::int AS question_count, count(a.id)::int AS answered_count,
                      count(a.id) FILTER (WHERE a.is_correct)::int AS correct_count,
                      avg(a.score)::float8 AS score
                 FROM questions q
                 LEFT JOIN user_task_answers a ON a.user_task_id = ut.id AND a.question_id = q.id
                WHERE q.main_question_id = m.id AND q.retired_at IS NULL) p
            WHERE m.task_id = ut.task_id AND m.retired_at IS NULL), '[]') AS parts
    FROM user_tasks ut
    JOIN tasks t ON t.id = ut.task_id
    JOIN levels lv ON lv.id = t.level_id
    JOIN program_sections s ON s.id = t.section_id
    LEFT JOIN lectures l ON l.id = ut.lecture_id`;

export function createUserTaskRepository(pool: Pool) {
  return {
    async latest(userId: number, q: Queryable = pool): Promise<UserTaskRow | null> {
      const { rows } = await q.query<UserTaskRow>({
        name: 'usertask-latest',
        text: `${TASK_SELECT} WHERE ut.user_id = $1 ORDER BY ut.day_no DESC LIMIT 1`,
        values: [userId],
      });
      return rows[0] ?? null;
    },

    async byId(userId: number, id: number): Promise<UserTaskRow | null> {
      const { rows } = await pool.query<UserTaskRow>({
        name: 'usertask-by-id',
        text: `${TASK_SELECT} WHERE ut.user_id = $1 AND ut.id = $2`,
        values: [userId, id],
      });
      return rows[0] ?? null;
    },

    async byDate(userId: number, date: string): Promise<UserTaskRow | null> {
      const { rows } = await pool.query<UserTaskRow>({
        name: 'usertask-by-date',
        text: `${TASK_SELECT} WHERE ut.user_id = $1 AND ut.task_date = $2::date`,
        values: [userId, date],
      });
      return rows[0] ?? null;
    },

    async list(
      userId: number,
      options: { completedOnly?: boolean; limit?: number } = {},
    ): Promise<UserTaskRow[]> {
      const { rows } = await pool.query<UserTaskRow>({
        text: `${TASK_SELECT} WHERE ut.user_id = $1 ${options.completedOnly ? 'AND ut.completed_at IS NOT NULL' : ''}
               ORDER BY ${options.completedOnly ? 'ut.completed_at DESC' : 'ut.day_no DESC'}
               LIMIT $2`,
        values: [userId, options.limit ?? 400],
      });
      return rows;
    },

    async programTaskByDay(dayNo: number): Promise<ProgramTask | null> {
      const { rows } = await pool.query<ProgramTask>({
        name: 'usertask-program-task-by-day',
        text: `SELECT t.id, l.id AS "lectureId" FROM tasks t LEFT JOIN lectures l ON l.task_id = t.id
                WHERE t.day_no = $1`,
        values: [dayNo],
      });
      return rows[0] ?? null;
    },

    /** Inserts the day unless the learner already holds that day or a task on that date. */
    async insert(row: {
      userId: number;
      taskId: number;
      dayNo: number;
      taskDate: string;
      lectureId: number | null;
      at: Date;
    }): Promise<number | null> {
      const { rows } = await pool.query<{ id: number }>({
        text: `INSERT INTO user_tasks (user_id, task_id, day_no, task_date, lecture_id, assigned_at)
               VALUES ($1, $2, $3, $4::date, $5, $6)
               ON CONFLICT DO NOTHING RETURNING id`,
        values: [row.userId, row.taskId, row.dayNo, row.taskDate, row.lectureId, row.at],
      });
      return rows[0]?.id ?? null;
    },

    async completeLecture(userId: number, id: number, at: Date): Promise<void> {
      await pool.query({
        text: `UPDATE user_tasks SET lecture_completed_at = COALESCE(lecture_completed_at, $3)
                WHERE user_id = $1 AND id = $2`,
        values: [userId, id, at],
      });
    },

    /** How many versions of an item's answer are stored (0 before the first). */
    async answerAttempts(userId: number, userTaskId: number, questionId: number): Promise<number> {
      const { rows } = await pool.query<{ attempts: number }>({
        name: 'usertask-answer-attempts',
        text: `SELECT attempts FROM user_task_answers
                WHERE user_id = $1 AND user_task_id = $2 AND question_id = $3`,
        values: [userId, userTaskId, questionId],
      });
      return rows[0]?.attempts ?? 0;
    },

    async answers(
      userId: number,
      userTaskId: number,
      mainQuestionIds?: number[],
    ): Promise<AnswerRow[]> {
      const { rows } = await pool.query<AnswerRow>({
        name: mainQuestionIds ? 'usertask-answers-of-parts' : 'usertask-answers',
        text: `SELECT question_id AS "questionId", main_question_id AS "mainQuestionId", answer,
                      is_correct AS "isCorrect", score, feedback, attempts, created_at AS "createdAt"
                 FROM user_task_answers
                WHERE user_id = $1 AND user_task_id = $2
                      ${mainQuestionIds ? 'AND main_question_id = ANY($3::int[])' : ''}`,
        values: mainQuestionIds ? [userId, userTaskId, mainQuestionIds] : [userId, userTaskId],
      });
      return rows;
    },

    /**
     * Stores one answer and, when it was the day's last open item, completes the task, in one
     * transaction holding the task's row lock: two last answers at once complete it once.
     * Returns null when the question was answered already.
     */
    async registerAnswer(
      userId: number,
      userTaskId: number,
      answer: Omit<AnswerRow, 'createdAt' | 'attempts'>,
      at: Date,
      /** Set for an item that may be given again: the attempts a row may reach. */
      maxAttempts: number | null,
    ): Promise<{ partOpen: number; taskOpen: number; createdAt: Date; attempts: number } | null> {
      return withTransaction(pool, async (c) => {
        await c.query('SELECT 1 FROM user_tasks WHERE id = $1 AND user_id = $2 FOR UPDATE', [
          userTaskId,
          userId,
        ]);
        // A new version replaces the stored one while attempts are left; the row lock above
        // makes two versions sent at once count as two.
        const onConflict =
          maxAttempts === null
            ? 'DO NOTHING'
            : `DO UPDATE SET answer = excluded.answer, is_correct = excluded.is_correct,
                             score = excluded.score, feedback = excluded.feedback,
                             attempts = user_task_answers.attempts + 1
                WHERE user_task_answers.attempts < ${Number(maxAttempts)}`;
        const inserted = await c.query<{ createdAt: Date; attempts: number }>({
          text: `INSERT INTO user_task_answers
                   (user_task_id, user_id, main_question_id, question_id, answer, is_correct, score, feedback, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                 ON CONFLICT ON CONSTRAINT user_task_answers_question_uq ${onConflict}
                 RETURNING created_at AS "createdAt", attempts`,
          values: [
            userTaskId,
            userId,
            answer.mainQuestionId,
            answer.questionId,
            answer.answer,
            answer.isCorrect,
            answer.score,
            answer.feedback,
            at,
          ],
        });
        const stored = inserted.rows[0];
        if (!stored) return null;
        const { rows } = await c.query<{ partOpen: number; taskOpen: number }>({
          text: `SELECT count(*) FILTER (WHERE a.id IS NULL AND q.main_question_id = $2)::int AS "partOpen",
                        count(*) FILTER (WHERE a.id IS NULL)::int AS "taskOpen"
                   FROM user_tasks ut
                   JOIN task_main_questions m ON m.task_id = ut.task_id AND m.retired_at IS NULL
                   JOIN questions q ON q.main_question_id = m.id AND q.retired_at IS NULL
                   LEFT JOIN user_task_answers a ON a.user_task_id = ut.id AND a.question_id = q.id
                  WHERE ut.id = $1`,
          values: [userTaskId, answer.mainQuestionId],
        });
        const open = rows[0] ?? { partOpen: 0, taskOpen: 0 };
        if (open.taskOpen === 0)
          await c.query(
            'UPDATE user_tasks SET completed_at = COALESCE(completed_at, $2) WHERE id = $1',
            [userTaskId, at],
          );
        return { ...open, createdAt: stored.createdAt, attempts: stored.attempts };
      });
    },

    /** Where a part sits: its programme task and the learner's task holding it, if any. */
    async partOwner(userId: number, mainQuestionId: number): Promise<TaskOwner | null> {
      const { rows } = await pool.query<TaskOwner>({
        name: 'usertask-part-owner',
        text: `SELECT m.task_id AS "taskId", ut.id AS "userTaskId"
                 FROM task_main_questions m
                 LEFT JOIN user_tasks ut ON ut.task_id = m.task_id AND ut.user_id = $1
                WHERE m.id = $2`,
        values: [userId, mainQuestionId],
      });
      return rows[0] ?? null;
    },

    async lectureOwner(userId: number, lectureId: number): Promise<TaskOwner | null> {
      const { rows } = await pool.query<TaskOwner>({
        name: 'usertask-lecture-owner',
        text: `SELECT l.task_id AS "taskId", ut.id AS "userTaskId"
                 FROM lectures l
                 LEFT JOIN user_tasks ut ON ut.task_id = l.task_id AND ut.user_id = $1
                WHERE l.id = $2`,
        values: [userId, lectureId],
      });
      return rows[0] ?? null;
    },

    /** Where the learner moved their programme after a placement test (1 when they did not). */
    async programStartDay(userId: number): Promise<number> {
      const { rows } = await pool.query<{ startDay: number }>({
        name: 'usertask-start-day',
        text: 'SELECT start_day AS "startDay" FROM program_placements WHERE user_id = $1',
        values: [userId],
      });
      return rows[0]?.startDay ?? 1;
    },

    async sections(userId: number): Promise<SectionRow[]> {
      const { rows } = await pool.query<SectionRow>({
        name: 'usertask-sections',
        text: `SELECT s.slug, s.level_id AS "levelId", lv.code AS "levelCode", s.first_day AS "firstDay",
                      s.last_day AS "lastDay", s.title_tr AS "titleTr", s.title_en AS "titleEn",
                      s.exam_title_tr AS "examTitleTr", s.exam_title_en AS "examTitleEn",
                      (SELECT count(*) FROM user_tasks ut
                        WHERE ut.user_id = $1 AND ut.completed_at IS NOT NULL
                          AND ut.day_no BETWEEN s.first_day AND s.last_day)::int AS "completedDays",
                      (SELECT count(*) FROM tasks t WHERE t.section_id = s.id)::int AS "availableDays"
                 FROM program_sections s JOIN levels lv ON lv.id = s.level_id
                ORDER BY s.order_no`,
        values: [userId],
      });
      return rows;
    },

    /** Minutes a day from the purpose the learner chose in setup; null without one. */
    async dailyGoalMinutes(userId: number, purposeQuestionId: number): Promise<number | null> {
      const { rows } = await pool.query<{ minutes: number | null }>({
        name: 'usertask-daily-goal',
        text: `SELECT o.daily_goal_minutes AS minutes
                 FROM user_registration_answers a JOIN registration_options o ON o.id = a.option_id
                WHERE a.user_id = $1 AND a.question_id = $2 AND o.daily_goal_minutes IS NOT NULL
                ORDER BY a.created_at DESC LIMIT 1`,
        values: [userId, purposeQuestionId],
      });
      return rows[0]?.minutes ?? null;
    },

    /** The title and lecture point of a programme day, for "tomorrow's topic". */
    async programDayTopic(dayNo: number): Promise<{
      titleTr: string;
      titleEn: string;
      pointTr: string | null;
      pointEn: string | null;
    } | null> {
      const { rows } = await pool.query({
        name: 'usertask-program-day-topic',
        text: `SELECT t.title_tr AS "titleTr", t.title_en AS "titleEn",
                      l.point_tr AS "pointTr", l.point_en AS "pointEn"
                 FROM tasks t LEFT JOIN lectures l ON l.task_id = t.id
                WHERE t.day_no = $1 LIMIT 1`,
        values: [dayNo],
      });
      return rows[0] ?? null;
    },

    async skillTotals(
      userId: number,
    ): Promise<{ skillId: number; answered: number; correct: number; score: number | null }[]> {
      const { rows } = await pool.query({
        name: 'usertask-skill-totals',
        text: `SELECT m.skill_id AS "skillId", count(*)::int AS answered,
                      count(*) FILTER (WHERE a.is_correct)::int AS correct, avg(a.score)::float8 AS score
                 FROM user_task_answers a JOIN task_main_questions m ON m.id = a.main_question_id
                WHERE a.user_id = $1 GROUP BY m.skill_id ORDER BY m.skill_id`,
        values: [userId],
      });
      return rows;
    },

    // ---- progress (GET usertask/getuserprogress): progress.repository.ts ----
    ...createProgressRepository(pool),

    // ---- dictionary ----

    async vocabularyByIds(ids: number[]): Promise<VocabularyRow[]> {
      const { rows } = await pool.query<VocabularyRow>({
        text: `SELECT id, headword, pos, ipa, meaning_tr AS "meaningTr", example_en AS "exampleEn"
                 FROM vocabulary WHERE id = ANY($1::int[])`,
        values: [ids],
      });
      return rows;
    },

    async vocabularyByHeadwords(words: string[]): Promise<VocabularyRow[]> {
      const { rows } = await pool.query<VocabularyRow>({
        text: `SELECT id, headword, pos, ipa, meaning_tr AS "meaningTr", example_en AS "exampleEn"
                 FROM vocabulary WHERE lower(headword) = ANY($1::text[]) ORDER BY level_id, id`,
        values: [words.map((w) => w.toLowerCase())],
      });
      return rows;
    },

    async saveWords(
      userId: number,
      words: Pick<
        DictionaryWord,
        'vocabularyId' | 'mainQuestionId' | 'word' | 'meaning' | 'ipa' | 'example'
      >[],
    ): Promise<void> {
      if (words.length === 0) return;
      await pool.query({
        text: `INSERT INTO user_dictionary_words (user_id, vocabulary_id, main_question_id, word, meaning, ipa, example)
               SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[])
               ON CONFLICT (user_id, lower(word)) DO NOTHING`,
        values: [
          userId,
          words.map((w) => w.vocabularyId),
          words.map((w) => w.mainQuestionId),
          words.map((w) => w.word),
          words.map((w) => w.meaning),
          words.map((w) => w.ipa),
          words.map((w) => w.example),
        ],
      });
    },

    /** Every word the learner has met: taught in a day they completed, or saved to their dictionary. */
    async savedWords(userId: number, lowerWords: string[]): Promise<Set<string>> {
      const { rows } = await pool.query<{ w: string }>({
        text: `SELECT lower(word) AS w FROM user_dictionary_words
                WHERE user_id = $1 AND lower(word) = ANY($2::text[])`,
        values: [userId, lowerWords],
      });
      return new Set(rows.map((r) => r.w));
    },

    /**
     * Words in the learner's dictionary saved from a part: marked with it, or one of the words it
     * teaches (saved from any page).
     */
    async wordsSavedFromPart(
      userId: number,
      mainQuestionId: number,
      lowerWords: string[],
    ): Promise<number> {
      const { rows } = await pool.query<{ n: number }>({
        name: 'usertask-words-saved-from-part',
        text: `SELECT count(*)::int AS n FROM user_dictionary_words
                WHERE user_id = $1 AND (main_question_id = $2 OR lower(word) = ANY($3::text[]))`,
        values: [userId, mainQuestionId, lowerWords],
      });
      return rows[0]?.n ?? 0;
    },

    async dictionary(
      userId: number,
      search: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: DictionaryRow[]; total: number }> {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const { rows } = await pool.query<DictionaryRow & { total: number }>({
        name: 'usertask-dictionary',
        text: `SELECT id, word, meaning, ipa, example, created_at AS "createdAt",
                      count(*) OVER ()::int AS total
                 FROM user_dictionary_words
                WHERE user_id = $1 AND ($2::text IS NULL OR word ILIKE $2 OR meaning ILIKE $2)
                ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        values: [userId, pattern, limit, offset],
      });
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async deleteWord(userId: number, id: number): Promise<boolean> {
      const { rowCount } = await pool.query({
        text: 'DELETE FROM user_dictionary_words WHERE user_id = $1 AND id = $2',
        values: [userId, id],
      });
      return (rowCount ?? 0) > 0;
    },
  };
}
export type UserTaskRepository = ReturnType<typeof createUserTaskRepository>;
