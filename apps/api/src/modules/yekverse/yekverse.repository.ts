import type { Pool, PoolClient } from 'pg';

export interface RunRow {
  id: number;
  userId: number;
  scenarioId: string;
  nodeId: string;
  turns: number;
  startedAt: Date;
  finishedAt: Date | null;
  success: boolean | null;
}

const RUN = `id, user_id AS "userId", scenario_id AS "scenarioId", node_id AS "nodeId", turns,
             started_at AS "startedAt", finished_at AS "finishedAt", success`;

export function createYekverseRepository(pool: Pool) {
  return {
    /**
     * The learner's programme level: the section of the day they are at (the latest day taken,
     * or where their placement result starts them, and day 1 before either).
     */
    async levelCode(userId: number): Promise<string | null> {
      const { rows } = await pool.query<{ code: string }>({
        name: 'yekverse-level',
        text: `SELECT lv.code
                 FROM program_sections s JOIN levels lv ON lv.id = s.level_id
                WHERE GREATEST(1,
                        COALESCE((SELECT max(day_no) FROM user_tasks WHERE user_id = $1), 0),
                        COALESCE((SELECT start_day FROM program_placements WHERE user_id = $1), 1))
                      BETWEEN s.first_day AND s.last_day
                ORDER BY s.order_no LIMIT 1`,
        values: [userId],
      });
      return rows[0]?.code ?? null;
    },

    /** Per scenario the learner played: whether any run of it ended in success. */
    async results(userId: number): Promise<{ scenarioId: string; success: boolean }[]> {
      const { rows } = await pool.query<{ scenarioId: string; success: boolean }>({
        name: 'yekverse-results',
        text: `SELECT scenario_id AS "scenarioId", bool_or(success IS TRUE) AS success
                 FROM yekverse_runs WHERE user_id = $1 GROUP BY scenario_id`,
        values: [userId],
      });
      return rows;
    },

    /** The learner's latest finished run. */
    async lastFinished(userId: number): Promise<RunRow | null> {
      const { rows } = await pool.query<RunRow>({
        name: 'yekverse-last-finished',
        text: `SELECT ${RUN} FROM yekverse_runs
                WHERE user_id = $1 AND finished_at IS NOT NULL
                ORDER BY finished_at DESC, id DESC LIMIT 1`,
        values: [userId],
      });
      return rows[0] ?? null;
    },

    async insertRun(userId: number, scenarioId: string, nodeId: string, at: Date): Promise<RunRow> {
      const { rows } = await pool.query<RunRow>(
        `INSERT INTO yekverse_runs (user_id, scenario_id, node_id, started_at)
         VALUES ($1, $2, $3, $4) RETURNING ${RUN}`,
        [userId, scenarioId, nodeId, at],
      );
      return rows[0]!;
    },

    /** The run when it is the learner's; null for another learner's or an unknown one. */
    async run(userId: number, runId: number): Promise<RunRow | null> {
      const { rows } = await pool.query<RunRow>({
        name: 'yekverse-run',
        text: `SELECT ${RUN} FROM yekverse_runs WHERE id = $1 AND user_id = $2`,
        values: [runId, userId],
      });
      return rows[0] ?? null;
    },

    /**
     * Moves the run from `from` to `to` and records the turn, at once. The node in the WHERE makes
     * a repeated or stale reply a no-op: of two identical replies sent together one moves the run
     * and the other gets null.
     */
    async advance(
      q: PoolClient,
      run: { id: number; userId: number; from: string; to: string },
      end: { success: boolean } | null,
      turn: {
        optionIndex: number;
        mode: 'choice' | 'text' | 'speech';
        said: string;
        appropriate: boolean;
        pronunciation: number | null;
      },
      at: Date,
    ): Promise<RunRow | null> {
      const { rows } = await q.query<RunRow>(
        `UPDATE yekverse_runs
            SET node_id = $4, turns = turns + 1,
                finished_at = CASE WHEN $5::boolean IS NULL THEN NULL ELSE $6::timestamptz END,
                success = $5::boolean
          WHERE id = $1 AND user_id = $2 AND node_id = $3 AND finished_at IS NULL
          RETURNING ${RUN}`,
        [run.id, run.userId, run.from, run.to, end?.success ?? null, at],
      );
      const row = rows[0];
      if (!row) return null;
      await q.query(
        `INSERT INTO yekverse_turns (run_id, user_id, node_id, option_index, mode, said,
                                     appropriate, pronunciation, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          run.id,
          run.userId,
          run.from,
          turn.optionIndex,
          turn.mode,
          turn.said,
          turn.appropriate,
          turn.pronunciation,
          at,
        ],
      );
      return row;
    },

    /** What the learner chose, typed or said in a run, in order. */
    async said(runId: number): Promise<string[]> {
      const { rows } = await pool.query<{ said: string }>({
        name: 'yekverse-said',
        text: 'SELECT said FROM yekverse_turns WHERE run_id = $1 ORDER BY id',
        values: [runId],
      });
      return rows.map((r) => r.said);
    },
  };
}

export type YekverseRepository = ReturnType<typeof createYekverseRepository>;
