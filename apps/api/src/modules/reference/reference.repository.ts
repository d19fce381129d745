import { REQUIRED_CONTRACT_ALIASES } from '@yek/contracts/auth';
import type { Contract, HelloSlider, HelloSliderBody, Language } from '@yek/contracts/reference';
import type { PendingContract } from '@yek/contracts/user';
import type { Pool } from 'pg';
import { type PagedQuery, pagedList } from '../../lib/paged-list';
import type { cities, districts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';

const SLIDER_SELECT = `
  SELECT s.id, s.page_alias AS "pageAlias", s.view_type AS "viewType", s.order_no AS "orderNo",
         s.image_file_path AS "imageFilePath",
         COALESCE(json_agg(json_build_object('languageId', l.language_id, 'cultureName', lang.culture_name,
                  'title', l.title, 'description', l.description) ORDER BY l.language_id)
                  FILTER (WHERE l.id IS NOT NULL), '[]') AS "helloSliderLocalizations"
    FROM hello_sliders s
    LEFT JOIN hello_slider_localizations l ON l.hello_slider_id = s.id
    LEFT JOIN languages lang ON lang.id = l.language_id`;

const CONTRACT_SELECT = `
  SELECT c.id, c.alias, c.version, c.is_current AS "isCurrent",
         to_char(c.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "publishedAt",
         COALESCE(json_agg(json_build_object('cultureName', l.culture_name, 'title', l.title, 'content', l.content)
                  ORDER BY l.culture_name DESC) FILTER (WHERE l.id IS NOT NULL), '[]') AS "contractLocalizations"
    FROM contracts c
    LEFT JOIN contract_localizations l ON l.contract_id = c.id`;

const LANGUAGE_SELECT =
  'SELECT id, culture_name AS "cultureName", display_name AS "displayName" FROM languages';

export function createReferenceRepository(pool: Pool) {
  return {
    languagePage: (query: PagedQuery<'id' | 'cultureName' | 'displayName'>) =>
      pagedList<Language, typeof query.orderBy>(
        pool,
        {
          select: LANGUAGE_SELECT,
          sort: { id: 'id', cultureName: 'cultureName', displayName: 'displayName' },
          search: ['cultureName', 'displayName'],
        },
        query,
      ),
    /** Every slide, searched in its page alias and its titles in any language. */
    sliderPage: (query: PagedQuery<'orderNo' | 'id' | 'pageAlias' | 'viewType'>) =>
      pagedList<HelloSlider, typeof query.orderBy>(
        pool,
        {
          select: SLIDER_SELECT.replace(
            '"helloSliderLocalizations"',
            '"helloSliderLocalizations", string_agg(l.title, \' \') AS titles',
          ).concat(' GROUP BY s.id'),
          sort: { orderNo: 'orderNo', id: 'id', pageAlias: 'pageAlias', viewType: 'viewType' },
          search: ['pageAlias', 'titles'],
        },
        query,
      ),
    /** Every version of every agreement, newest first within an alias when sorted by alias. */
    contractPage: (query: PagedQuery<'alias' | 'version' | 'publishedAt' | 'id'>) =>
      pagedList<Contract, typeof query.orderBy>(
        pool,
        {
          select: `${CONTRACT_SELECT} GROUP BY c.id`,
          sort: { alias: 'alias', version: 'version', publishedAt: 'publishedAt', id: 'id' },
          search: ['alias'],
        },
        query,
      ),
    async languages(): Promise<Language[]> {
      const { rows } = await pool.query<Language>(
        'SELECT id, culture_name AS "cultureName", display_name AS "displayName" FROM languages ORDER BY id',
      );
      return rows;
    },
    async language(id: number): Promise<Language | null> {
      const { rows } = await pool.query<Language>(
        'SELECT id, culture_name AS "cultureName", display_name AS "displayName" FROM languages WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
    async upsertLanguage(l: {
      id?: number;
      cultureName: string;
      displayName: string;
    }): Promise<Language> {
      const { rows } = await pool.query<Language>(
        `INSERT INTO languages (id, culture_name, display_name)
         VALUES (COALESCE($1, (SELECT COALESCE(max(id), 0) + 1 FROM languages)), $2, $3)
         ON CONFLICT (id) DO UPDATE SET culture_name = EXCLUDED.culture_name, display_name = EXCLUDED.display_name
         RETURNING id, culture_name AS "cultureName", display_name AS "displayName"`,
        [l.id ?? null, l.cultureName, l.displayName],
      );
      return rows[0]!;
    },
    async languageInUse(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('SELECT 1 FROM users WHERE language_id = $1 LIMIT 1', [
        id,
      ]);
      return (rowCount ?? 0) > 0;
    },
    async deleteLanguage(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM languages WHERE id = $1', [id]);
      return rowCount === 1;
    },

    async cities() {
      const { rows } = await pool.query<
        Pick<typeof cities.$inferSelect, 'id' | 'name'> & { code: number }
      >('SELECT id, id AS code, name FROM cities');
      return rows;
    },
    async districts(cityId: number) {
      const { rows } = await pool.query<
        Pick<typeof districts.$inferSelect, 'id' | 'cityId' | 'name'>
      >('SELECT id, city_id AS "cityId", name FROM districts WHERE city_id = $1', [cityId]);
      return rows;
    },

    async sliders(viewType?: number): Promise<HelloSlider[]> {
      const { rows } = await pool.query<HelloSlider>(
        `${SLIDER_SELECT} ${viewType === undefined ? '' : 'WHERE s.view_type = $1'} GROUP BY s.id ORDER BY s.order_no, s.id`,
        viewType === undefined ? [] : [viewType],
      );
      return rows;
    },
    async slider(id: number): Promise<HelloSlider | null> {
      const { rows } = await pool.query<HelloSlider>(
        `${SLIDER_SELECT} WHERE s.id = $1 GROUP BY s.id`,
        [id],
      );
      return rows[0] ?? null;
    },
    async saveSlider(body: HelloSliderBody & { id?: number }): Promise<number | null> {
      return withTransaction(pool, async (q) => {
        let id = body.id ?? null;
        if (id === null) {
          const { rows } = await q.query<{ id: number }>(
            `INSERT INTO hello_sliders (page_alias, view_type, order_no, image_file_path) VALUES ($1, $2, $3, $4) RETURNING id`,
            [body.pageAlias, body.viewType ?? 1, body.orderNo ?? 0, body.imageFilePath ?? null],
          );
          id = rows[0]!.id;
        } else {
          const { rowCount } = await q.query(
            `UPDATE hello_sliders SET page_alias = $2, view_type = $3, order_no = $4, image_file_path = $5 WHERE id = $1`,
            [id, body.pageAlias, body.viewType ?? 1, body.orderNo ?? 0, body.imageFilePath ?? null],
          );
          if (rowCount === 0) return null;
          await q.query('DELETE FROM hello_slider_localizations WHERE hello_slider_id = $1', [id]);
        }
        for (const l of body.helloSliderLocalizations) {
          await q.query(
            `INSERT INTO hello_slider_localizations (hello_slider_id, language_id, title, description) VALUES ($1, $2, $3, $4)`,
            [id, l.languageId, l.title, l.description],
          );
        }
        return id;
      });
    },
    async deleteSlider(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM hello_sliders WHERE id = $1', [id]);
      return rowCount === 1;
    },

    async currentContracts(): Promise<Contract[]> {
      const { rows } = await pool.query<Contract>(
        `${CONTRACT_SELECT} WHERE c.is_current GROUP BY c.id ORDER BY c.alias`,
      );
      return rows;
    },
    async contractById(id: number): Promise<Contract | null> {
      const { rows } = await pool.query<Contract>(
        `${CONTRACT_SELECT} WHERE c.id = $1 GROUP BY c.id`,
        [id],
      );
      return rows[0] ?? null;
    },
    async contractByAlias(alias: string, version?: number): Promise<Contract | null> {
      const { rows } = await pool.query<Contract>(
        version === undefined
          ? `${CONTRACT_SELECT} WHERE c.alias = $1 AND c.is_current GROUP BY c.id`
          : `${CONTRACT_SELECT} WHERE c.alias = $1 AND c.version = $2 GROUP BY c.id`,
        version === undefined ? [alias] : [alias, version],
      );
      return rows[0] ?? null;
    },
    /** Publishing a contract adds a version and makes it current; earlier approvals keep theirs. */
    /** Null when the version asked for is not above every published one. */
    async publishContract(
      alias: string,
      localizations: { cultureName: string; title: string; content: string }[],
      version?: number,
    ): Promise<number | null> {
      return withTransaction(pool, async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contract:${alias}`]);
        const { rows } = await q.query<{ v: number }>(
          'SELECT COALESCE(max(version), 0) + 1 AS v FROM contracts WHERE alias = $1',
          [alias],
        );
        const next = rows[0]!.v;
        if (version !== undefined && version < next) return null;
        await q.query('UPDATE contracts SET is_current = false WHERE alias = $1', [alias]);
        const inserted = await q.query<{ id: number }>(
          'INSERT INTO contracts (alias, version, is_current) VALUES ($1, $2, true) RETURNING id',
          [alias, version ?? next],
        );
        const id = inserted.rows[0]!.id;
        for (const l of localizations) {
          await q.query(
            'INSERT INTO contract_localizations (contract_id, culture_name, title, content) VALUES ($1, $2, $3, $4)',
            [id, l.cultureName, l.title, l.content],
          );
        }
        return id;
      });
    },
    /** Records the user's approval of these versions; answers those that are not current. */
    async approveContracts(
      userId: number,
      versions: { alias: string; version: number }[],
    ): Promise<{ alias: string; version: number }[]> {
      const { rows } = await pool.query<{ id: number; alias: string; version: number }>(
        `SELECT c.id, c.alias, c.version FROM contracts c
           JOIN unnest($1::text[], $2::int[]) AS v(alias, version) ON v.alias = c.alias AND v.version = c.version
          WHERE c.is_current`,
        [versions.map((v) => v.alias), versions.map((v) => v.version)],
      );
      const stale = versions.filter(
        (v) => !rows.some((r) => r.alias === v.alias && r.version === v.version),
      );
      if (stale.length > 0) return stale;
      await pool.query(
        `INSERT INTO contract_approvals (user_id, contract_id)
         SELECT $1, unnest($2::int[]) ON CONFLICT (user_id, contract_id) DO NOTHING`,
        [userId, rows.map((r) => r.id)],
      );
      return [];
    },
    async pendingContracts(userId: number): Promise<PendingContract[]> {
      const { rows } = await pool.query<PendingContract>(
        `SELECT c.id, c.alias, c.version FROM contracts c
          WHERE c.is_current AND c.alias = ANY($2) AND NOT EXISTS (
            SELECT 1 FROM contract_approvals a WHERE a.contract_id = c.id AND a.user_id = $1)
          ORDER BY c.alias`,
        [userId, REQUIRED_CONTRACT_ALIASES],
      );
      return rows;
    },
    async contractApproved(id: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM contract_approvals WHERE contract_id = $1 LIMIT 1',
        [id],
      );
      return (rowCount ?? 0) > 0;
    },
    async deleteContract(id: number): Promise<boolean> {
      return withTransaction(pool, async (q) => {
        const { rows } = await q.query<{ alias: string }>(
          'DELETE FROM contracts WHERE id = $1 RETURNING alias',
          [id],
        );
        const alias = rows[0]?.alias;
        if (!alias) return false;
        // The newest remaining version becomes current again.
        await q.query(
          `UPDATE contracts SET is_current = (version = (SELECT max(version) FROM contracts WHERE alias = $1)) WHERE alias = $1`,
          [alias],
        );
        return true;
      });
    },
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
