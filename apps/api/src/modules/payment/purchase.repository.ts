import type { Store } from '@yek/contracts/subscription';
import type { Pool, PoolClient } from 'pg';
import type {
  subscriptionPlanLocalizations,
  subscriptionPlans,
  userPurchases,
  users,
} from '../../db/schema';
import { type Queryable, withTransaction } from '../../db/transaction';

/** One paid period as a store reports it. */
export interface StorePurchase {
  store: Store;
  transactionId: string;
  originalId: string;
  productId: string;
  environment: string;
  purchasedAt: Date;
  endsAt: Date;
  amountKurus: number;
  currency: string;
  planId: number | null;
}
export type PurchaseRow = Pick<
  typeof userPurchases.$inferSelect,
  | 'id'
  | 'invoiceNumber'
  | 'purchasedAt'
  | 'endsAt'
  | 'planId'
  | 'amountKurus'
  | 'currency'
  | 'store'
  | 'refundedAt'
> & {
  planType: (typeof subscriptionPlans.$inferSelect)['planType'] | null;
  planNames: Pick<typeof subscriptionPlanLocalizations.$inferSelect, 'languageId' | 'name'>[];
};

export const INVOICE_PREFIX = 'YEK';

/**
 * The setup rule a purchase or trial must re-check in its own transaction: owned by the
 * questionnaire module, handed in by the payment module (plugins/module.ts: `app.services`).
 */
export type CompleteSetupIfReady = (q: Queryable, userId: number, now: Date) => Promise<boolean>;

