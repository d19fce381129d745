import type { Answer, Feedback } from '@yek/contracts/usertask-questions';
import type { Pool } from 'pg';
import type { userExams } from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import type {
  ExamQuestionKey,
  ProductiveKey,
  PlacementKey,
  PlacementPayload,
  StoredPaper,
} from '../content/exam-mapping';
import type { BilingualText } from '@yek/contracts/content';

/** All SQL of the exams. Every read of a learner's exam is filtered by the learner's id. */

export interface BankRow {
  id: number;
  slug: string;
  levelId: number;
  skill: 'reading' | 'listening' | 'grammar' | 'vocabulary';
  /** The calibrated difficulty where there is one, else the written one. */
  difficulty: number;
  payload: PlacementPayload;
  key: PlacementKey;
}

export interface FormRow {
  id: number;
  slug: string;
  levelId: number;
  form: string;
  timeLimitMinutes: number;
  passMark: number;
  paper: StoredPaper & { title: BilingualText };
  keys: Record<string, ExamQuestionKey | ProductiveKey>;
}

type ExamColumns = typeof userExams.$inferSelect;
export type ExamRow = Pick<
  ExamColumns,
  | 'id'
  | 'userId'
  | 'kind'
  | 'levelId'
  | 'formId'
  | 'startedAt'
  | 'deadlineAt'
  | 'finishedAt'
  | 'pendingItemId'
  | 'score'
  | 'passed'
  | 'appliedAt'
  | 'certificateCode'
> & { result: ExamResultJson | null; answeredCount: number };

export interface ExamResultJson {
  sections?: { section: string; correct: number; total: number; percent: number }[];
  /** How the score was made (decision 0028): points earned of all points. */
  points?: { earned: number; total: number };
  placement?: {
    levelId: number;
    theta: number;
    se: number;
    confidence: number;
    levelProbabilities: Record<string, number>;
  };
}

export interface AnswerRow {
  orderNo: number;
  placementItemId: number | null;
  questionSlug: string | null;
  section: string;
  answer: Answer;
  isCorrect: boolean | null;
  difficulty: number | null;
  score: number | null;
  feedback: Feedback | null;
}

export interface CertificateRow {
  code: string;
  name: string;
  surname: string;
  levelId: number;
  formId: number;
  finishedAt: Date;
}

export interface CompletedSectionRow {
  slug: string;
  levelId: number;
  titleTr: string;
  titleEn: string;
  lastDay: number;
  userTaskId: number;
  completedAt: Date;
}

const EXAM_SELECT = `
  SELECT e.id, e.user_id AS "userId", e.kind, e.level_id AS "levelId", e.form_id AS "formId",
         e.started_at AS "startedAt", e.deadline_at AS "deadlineAt", e.finished_at AS "finishedAt",
         e.pending_item_id AS "pendingItemId", e.score, e.passed, e.result, e.applied_at AS "appliedAt",
         e.certificate_code AS "certificateCode",
         (SELECT count(*) FROM user_exam_answers a WHERE a.user_exam_id = e.id)::int AS "answeredCount"
    FROM user_exams e`;

const FORM_SELECT = `
  SELECT id, slug, level_id AS "levelId", form, time_limit_minutes AS "timeLimitMinutes",
         pass_mark AS "passMark", paper, keys
    FROM level_exam_forms`;

const ANSWER_SELECT = `
  SELECT order_no AS "orderNo", placement_item_id AS "placementItemId",
         question_slug AS "questionSlug", section, answer, is_correct AS "isCorrect", difficulty,
         score, feedback
    FROM user_exam_answers`;

