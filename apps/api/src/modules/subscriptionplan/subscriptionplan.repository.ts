import type { Pool } from 'pg';
import type {
  languages,
  promoCodes,
  subscriptionPlanLocalizations,
  subscriptionPlans,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { type PagedQuery, pagedList } from '../../lib/paged-list';

export type PlanRow = Pick<
  typeof subscriptionPlans.$inferSelect,
  | 'id'
  | 'alias'
  | 'planType'
  | 'durationMonths'
  | 'priceKurus'
  | 'currency'
  | 'appStoreProductId'
  | 'playStoreProductId'
  | 'isActive'
  | 'orderNo'
> & {
  localizations: (Pick<
    typeof subscriptionPlanLocalizations.$inferSelect,
    'languageId' | 'name' | 'description'
  > &
    Pick<typeof languages.$inferSelect, 'cultureName'>)[];
};
export type PromoRow = Pick<
  typeof promoCodes.$inferSelect,
  'id' | 'code' | 'discountPercent' | 'planId' | 'validFrom' | 'validUntil' | 'isActive'
>;
export type PromoWrite = Omit<PromoRow, 'id'> & { id?: number };
export type PlanSort = 'orderNo' | 'id' | 'alias' | 'planType' | 'price' | 'isActive';
export type PromoSort = 'validUntil' | 'id' | 'code' | 'discountPercent' | 'validFrom' | 'isActive';

const PROMO_SELECT = `
  SELECT id, code, discount_percent AS "discountPercent", plan_id AS "planId",
         valid_from AS "validFrom", valid_until AS "validUntil", is_active AS "isActive"
    FROM promo_codes`;
export interface PlanWrite {
  id?: number;
  alias: string;
  planType: string;
  durationMonths: number;
  priceKurus: number;
  appStoreProductId: string | null;
  playStoreProductId: string | null;
  isActive: boolean;
  orderNo: number;
  localizations: { languageId: number; name: string; description: string }[];
}

const SELECT = `
  SELECT p.id, p.alias, p.plan_type AS "planType", p.duration_months AS "durationMonths",
         p.price_kurus AS "priceKurus", p.currency, p.app_store_product_id AS "appStoreProductId",
         p.play_store_product_id AS "playStoreProductId", p.is_active AS "isActive", p.order_no AS "orderNo",
         COALESCE(json_agg(json_build_object('languageId', l.language_id, 'cultureName', lang.culture_name,
                  'name', l.name, 'description', l.description) ORDER BY l.language_id)
                  FILTER (WHERE l.id IS NOT NULL), '[]') AS localizations
    FROM subscription_plans p
    LEFT JOIN subscription_plan_localizations l ON l.plan_id = p.id
    LEFT JOIN languages lang ON lang.id = l.language_id`;

export function createSubscriptionPlanRepository(pool: Pool) {
  return {
    async list(activeOnly: boolean): Promise<PlanRow[]> {
      const { rows } = await pool.query<PlanRow>(
        `${SELECT} ${activeOnly ? 'WHERE p.is_active' : ''} GROUP BY p.id ORDER BY p.order_no, p.id`,
      );
      return rows;
    },
    /** Every plan, withdrawn ones too, for the management table. */
    page: (query: PagedQuery<PlanSort>) =>
      pagedList<PlanRow, PlanSort>(
        pool,
        {
          select: `${SELECT} GROUP BY p.id`,
          sort: {
            orderNo: 'orderNo',
            id: 'id',
            alias: 'alias',
            planType: 'planType',
            price: 'priceKurus',
            isActive: 'isActive',
          },
          search: ['alias', 'appStoreProductId', 'playStoreProductId'],
        },
        query,
      ),
    async byId(id: number): Promise<PlanRow | null> {
      const { rows } = await pool.query<PlanRow>(`${SELECT} WHERE p.id = $1 GROUP BY p.id`, [id]);
      return rows[0] ?? null;
    },
    async byStoreProduct(store: 'AppStore' | 'GooglePlay', productIds: string[]) {
      const column = store === 'AppStore' ? 'app_store_product_id' : 'play_store_product_id';
      const { rows } = await pool.query<PlanRow>(
        `${SELECT} WHERE p.${column} = ANY($1::text[]) GROUP BY p.id`,
        [productIds],
      );
      // Ids are tried in the order given: the most specific (product:basePlan) before the product.
      const key = store === 'AppStore' ? 'appStoreProductId' : 'playStoreProductId';
      for (const id of productIds) {
        const match = rows.find((r) => r[key] === id);
        if (match) return match;
      }
      return null;
    },
    async promo(code: string): Promise<PromoRow | null> {
      const { rows } = await pool.query<PromoRow>(`${PROMO_SELECT} WHERE code = $1`, [code]);
      return rows[0] ?? null;
    },
    async promoById(id: number): Promise<PromoRow | null> {
      const { rows } = await pool.query<PromoRow>(`${PROMO_SELECT} WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    promoPage: (query: PagedQuery<PromoSort>) =>
      pagedList<PromoRow, PromoSort>(
        pool,
        {
          select: PROMO_SELECT,
          sort: {
            validUntil: 'validUntil',
            id: 'id',
            code: 'code',
            discountPercent: 'discountPercent',
            validFrom: 'validFrom',
            isActive: 'isActive',
          },
          search: ['code'],
        },
        query,
      ),
    /** Inserts or updates a promo code; null when the id does not exist. */
    async savePromo(p: PromoWrite): Promise<number | null> {
      const values = [p.code, p.discountPercent, p.planId, p.validFrom, p.validUntil, p.isActive];
      if (p.id === undefined) {
        const { rows } = await pool.query<{ id: number }>(
          `INSERT INTO promo_codes (code, discount_percent, plan_id, valid_from, valid_until, is_active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          values,
        );
        return rows[0]!.id;
      }
      const { rows } = await pool.query<{ id: number }>(
        `UPDATE promo_codes SET code = $1, discount_percent = $2, plan_id = $3, valid_from = $4,
                valid_until = $5, is_active = $6
          WHERE id = $7 RETURNING id`,
        [...values, p.id],
      );
      return rows[0]?.id ?? null;
    },
    async removePromo(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM promo_codes WHERE id = $1', [id]);
      return rowCount === 1;
    },
    save(p: PlanWrite): Promise<number | null> {
      return withTransaction(pool, async (q) => {
        const values = [
          p.alias,
          p.planType,
          p.durationMonths,
          p.priceKurus,
          p.appStoreProductId,
          p.playStoreProductId,
          p.isActive,
          p.orderNo,
        ];
        let id = p.id ?? null;
        if (id === null) {
          const { rows } = await q.query<{ id: number }>(
            `INSERT INTO subscription_plans (alias, plan_type, duration_months, price_kurus,
                    app_store_product_id, play_store_product_id, is_active, order_no)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            values,
          );
          id = rows[0]!.id;
        } else {
          const { rowCount } = await q.query(
            `UPDATE subscription_plans SET alias = $1, plan_type = $2, duration_months = $3,
                    price_kurus = $4, app_store_product_id = $5, play_store_product_id = $6,
                    is_active = $7, order_no = $8, updated_at = now()
              WHERE id = $9`,
            [...values, id],
          );
          if (rowCount === 0) return null;
          await q.query('DELETE FROM subscription_plan_localizations WHERE plan_id = $1', [id]);
        }
        for (const l of p.localizations) {
          await q.query(
            `INSERT INTO subscription_plan_localizations (plan_id, language_id, name, description)
             VALUES ($1, $2, $3, $4)`,
            [id, l.languageId, l.name, l.description],
          );
        }
        return id;
      });
    },
    async purchased(id: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM user_purchases WHERE plan_id = $1 LIMIT 1',
        [id],
      );
      return (rowCount ?? 0) > 0;
    },
    async remove(id: number): Promise<boolean> {
      const { rowCount } = await pool.query('DELETE FROM subscription_plans WHERE id = $1', [id]);
      return rowCount === 1;
    },
  };
}
export type SubscriptionPlanRepository = ReturnType<typeof createSubscriptionPlanRepository>;
