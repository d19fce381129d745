import type { Pool } from 'pg';
import type { registrationOptions, userRegistrationAnswers, users } from '../../db/schema';
import { type Queryable, withTransaction } from '../../db/transaction';

/** Everything about a learner the questionnaire reads, in one query. */
export type LearnerRow = Pick<
  typeof users.$inferSelect,
  'birthday' | 'registrationComplete' | 'trialStartedAt' | 'trialEndsAt' | 'subscriptionEndsAt'
> & {
  hasPurchases: boolean;
  answers: Pick<typeof userRegistrationAnswers.$inferSelect, 'questionId' | 'optionId'>[];
};
type OptionParent = Pick<typeof registrationOptions.$inferSelect, 'id' | 'parentId'>;

/**
 * Sets registration_complete once every question has an answer and a trial or plan runs at `now`.
 * The condition is evaluated in the database, so no caller can claim it.
 */
export async function markCompleteIfReady(q: Queryable, userId: number, now: Date) {
  const { rowCount } = await q.query(
    `UPDATE users u SET registration_complete = true, updated_at = now()
      WHERE u.id = $1 AND NOT u.registration_complete AND u.birthday IS NOT NULL
        AND (u.trial_ends_at > $2 OR u.subscription_ends_at > $2)
        AND NOT EXISTS (
          SELECT 1 FROM registration_questions rq
           WHERE rq.alias <> 'birthday'
             AND NOT EXISTS (SELECT 1 FROM user_registration_answers a
                              WHERE a.user_id = u.id AND a.question_id = rq.id))`,
    [userId, now],
  );
  return rowCount === 1;
}

export function createQuestionnaireRepository(pool: Pool) {
  return {
    async learner(userId: number): Promise<LearnerRow | null> {
      const { rows } = await pool.query<LearnerRow>(
        `SELECT u.birthday, u.registration_complete AS "registrationComplete",
                u.trial_started_at AS "trialStartedAt", u.trial_ends_at AS "trialEndsAt",
                u.subscription_ends_at AS "subscriptionEndsAt",
                EXISTS (SELECT 1 FROM user_purchases p WHERE p.user_id = u.id) AS "hasPurchases",
                COALESCE((SELECT json_agg(json_build_object('questionId', a.question_id, 'optionId', a.option_id)
                                          ORDER BY a.question_id, a.option_id)
                            FROM user_registration_answers a WHERE a.user_id = u.id), '[]') AS answers
           FROM users u WHERE u.id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    /** Options of a question among the given ids, with their parent (a department's faculty). */
    async optionsOf(questionId: number, ids: number[], userId?: number): Promise<OptionParent[]> {
      // With a learner: only the active options and those they chose before an editor retired them.
      const { rows } = await pool.query<OptionParent>(
        `SELECT o.id, o.parent_id AS "parentId" FROM registration_options o
          WHERE o.question_id = $1 AND o.id = ANY($2::int[])
            AND ($3::int IS NULL OR o.active OR EXISTS (SELECT 1 FROM user_registration_answers a
                  WHERE a.user_id = $3 AND a.option_id = o.id))`,
        [questionId, ids, userId ?? null],
      );
      return rows;
    },
    async hasChildren(optionId: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM registration_options WHERE parent_id = $1 LIMIT 1',
        [optionId],
      );
      return (rowCount ?? 0) > 0;
    },
    async optionByAlias(questionId: number, alias: string): Promise<number | null> {
      const { rows } = await pool.query<{ id: number }>(
        'SELECT id FROM registration_options WHERE question_id = $1 AND alias = $2',
        [questionId, alias],
      );
      return rows[0]?.id ?? null;
    },

    setBirthday: (userId: number, birthday: string, now: Date) =>
      withTransaction(pool, async (q) => {
        await q.query('UPDATE users SET birthday = $2, updated_at = now() WHERE id = $1', [
          userId,
          birthday,
        ]);
        await markCompleteIfReady(q, userId, now);
      }),

    /** A question's answer replaced as a whole: the old choices go, the new ones come. */
    replaceAnswers: (userId: number, questionId: number, optionIds: number[], now: Date) =>
      withTransaction(pool, async (q) => {
        // Serializes two answers from the same learner to the same question.
        await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
        await q.query(
          'DELETE FROM user_registration_answers WHERE user_id = $1 AND question_id = $2',
          [userId, questionId],
        );
        await q.query(
          `INSERT INTO user_registration_answers (user_id, question_id, option_id)
           SELECT $1, $2, unnest($3::int[])`,
          [userId, questionId, optionIds],
        );
        await markCompleteIfReady(q, userId, now);
      }),

    markCompleteIfReady: (userId: number, now: Date) => markCompleteIfReady(pool, userId, now),
  };
}
export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