export function createUserTaskExamRepository(pool: Pool) {
  return {
    async bank(): Promise<BankRow[]> {
      const { rows } = await pool.query<BankRow>(
        `SELECT id, slug, level_id AS "levelId", skill,
                coalesce(calibrated_difficulty, difficulty) AS difficulty, payload, key
           FROM placement_items WHERE retired_at IS NULL ORDER BY id`,
      );
      return rows;
    },

    /** Items by id, retired ones included (an exam taken earlier may point at them). */
    async itemsById(ids: number[]): Promise<BankRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await pool.query<BankRow>(
        `SELECT id, slug, level_id AS "levelId", skill, difficulty, payload, key
           FROM placement_items WHERE id = ANY($1)`,
        [ids],
      );
      return rows;
    },

    async levelForms(levelId: number): Promise<FormRow[]> {
      const { rows } = await pool.query<FormRow>(
        `${FORM_SELECT} WHERE level_id = $1 AND retired_at IS NULL ORDER BY form`,
        [levelId],
      );
      return rows;
    },

    async formById(id: number): Promise<FormRow | null> {
      const { rows } = await pool.query<FormRow>(`${FORM_SELECT} WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async exam(userId: number, id: number, q: Queryable = pool, lock = false) {
      const { rows } = await q.query<ExamRow>(
        `${EXAM_SELECT} WHERE e.id = $1 AND e.user_id = $2${lock ? ' FOR UPDATE' : ''}`,
        [id, userId],
      );
      return rows[0] ?? null;
    },

    async openExam(userId: number, kind: 'placement' | 'level', levelId: number | null) {
      const { rows } = await pool.query<ExamRow>(
        `${EXAM_SELECT} WHERE e.user_id = $1 AND e.kind = $2 AND coalesce(e.level_id, 0) = $3
            AND e.finished_at IS NULL`,
        [userId, kind, levelId ?? 0],
      );
      return rows[0] ?? null;
    },

    async lastFinished(userId: number, kind: 'placement' | 'level', levelId: number | null) {
      const { rows } = await pool.query<ExamRow>(
        `${EXAM_SELECT} WHERE e.user_id = $1 AND e.kind = $2 AND coalesce(e.level_id, 0) = $3
            AND e.finished_at IS NOT NULL ORDER BY e.finished_at DESC LIMIT 1`,
        [userId, kind, levelId ?? 0],
      );
      return rows[0] ?? null;
    },

    async finishedExams(userId: number, limit: number) {
      const { rows } = await pool.query<ExamRow>(
        `${EXAM_SELECT} WHERE e.user_id = $1 AND e.finished_at IS NOT NULL
          ORDER BY e.finished_at DESC LIMIT $2`,
        [userId, limit],
      );
      return rows;
    },

    /** A new exam, or null when one of the kind and level is already open (a second start). */
    async insertExam(
      q: Tx,
      row: {
        userId: number;
        kind: 'placement' | 'level';
        levelId: number | null;
        formId: number | null;
        at: Date;
        deadlineAt: Date | null;
      },
    ): Promise<number | null> {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO user_exams (user_id, kind, level_id, form_id, started_at, deadline_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
        [row.userId, row.kind, row.levelId, row.formId, row.at, row.deadlineAt],
      );
      return rows[0]?.id ?? null;
    },

    async setPending(q: Tx, examId: number, itemId: number | null) {
      await q.query('UPDATE user_exams SET pending_item_id = $2 WHERE id = $1', [examId, itemId]);
    },

    async finish(
      q: Tx,
      examId: number,
      at: Date,
      outcome: {
        score: number | null;
        passed: boolean | null;
        result: ExamResultJson;
        certificateCode?: string | null;
      },
    ) {
      await q.query(
        `UPDATE user_exams SET finished_at = $2, pending_item_id = NULL, score = $3, passed = $4,
                result = $5, certificate_code = $6 WHERE id = $1`,
        [
          examId,
          at,
          outcome.score,
          outcome.passed,
          JSON.stringify(outcome.result),
          outcome.certificateCode ?? null,
        ],
      );
    },

    /** Writing and speaking marks: the share earned and the feedback, per answer. */
    async markProductive(
      q: Tx,
      examId: number,
      marks: { slug: string; score: number; feedback: Feedback | null }[],
    ) {
      if (marks.length === 0) return;
      await q.query(
        `UPDATE user_exam_answers a SET score = m.score, feedback = m.feedback
           FROM unnest($2::text[], $3::real[], $4::jsonb[]) AS m(slug, score, feedback)
          WHERE a.user_exam_id = $1 AND a.question_slug = m.slug`,
        [
          examId,
          marks.map((m) => m.slug),
          marks.map((m) => m.score),
          marks.map((m) => (m.feedback ? JSON.stringify(m.feedback) : null)),
        ],
      );
    },

    /** A passed level exam by its certificate code, with its learner's name. */
    async certificate(code: string): Promise<CertificateRow | null> {
      const { rows } = await pool.query<CertificateRow>(
        `SELECT e.certificate_code AS code, u.name, u.surname, e.level_id AS "levelId",
                e.form_id AS "formId", e.finished_at AS "finishedAt"
           FROM user_exams e JOIN users u ON u.id = e.user_id
          WHERE e.certificate_code = $1 AND e.kind = 'level' AND e.passed
            AND e.finished_at IS NOT NULL`,
        [code],
      );
      return rows[0] ?? null;
    },

    /** The programme sections whose last day the learner has completed, in programme order. */
    async completedSections(userId: number): Promise<CompletedSectionRow[]> {
      const { rows } = await pool.query<CompletedSectionRow>(
        `SELECT s.slug, s.level_id AS "levelId", s.title_tr AS "titleTr", s.title_en AS "titleEn",
                s.last_day AS "lastDay", ut.id AS "userTaskId", ut.completed_at AS "completedAt"
           FROM program_sections s
           JOIN user_tasks ut ON ut.user_id = $1 AND ut.day_no = s.last_day
                             AND ut.completed_at IS NOT NULL
          ORDER BY s.order_no`,
        [userId],
      );
      return rows;
    },

    async answers(examId: number, q: Queryable = pool): Promise<AnswerRow[]> {
      const { rows } = await q.query<AnswerRow>(
        `${ANSWER_SELECT} WHERE user_exam_id = $1 ORDER BY order_no`,
        [examId],
      );
      return rows;
    },

    async answersPage(examId: number, offset: number, limit: number) {
      const { rows } = await pool.query<AnswerRow>(
        `${ANSWER_SELECT} WHERE user_exam_id = $1 ORDER BY order_no OFFSET $2 LIMIT $3`,
        [examId, offset, limit],
      );
      return rows;
    },

    /** A placement answer (final) or a level exam answer (replaced until the paper is submitted). */
    async saveAnswer(
      q: Tx,
      row: {
        examId: number;
        userId: number;
        orderNo: number;
        placementItemId: number | null;
        questionSlug: string | null;
        section: string;
        answer: Answer;
        isCorrect: boolean | null;
        difficulty: number | null;
        at: Date;
      },
    ) {
      await q.query(
        `INSERT INTO user_exam_answers (user_exam_id, user_id, order_no, placement_item_id,
            question_slug, section, answer, is_correct, difficulty, answered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (user_exam_id, (coalesce(question_slug, placement_item_id::text)))
         DO UPDATE SET answer = EXCLUDED.answer, answered_at = EXCLUDED.answered_at`,
        [
          row.examId,
          row.userId,
          row.orderNo,
          row.placementItemId,
          row.questionSlug,
          row.section,
          JSON.stringify(row.answer),
          row.isCorrect,
          row.difficulty,
          row.at,
        ],
      );
    },

    /**
     * A level paper's answer, saved only while the paper is open, in one statement: the share lock
     * on the paper's row lets answers be saved side by side but waits for (and then sees) a
     * hand-in, which locks the row for update. Returns the number of answers, or null when the
     * paper is closed.
     */
    async saveOpenAnswer(row: {
      examId: number;
      userId: number;
      orderNo: number;
      questionSlug: string;
      section: string;
      answer: Answer;
      at: Date;
    }): Promise<number | null> {
      const { rows } = await pool.query<{ answered: number }>(
        `WITH open AS (
           SELECT id FROM user_exams
            WHERE id = $1 AND user_id = $2 AND finished_at IS NULL FOR SHARE
         ), saved AS (
           INSERT INTO user_exam_answers (user_exam_id, user_id, order_no, question_slug, section,
                                          answer, answered_at)
           SELECT id, $2, $3, $4, $5, $6, $7 FROM open
           ON CONFLICT (user_exam_id, (coalesce(question_slug, placement_item_id::text)))
           DO UPDATE SET answer = EXCLUDED.answer, answered_at = EXCLUDED.answered_at
           RETURNING (xmax = 0) AS inserted
         )
         SELECT (SELECT count(*) FROM user_exam_answers WHERE user_exam_id = $1)::int
                + (SELECT count(*) FROM saved WHERE inserted)::int AS answered
          WHERE EXISTS (SELECT 1 FROM saved)`,
        [
          row.examId,
          row.userId,
          row.orderNo,
          row.questionSlug,
          row.section,
          JSON.stringify(row.answer),
          row.at,
        ],
      );
      return rows[0]?.answered ?? null;
    },

    async markAnswers(q: Tx, examId: number, marks: { slug: string; isCorrect: boolean }[]) {
      if (marks.length === 0) return;
      await q.query(
        `UPDATE user_exam_answers a SET is_correct = m.correct
           FROM unnest($2::text[], $3::boolean[]) AS m(slug, correct)
          WHERE a.user_exam_id = $1 AND a.question_slug = m.slug`,
        [examId, marks.map((m) => m.slug), marks.map((m) => m.isCorrect)],
      );
    },

    /** The first programme day of the level's section, or null when the programme has none. */
    async sectionFirstDay(levelId: number): Promise<number | null> {
      const { rows } = await pool.query<{ day: number | null }>(
        'SELECT min(first_day)::int AS day FROM program_sections WHERE level_id = $1',
        [levelId],
      );
      return rows[0]?.day ?? null;
    },

    /** The day the learner's programme goes on with: after their last day, or where they moved it. */
    async nextProgramDay(userId: number): Promise<number> {
      const { rows } = await pool.query<{ day: number }>(
        `SELECT greatest(coalesce((SELECT max(day_no) FROM user_tasks WHERE user_id = $1), 0) + 1,
                         coalesce((SELECT start_day FROM program_placements WHERE user_id = $1), 1))::int AS day`,
        [userId],
      );
      return rows[0]!.day;
    },

    async applyPlacement(q: Tx, userId: number, examId: number, startDay: number, at: Date) {
      await q.query(
        `INSERT INTO program_placements (user_id, start_day, user_exam_id, applied_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET start_day = EXCLUDED.start_day,
           user_exam_id = EXCLUDED.user_exam_id, applied_at = EXCLUDED.applied_at`,
        [userId, startDay, examId, at],
      );
      await q.query('UPDATE user_exams SET applied_at = $2 WHERE id = $1', [examId, at]);
    },

    /** Every stored placement answer, for calibration. */
    async placementResponses() {
      const { rows } = await pool.query<{ personId: string; itemId: string; correct: boolean }>(
        `SELECT a.user_exam_id::text AS "personId", i.slug AS "itemId", a.is_correct AS correct
           FROM user_exam_answers a JOIN placement_items i ON i.id = a.placement_item_id
          WHERE a.is_correct IS NOT NULL`,
      );
      return rows;
    },

    async allItems() {
      const { rows } = await pool.query<{ id: string; difficulty: number }>(
        'SELECT slug AS id, difficulty FROM placement_items WHERE retired_at IS NULL ORDER BY id',
      );
      return rows;
    },

    async saveCalibration(items: { id: string; difficulty: number }[]) {
      await pool.query(
        `UPDATE placement_items p SET calibrated_difficulty = c.difficulty
           FROM unnest($1::text[], $2::real[]) AS c(slug, difficulty) WHERE p.slug = c.slug`,
        [items.map((i) => i.id), items.map((i) => i.difficulty)],
      );
    },
  };
}
export type UserTaskExamRepository = ReturnType<typeof createUserTaskExamRepository>;
