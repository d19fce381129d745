import type { Pool } from 'pg';
import type { ProgressDay } from '@yek/contracts/usertask';

/**
 * The SQL of a learner's progress figures (GET usertask/getuserprogress), part of the user task
 * repository. Scoped by user_id like the rest of it.
 */

export type ActivityRow = {
  days: ProgressDay[];
  currentStreak: number;
  longestStreak: number;
  activeDays: number;
};

export function createProgressRepository(pool: Pool) {
  return {
    // Each query starts from the learner's user_tasks (indexed by user) and reaches the answers
    // through their task (indexed by user task), so a learner with a whole year costs a few
    // thousand index-read rows.

    /**
     * Days with any step since `since`, with their study time, and the streaks over all days
     * (days in a row with a finished day of the programme, decision 0034).
     */
    async activity(
      userId: number,
      timeZone: string,
      today: string,
      since: string,
      gapMinutes: number,
    ): Promise<ActivityRow> {
      const { rows } = await pool.query<ActivityRow>({
        name: 'usertask-progress-activity',
        text: `WITH mine AS (
                 SELECT id, assigned_at, lecture_completed_at, completed_at
                   FROM user_tasks WHERE user_id = $1
               ), answered AS (
                 SELECT a.created_at AS at FROM mine JOIN user_task_answers a ON a.user_task_id = mine.id
               ), steps AS (
                 SELECT at FROM answered
                 UNION ALL SELECT assigned_at FROM mine
                 UNION ALL SELECT lecture_completed_at FROM mine WHERE lecture_completed_at IS NOT NULL
               ), gaps AS (
                 SELECT (at AT TIME ZONE $2)::date AS d,
                        at - lag(at) OVER (PARTITION BY (at AT TIME ZONE $2)::date ORDER BY at) AS gap
                   FROM steps
               ), study AS (
                 SELECT d, floor(COALESCE(extract(epoch FROM sum(gap)
                          FILTER (WHERE gap <= make_interval(mins => $5::int))), 0) / 60)::int AS minutes
                   FROM gaps GROUP BY d
               ), answer_days AS (
                 SELECT (at AT TIME ZONE $2)::date AS d, count(*)::int AS n FROM answered GROUP BY 1
               ), completions AS (
                 SELECT (completed_at AT TIME ZONE $2)::date AS d, count(*)::int AS n
                   FROM mine WHERE completed_at IS NOT NULL GROUP BY 1
               ), active AS (
                 SELECT d FROM answer_days UNION SELECT d FROM completions
               ), runs AS (
                 -- The streak counts days on which a day of the programme was finished (0034).
                 SELECT max(d) AS last, count(*)::int AS len
                   FROM (SELECT d, d - (row_number() OVER (ORDER BY d))::int AS island FROM completions) x
                  GROUP BY island
               )
               SELECT COALESCE((
                        SELECT json_agg(json_build_object(
                                 'date', s.d::text, 'answers', COALESCE(ad.n, 0),
                                 'completedDays', COALESCE(c.n, 0), 'minutes', s.minutes) ORDER BY s.d)
                          FROM study s
                          LEFT JOIN answer_days ad ON ad.d = s.d
                          LEFT JOIN completions c ON c.d = s.d
                         WHERE s.d BETWEEN $4::date AND $3::date), '[]') AS days,
                      COALESCE((SELECT max(len) FROM runs), 0) AS "longestStreak",
                      COALESCE((SELECT max(len) FROM runs WHERE last >= $3::date - 1), 0) AS "currentStreak",
                      (SELECT count(*) FROM active)::int AS "activeDays"`,
        values: [userId, timeZone, today, since, gapMinutes],
      });
      return rows[0]!;
    },

    /**
     * Distinct words learned (saved to the dictionary, or taught in a vocabulary part the learner
     * answered in full), counted by the end of each week from `since` to `lastWeek` (Mondays).
     */
    async wordWeeks(
      userId: number,
      timeZone: string,
      since: string,
      lastWeek: string,
    ): Promise<{ weekStart: string; total: number; wordsTotal: number }[]> {
      const { rows } = await pool.query<{ weekStart: string; total: number; wordsTotal: number }>({
        name: 'usertask-progress-words',
        text: `WITH done_parts AS (
                 SELECT a.main_question_id AS id, max(a.created_at) AS at
                   FROM user_tasks ut
                   JOIN user_task_answers a ON a.user_task_id = ut.id
                   JOIN task_main_questions m ON m.id = a.main_question_id AND m.kind = 'vocabulary'
                  WHERE ut.user_id = $1
                  GROUP BY a.user_task_id, a.main_question_id
                 HAVING count(*) >= (SELECT count(*) FROM questions q
                                      WHERE q.main_question_id = a.main_question_id AND q.retired_at IS NULL)
               ), learned AS (
                 SELECT lower(v.headword) AS w, p.at
                   FROM done_parts p
                   JOIN main_question_vocabulary mv ON mv.main_question_id = p.id
                   JOIN vocabulary v ON v.id = mv.vocabulary_id
                 UNION ALL
                 SELECT lower(word), created_at FROM user_dictionary_words WHERE user_id = $1
               ), firsts AS (
                 SELECT (min(at) AT TIME ZONE $2)::date AS d FROM learned GROUP BY w
               )
               SELECT wk::date::text AS "weekStart",
                      (SELECT count(*) FROM firsts WHERE d < wk::date + 7)::int AS total,
                      (SELECT count(*) FROM firsts)::int AS "wordsTotal"
                 FROM generate_series($3::date, $4::date, interval '7 days') AS wk
                ORDER BY wk`,
        values: [userId, timeZone, since, lastWeek],
      });
      return rows;
    },

    /** Mean score and answers by week (Monday) and skill, from `since` on. */
    async skillWeeks(
      userId: number,
      timeZone: string,
      since: string,
    ): Promise<{ weekStart: string; skillId: number; answered: number; score: number }[]> {
      const { rows } = await pool.query<{
        weekStart: string;
        skillId: number;
        answered: number;
        score: number;
      }>({
        name: 'usertask-progress-skills',
        text: `SELECT date_trunc('week', a.created_at AT TIME ZONE $2)::date::text AS "weekStart",
                      m.skill_id AS "skillId", count(*)::int AS answered, avg(a.score)::float8 AS score
                 FROM user_tasks ut
                 JOIN user_task_answers a ON a.user_task_id = ut.id
                 JOIN task_main_questions m ON m.id = a.main_question_id
                WHERE ut.user_id = $1 AND a.created_at >= $3::date::timestamp AT TIME ZONE $2
                GROUP BY 1, 2 ORDER BY 1, 2`,
        values: [userId, timeZone, since],
      });
      return rows;
    },
  };
}
