import type { MetaLevel } from '@yek/contracts/content-meta';
import type {
  MetaCourseCreateBody,
  MetaCourseRecord,
  MetaCourseUpdateBody,
} from '@yek/contracts/metacourse';
import type { Paged } from '@yek/contracts/paging';
import type { Answer, Feedback } from '@yek/contracts/usertask-questions';
import type { Pool } from 'pg';
import { withTransaction } from '../../db/transaction';
import { type PagedQuery, pagedList } from '../../lib/paged-list';

/** SQL of the meta courses and of learners' progress in them (docs/decisions/0027). */

export interface CourseRow {
  id: number;
  slug: string | null;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  minLevel: MetaLevel;
  maxLevel: MetaLevel;
  published: boolean;
}

export interface TaskRow {
  id: number;
  courseId: number;
  number: number;
  titleTr: string;
  titleEn: string;
  level: MetaLevel;
  /** The task file as the loader stored it; parsed again before use. */
  content: unknown;
}

/** A learner's state in one task: answers given, completion and score. */
export interface TaskProgressRow {
  metaTaskId: number;
  answered: number;
  completedAt: Date | null;
  score: number | null;
}

export interface MetaAnswerRow {
  questionSlug: string;
  answer: Answer;
  isCorrect: boolean | null;
  score: number;
  feedback: Feedback | null;
  createdAt: Date;
}

const COURSE_COLUMNS = `c.id, c.slug, c.title_tr AS "titleTr", c.title_en AS "titleEn",
  c.description_tr AS "descriptionTr", c.description_en AS "descriptionEn",
  c.min_level AS "minLevel", c.max_level AS "maxLevel", c.published`;

const RECORD_SELECT = `SELECT ${COURSE_COLUMNS}, (c.edited_at IS NOT NULL) AS "editorOwned",
    to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
    (SELECT count(*)::int FROM meta_tasks t WHERE t.course_id = c.id AND t.retired_at IS NULL) AS "taskCount"
  FROM meta_courses c WHERE c.deleted_at IS NULL AND c.retired_at IS NULL`;

