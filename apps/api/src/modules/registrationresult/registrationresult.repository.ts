import type { RegistrationResultBody } from '@yek/contracts/registration-content';
import type { Pool } from 'pg';
import type {
  languages,
  registrationResultLocalizations,
  registrationResults,
  registrationStages,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { type PagedQuery, pagedList } from '../../lib/paged-list';

export type ResultRow = Pick<
  typeof registrationResults.$inferSelect,
  'id' | 'registrationStageId' | 'ruleKey' | 'orderNo'
> & {
  stageOrderNo: (typeof registrationStages.$inferSelect)['orderNo'];
  localizations: (Pick<
    typeof registrationResultLocalizations.$inferSelect,
    'languageId' | 'title' | 'description'
  > &
    Pick<typeof languages.$inferSelect, 'cultureName'>)[];
};

const SELECT = `
  SELECT r.id, r.registration_stage_id AS "registrationStageId", s.order_no AS "stageOrderNo",
         r.rule_key AS "ruleKey", r.order_no AS "orderNo",
         COALESCE(json_agg(json_build_object('languageId', l.language_id, 'cultureName', lang.culture_name,
                  'title', l.title, 'description', l.description) ORDER BY l.language_id)
                  FILTER (WHERE l.id IS NOT NULL), '[]') AS localizations
    FROM registration_results r
    JOIN registration_stages s ON s.id = r.registration_stage_id
    LEFT JOIN registration_result_localizations l ON l.result_id = r.id
    LEFT JOIN languages lang ON lang.id = l.language_id`;
const GROUP = 'GROUP BY r.id, s.order_no';
const ORDER = `${GROUP} ORDER BY s.order_no, r.order_no, r.id`;
export type ResultSort = 'stageOrderNo' | 'id' | 'ruleKey' | 'orderNo';

export function createRegistrationResultRepository(pool: Pool) {
  return {
    async list(): Promise<ResultRow[]> {
      return (await pool.query<ResultRow>(`${SELECT} ${ORDER}`)).rows;
    },
    /** Searched in the rule and in the titles of every language. */
    page: (query: PagedQuery<ResultSort>) =>
      pagedList<ResultRow, ResultSort>(
        pool,
        {
          select: `${SELECT.replace(' AS localizations', " AS localizations, string_agg(l.title, ' ') AS titles")} ${GROUP}`,
          sort: { stageOrderNo: 'stageOrderNo', id: 'id', ruleKey: 'ruleKey', orderNo: 'orderNo' },
          search: ['ruleKey', 'titles'],
        },
        query,
      ),
    async byStage(stageId: number): Promise<ResultRow[]> {
      return (
        await pool.query<ResultRow>(`${SELECT} WHERE r.registration_stage_id = $1 ${ORDER}`, [
          stageId,
        ])
      ).rows;
    },
    async byId(id: number): Promise<ResultRow | null> {
      const { rows } = await pool.query<ResultRow>(`${SELECT} WHERE r.id = $1 ${ORDER}`, [id]);
      return rows[0] ?? null;
    },
    /** Inserts or updates a result with its texts; null when the id does not exist. */
    save(body: RegistrationResultBody): Promise<number | null> {
      return withTransaction(pool, async (q) => {
        let id = body.id ?? null;
        const values = [body.registrationStageId, body.ruleKey, body.orderNo ?? 0];
        if (id === null) {
          const { rows } = await q.query<{ id: number }>(
            `INSERT INTO registration_results (registration_stage_id, rule_key, order_no)
             VALUES ($1, $2, $3) RETURNING id`,
            values,
          );
          id = rows[0]!.id;
        } else {
          const { rowCount } = await q.query(
            `UPDATE registration_results SET registration_stage_id = $1, rule_key = $2, order_no = $3
              WHERE id = $4`,
            [...values, id],
          );
          if (rowCount === 0) return null;
          await q.query('DELETE FROM registration_result_localizations WHERE result_id = $1', [id]);
        }
        for (const l of body.registrationResultLocalizations) {
          await q.query(
            `INSERT INTO registration_result_localizations (result_id, language_id, title, description)
             VALUES ($1, $2, $3, $4)`,
            [id, l.languageId, l.title, l.description ?? ''],
          );
        }
        return id;
      });
    },
    async remove(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM registration_results WHERE id = $1', [id]);
      return rowCount === 1;
    },
  };
}
export type RegistrationResultRepository = ReturnType<typeof createRegistrationResultRepository>;