export function createPurchaseRepository(pool: Pool, completeSetupIfReady: CompleteSetupIfReady) {
  return {
    /** Starts the account's only trial; says why not when it cannot. */
    startTrial(userId: number, startedAt: Date, endsAt: Date) {
      return withTransaction(pool, async (q) => {
        const { rows } = await q.query<
          Pick<typeof users.$inferSelect, 'trialStartedAt'> & { purchased: boolean }
        >(
          `SELECT trial_started_at AS "trialStartedAt",
                  EXISTS (SELECT 1 FROM user_purchases WHERE user_id = $1) AS purchased
             FROM users WHERE id = $1 FOR UPDATE`,
          [userId],
        );
        const row = rows[0];
        if (!row) return 'missing' as const;
        if (row.trialStartedAt) return 'used' as const;
        if (row.purchased) return 'purchased' as const;
        await q.query(
          `UPDATE users SET trial_started_at = $2, trial_ends_at = $3, updated_at = now() WHERE id = $1`,
          [userId, startedAt, endsAt],
        );
        await completeSetupIfReady(q, userId, startedAt);
        return 'started' as const;
      });
    },

    async purchases(userId: number): Promise<PurchaseRow[]> {
      const { rows } = await pool.query<PurchaseRow>(
        `SELECT p.id, p.invoice_number AS "invoiceNumber", p.purchased_at AS "purchasedAt",
                p.ends_at AS "endsAt", p.plan_id AS "planId", sp.plan_type AS "planType",
                COALESCE((SELECT json_agg(json_build_object('languageId', l.language_id, 'name', l.name))
                            FROM subscription_plan_localizations l WHERE l.plan_id = p.plan_id), '[]') AS "planNames",
                p.amount_kurus AS "amountKurus", p.currency, p.store, p.refunded_at AS "refundedAt"
           FROM user_purchases p LEFT JOIN subscription_plans sp ON sp.id = p.plan_id
          WHERE p.user_id = $1 ORDER BY p.purchased_at DESC, p.id DESC`,
        [userId],
      );
      return rows;
    },

    async seen(store: Store, notificationId: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM store_notifications WHERE store = $1 AND notification_id = $2',
        [store, notificationId],
      );
      return (rowCount ?? 0) > 0;
    },
    /** Records a notification id; false when it was already handled (by this or another request). */
    async claim(
      q: PoolClient,
      n: { store: Store; id: string; type: string; subtype: string | null; at: Date },
    ) {
      const { rowCount } = await q.query(
        `INSERT INTO store_notifications (store, notification_id, notification_type, subtype, outcome, received_at)
         VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT DO NOTHING`,
        [n.store, n.id, n.type, n.subtype, n.at],
      );
      return rowCount === 1;
    },
    async finish(q: PoolClient, store: Store, id: string, outcome: string, userId: number | null) {
      await q.query(
        `UPDATE store_notifications SET outcome = $3, user_id = $4 WHERE store = $1 AND notification_id = $2`,
        [store, id, outcome, userId],
      );
    },

    /** The account a subscription (its original id, or a token it replaced) already belongs to. */
    async ownerOf(q: PoolClient, store: Store, originalIds: string[]): Promise<number | null> {
      const { rows } = await q.query<{ user_id: number }>(
        `SELECT user_id FROM user_purchases
          WHERE store = $1 AND store_original_id = ANY($2::text[]) AND user_id IS NOT NULL
          ORDER BY id LIMIT 1`,
        [store, originalIds],
      );
      return rows[0]?.user_id ?? null;
    },
    async userExists(q: PoolClient, userId: number): Promise<boolean> {
      const { rowCount } = await q.query('SELECT 1 FROM users WHERE id = $1', [userId]);
      return (rowCount ?? 0) > 0;
    },

    /**
     * Adds a paid period with the next invoice number of its year; false if the store's
     * transaction is already recorded. The counter row is locked until commit, so numbers run
     * without gaps or repeats however many purchases arrive at once.
     */
    async record(q: PoolClient, userId: number, p: StorePurchase, year: number): Promise<boolean> {
      const { rowCount } = await q.query(
        'SELECT 1 FROM user_purchases WHERE store = $1 AND store_transaction_id = $2',
        [p.store, p.transactionId],
      );
      if (rowCount) return false;
      const { rows } = await q.query<{ last_no: number }>(
        `INSERT INTO invoice_counters (year, last_no) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last_no = invoice_counters.last_no + 1 RETURNING last_no`,
        [year],
      );
      const invoice = `${INVOICE_PREFIX}-${year}-${String(rows[0]!.last_no).padStart(6, '0')}`;
      await q.query(
        `INSERT INTO user_purchases (user_id, plan_id, store, product_id, store_transaction_id,
                store_original_id, environment, purchased_at, ends_at, amount_kurus, currency, invoice_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          userId,
          p.planId,
          p.store,
          p.productId,
          p.transactionId,
          p.originalId,
          p.environment,
          p.purchasedAt,
          p.endsAt,
          p.amountKurus,
          p.currency,
          invoice,
        ],
      );
      return true;
    },

    /** Ends a subscription's periods at `at` (those running past it). */
    async expire(q: PoolClient, store: Store, originalIds: string[], at: Date) {
      const { rowCount } = await q.query(
        `UPDATE user_purchases SET ends_at = $3
          WHERE store = $1 AND store_original_id = ANY($2::text[]) AND ends_at > $3`,
        [store, originalIds, at],
      );
      return (rowCount ?? 0) > 0;
    },
    /** Marks refunded periods, by transaction or (when the store names none) the running one. */
    async refund(
      q: PoolClient,
      store: Store,
      target: { transactionId: string } | { originalId: string },
      at: Date,
    ) {
      const byTransaction = 'transactionId' in target;
      const { rowCount } = await q.query(
        `UPDATE user_purchases SET refunded_at = $3, ends_at = LEAST(ends_at, $3)
          WHERE store = $1 AND refunded_at IS NULL
            AND ${byTransaction ? 'store_transaction_id = $2' : 'store_original_id = $2 AND ends_at > $3'}`,
        [store, byTransaction ? target.transactionId : target.originalId, at],
      );
      return (rowCount ?? 0) > 0;
    },

    /** The account's paid access ends with its latest period; setup may finish with it. */
    async refreshAccess(q: PoolClient, userId: number, now: Date) {
      await q.query(
        `UPDATE users SET subscription_ends_at =
                (SELECT max(ends_at) FROM user_purchases WHERE user_id = $1), updated_at = now()
          WHERE id = $1`,
        [userId],
      );
      await completeSetupIfReady(q, userId, now);
    },
    transaction: <T>(fn: (q: PoolClient) => Promise<T>) => withTransaction(pool, fn),
  };
}
export type PurchaseRepository = ReturnType<typeof createPurchaseRepository>;