export function createMetaCourseRepository(pool: Pool) {
  return {
    /** Every course that is neither deleted nor retired, published or not. */
    async courses(): Promise<CourseRow[]> {
      const { rows } = await pool.query<CourseRow>(
        `SELECT ${COURSE_COLUMNS} FROM meta_courses c
          WHERE c.deleted_at IS NULL AND c.retired_at IS NULL ORDER BY c.id`,
      );
      return rows;
    },

    /** The tasks of those courses, in order. */
    async tasks(): Promise<TaskRow[]> {
      const { rows } = await pool.query<TaskRow>(
        `SELECT t.id, t.course_id AS "courseId", t.number, t.title_tr AS "titleTr",
                t.title_en AS "titleEn", t.level, t.content
           FROM meta_tasks t JOIN meta_courses c ON c.id = t.course_id
          WHERE t.retired_at IS NULL AND c.deleted_at IS NULL AND c.retired_at IS NULL
          ORDER BY t.course_id, t.number`,
      );
      return rows;
    },

    /** The caller's state in every task they started. */
    async progress(userId: number): Promise<TaskProgressRow[]> {
      const { rows } = await pool.query<TaskProgressRow>(
        `SELECT p.meta_task_id AS "metaTaskId", p.completed_at AS "completedAt", p.score,
                (SELECT count(*)::int FROM user_meta_answers a
                  WHERE a.user_id = p.user_id AND a.meta_task_id = p.meta_task_id) AS answered
           FROM user_meta_tasks p WHERE p.user_id = $1`,
        [userId],
      );
      return rows;
    },

    async answers(userId: number, metaTaskId: number): Promise<MetaAnswerRow[]> {
      const { rows } = await pool.query<MetaAnswerRow>(
        `SELECT question_slug AS "questionSlug", answer, is_correct AS "isCorrect", score, feedback,
                created_at AS "createdAt"
           FROM user_meta_answers WHERE user_id = $1 AND meta_task_id = $2`,
        [userId, metaTaskId],
      );
      return rows;
    },

    /**
     * Stores a final answer; null when the item was answered before. Completes the task once the
     * answers cover every item of it (`slugs`), with the mean score of its answers.
     */
    async registerAnswer(
      userId: number,
      metaTaskId: number,
      answer: Omit<MetaAnswerRow, 'createdAt'>,
      slugs: string[],
    ): Promise<{ createdAt: Date; answered: Set<string>; taskScore: number | null } | null> {
      return withTransaction(pool, async (c) => {
        await c.query(
          `INSERT INTO user_meta_tasks (user_id, meta_task_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [userId, metaTaskId],
        );
        await c.query(
          'SELECT 1 FROM user_meta_tasks WHERE user_id = $1 AND meta_task_id = $2 FOR UPDATE',
          [userId, metaTaskId],
        );
        const inserted = await c.query<{ createdAt: Date }>(
          `INSERT INTO user_meta_answers
                  (user_id, meta_task_id, question_slug, answer, is_correct, score, feedback)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT DO NOTHING RETURNING created_at AS "createdAt"`,
          [
            userId,
            metaTaskId,
            answer.questionSlug,
            JSON.stringify(answer.answer),
            answer.isCorrect,
            answer.score,
            answer.feedback === null ? null : JSON.stringify(answer.feedback),
          ],
        );
        const createdAt = inserted.rows[0]?.createdAt;
        if (!createdAt) return null;
        const { rows } = await c.query<{ slug: string; score: number }>(
          `SELECT question_slug AS slug, score FROM user_meta_answers
            WHERE user_id = $1 AND meta_task_id = $2 AND question_slug = ANY($3::text[])`,
          [userId, metaTaskId, slugs],
        );
        const answered = new Set(rows.map((r) => r.slug));
        let taskScore: number | null = null;
        if (slugs.every((s) => answered.has(s))) {
          taskScore = rows.reduce((n, r) => n + r.score, 0) / Math.max(1, rows.length);
          await c.query(
            `UPDATE user_meta_tasks SET completed_at = COALESCE(completed_at, now()), score = $3,
                    updated_at = now()
              WHERE user_id = $1 AND meta_task_id = $2`,
            [userId, metaTaskId, taskScore],
          );
        } else
          await c.query(
            'UPDATE user_meta_tasks SET updated_at = now() WHERE user_id = $1 AND meta_task_id = $2',
            [userId, metaTaskId],
          );
        return { createdAt, answered, taskScore };
      });
    },

    // ---- Management ------------------------------------------------------------------------

    page(
      query: PagedQuery<
        'id' | 'titleTr' | 'titleEn' | 'minLevel' | 'taskCount' | 'published' | 'updatedAt'
      >,
      publishedOnly: boolean,
    ): Promise<Paged<MetaCourseRecord>> {
      return pagedList<MetaCourseRecord, (typeof query)['orderBy']>(
        pool,
        {
          select: publishedOnly ? `${RECORD_SELECT} AND c.published` : RECORD_SELECT,
          sort: {
            id: 'id',
            titleTr: 'titleTr',
            titleEn: 'titleEn',
            minLevel: 'minLevel',
            taskCount: 'taskCount',
            published: 'published',
            updatedAt: 'updatedAt',
          },
          search: ['titleTr', 'titleEn', 'slug'],
        },
        query,
      );
    },

    async record(id: number): Promise<MetaCourseRecord | null> {
      const { rows } = await pool.query<MetaCourseRecord>(`${RECORD_SELECT} AND c.id = $1`, [id]);
      return rows[0] ?? null;
    },

    async insert(body: MetaCourseCreateBody): Promise<number> {
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO meta_courses (title_tr, title_en, description_tr, description_en, min_level,
                max_level, published, edited_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
        [
          body.titleTr,
          body.titleEn,
          body.descriptionTr,
          body.descriptionEn,
          body.minLevel,
          body.maxLevel,
          body.published,
        ],
      );
      return rows[0]!.id;
    },

    /** Changes a course and makes it the editors' from then on; false when there is none. */
    async update(body: MetaCourseUpdateBody): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE meta_courses SET title_tr = $2, title_en = $3, description_tr = $4,
                description_en = $5, min_level = $6, max_level = $7, published = $8,
                edited_at = now(), updated_at = now()
          WHERE id = $1 AND deleted_at IS NULL AND retired_at IS NULL`,
        [
          body.id,
          body.titleTr,
          body.titleEn,
          body.descriptionTr,
          body.descriptionEn,
          body.minLevel,
          body.maxLevel,
          body.published,
        ],
      );
      return (rowCount ?? 0) > 0;
    },

    /**
     * An editor's course goes; a loaded one is marked deleted, so the next load leaves it away.
     * false when there is none.
     */
    async remove(id: number): Promise<boolean> {
      const gone = await pool.query('DELETE FROM meta_courses WHERE id = $1 AND slug IS NULL', [
        id,
      ]);
      if ((gone.rowCount ?? 0) > 0) return true;
      const { rowCount } = await pool.query(
        `UPDATE meta_courses SET deleted_at = now(), edited_at = COALESCE(edited_at, now()),
                updated_at = now()
          WHERE id = $1 AND deleted_at IS NULL`,
        [id],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
export type MetaCourseRepository = ReturnType<typeof createMetaCourseRepository>;
