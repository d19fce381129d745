import type { Pool } from 'pg';
import type { LearnerDay, MainQuestionReveal, QuestionKey } from './content.types';

/**
 * The programme as the daily task engine reads it. A whole day (lecture, parts, their items with
 * options, and the words) comes back in one query built with json_agg, and without any key:
 * is_correct, accepted answers, solutions, explanations and transcripts are read only by
 * loadKeys and loadReveals. Retired items are left out of the learner's day.
 */

const DAY_SELECT = `
  SELECT t.id, t.slug, t.day_no AS "dayNo", t.kind, t.title_tr AS "titleTr", t.title_en AS "titleEn",
         s.slug AS "sectionSlug", t.level_id AS "levelId", lv.code AS "levelCode",
         (SELECT json_build_object('id', l.id, 'slug', l.slug, 'pointTr', l.point_tr,
                   'pointEn', l.point_en, 'explanation', l.explanation, 'examples', l.examples,
                   'mistakes', l.mistakes)
            FROM lectures l WHERE l.task_id = t.id) AS lecture,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'id', m.id, 'slug', m.slug, 'orderNo', m.order_no, 'skillId', m.skill_id,
                    'kind', m.kind, 'instructionsTr', m.instructions_tr,
                    'instructionsEn', m.instructions_en, 'body', m.body,
                    'questions', COALESCE((
                      SELECT json_agg(json_build_object(
                               'id', q.id, 'slug', q.slug, 'orderNo', q.order_no, 'type', q.type,
                               'payload', q.payload,
                               'options', COALESCE((
                                 SELECT json_agg(json_build_object('id', o.id, 'orderNo', o.order_no,
                                          'text', o.text) ORDER BY o.order_no)
                                   FROM question_options o
                                  WHERE o.question_id = q.id AND o.retired_at IS NULL), '[]'))
                             ORDER BY q.order_no)
                        FROM questions q
                       WHERE q.main_question_id = m.id AND q.retired_at IS NULL), '[]'),
                    'vocabulary', COALESCE((
                      SELECT json_agg(json_build_object('id', v.id, 'slug', v.slug,
                               'headword', v.headword, 'pos', v.pos, 'levelId', v.level_id,
                               'ipa', v.ipa, 'meaningTr', v.meaning_tr, 'exampleEn', v.example_en,
                               'exampleTr', v.example_tr) ORDER BY mv.order_no)
                        FROM main_question_vocabulary mv JOIN vocabulary v ON v.id = mv.vocabulary_id
                       WHERE mv.main_question_id = m.id), '[]'))
                  ORDER BY m.order_no)
             FROM task_main_questions m
            WHERE m.task_id = t.id AND m.retired_at IS NULL), '[]') AS "mainQuestions"
    FROM tasks t
    JOIN program_sections s ON s.id = t.section_id
    JOIN levels lv ON lv.id = t.level_id`;

export function createContentRepository(pool: Pool) {
  return {
    /** Day N of the programme as a learner sees it before answering: one query. */
    async loadDayForLearner(dayNo: number): Promise<LearnerDay | null> {
      const { rows } = await pool.query<LearnerDay>({
        name: 'content-day-by-number',
        text: `${DAY_SELECT} WHERE t.day_no = $1`,
        values: [dayNo],
      });
      return rows[0] ?? null;
    },

    /** The same by task id, for callers that hold a user task. */
    async loadTaskForLearner(taskId: number): Promise<LearnerDay | null> {
      const { rows } = await pool.query<LearnerDay>({
        name: 'content-day-by-task',
        text: `${DAY_SELECT} WHERE t.id = $1`,
        values: [taskId],
      });
      return rows[0] ?? null;
    },

    /**
     * Keys of the given questions, retired ones included (an answer given before a question was
     * retired can still be shown with its result): one query.
     */
    async loadKeys(questionIds: number[]): Promise<QuestionKey[]> {
      if (questionIds.length === 0) return [];
      const { rows } = await pool.query<QuestionKey>({
        name: 'content-question-keys',
        text: `
          SELECT q.id, q.slug, q.main_question_id AS "mainQuestionId", q.type,
                 q.retired_at IS NOT NULL AS retired, q.solution, q.explanation,
                 COALESCE((SELECT json_agg(o.id ORDER BY o.order_no) FROM question_options o
                            WHERE o.question_id = q.id AND o.is_correct AND o.retired_at IS NULL), '[]')
                   AS "correctOptionIds",
                 COALESCE((SELECT json_agg(json_build_object('answer', a.answer, 'normalized', a.normalized)
                                   ORDER BY a.order_no)
                             FROM accepted_answers a WHERE a.question_id = q.id), '[]') AS "acceptedAnswers"
            FROM questions q
           WHERE q.id = ANY($1::int[])
           ORDER BY q.id`,
        values: [questionIds],
      });
      return rows;
    },

    /** What parts show once answered (the listening transcript): one query. */
    async loadReveals(mainQuestionIds: number[]): Promise<MainQuestionReveal[]> {
      if (mainQuestionIds.length === 0) return [];
      const { rows } = await pool.query<MainQuestionReveal>({
        name: 'content-main-question-reveals',
        text: 'SELECT id, reveal FROM task_main_questions WHERE id = ANY($1::int[]) ORDER BY id',
        values: [mainQuestionIds],
      });
      return rows;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
