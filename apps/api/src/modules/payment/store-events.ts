import type { Store, StoreNotificationResult } from '@yek/contracts/subscription';
import type { Tx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import type { AccountTokens } from '../../lib/account-token';
import { localDate } from '../../lib/calendar';
import { AppError } from '../../lib/errors';
import type { SubscriptionPlanRepository } from '../subscriptionplan/subscriptionplan.repository';
import type { PurchaseRepository, StorePurchase } from './purchase.repository';

/** Store clocks and ours may differ a little; a purchase this close after expiry still counts. */
const TOKEN_SKEW_MS = 5 * 60_000;

export interface Applied {
  outcome: string;
  userId: number | null;
  /** Whether the account's access may have changed (then its dates are computed again). */
  changed: boolean;
}

/** A notification that is malformed or names another app (400). */
export const invalidNotification = () => new AppError('STORE_NOTIFICATION_INVALID');
/** A notification whose signature or sender could not be trusted (401). */
export const untrustedNotification = () => new AppError('STORE_NOTIFICATION_UNTRUSTED');

/** What both stores' notifications come down to: whose purchase, and activate, expire or refund. */
export function createStoreEvents(
  deps: AppDeps,
  purchases: PurchaseRepository,
  plans: SubscriptionPlanRepository,
  tokens: AccountTokens,
) {
  return {
    seen: (store: Store, id: string) => purchases.seen(store, id),

    /**
     * The account a purchase belongs to: the owner of the subscription already on record, or the
     * one the account token names when the purchase was made before the token expired.
     */
    async resolveUser(
      q: Tx,
      store: Store,
      originalIds: string[],
      accountToken: string | null,
      purchasedAt: Date,
    ): Promise<number | null> {
      const owner = await purchases.ownerOf(q, store, originalIds);
      if (owner !== null) return owner;
      const claims = accountToken ? tokens.verify(accountToken) : null;
      if (!claims || purchasedAt.getTime() > claims.expiresAt.getTime() + TOKEN_SKEW_MS)
        return null;
      return (await purchases.userExists(q, claims.userId)) ? claims.userId : null;
    },

    /**
     * The plan sold under a store product, and the price to record when the store sends none.
     * Uses its own connection: call it before `handle`, never inside it.
     */
    async plan(store: Store, productIds: string[]) {
      const plan = await plans.byStoreProduct(store, productIds);
      return {
        planId: plan?.id ?? null,
        priceKurus: plan?.priceKurus ?? 0,
        currency: plan?.currency ?? 'TRY',
      };
    },

    /** Records a paid period, numbering its invoice in the year it was bought (local time). */
    record: (q: Tx, userId: number, p: StorePurchase) =>
      purchases.record(
        q,
        userId,
        p,
        Number(localDate(p.purchasedAt, deps.config.timeZone).slice(0, 4)),
      ),
    expire: purchases.expire,
    refund: purchases.refund,

    /**
     * Runs a notification once: its id is claimed in the same transaction that applies it, so
     * redeliveries (even concurrent ones) find it taken and change nothing.
     */
    async handle(
      n: { store: Store; id: string; type: string; subtype: string | null },
      apply: (q: Tx) => Promise<Applied>,
    ): Promise<StoreNotificationResult> {
      const now = deps.clock.now();
      let changedUser: number | null = null;
      const handled = await purchases.transaction(async (q) => {
        if (!(await purchases.claim(q, { ...n, at: now })))
          return { processed: false, outcome: 'duplicate' };
        const result = await apply(q);
        if (result.userId !== null && result.changed) {
          await purchases.refreshAccess(q, result.userId, now);
          changedUser = result.userId;
        }
        await purchases.finish(q, n.store, n.id, result.outcome, result.userId);
        if (result.outcome === 'unmatched')
          deps.log.warn(
            { store: n.store, notification: n.id },
            'store notification for no known account',
          );
        return { processed: true, outcome: result.outcome };
      });
      // The account's access changed without a request of theirs: this instance forgets it at
      // once (the others hear of it from PostgreSQL), so their next read shows the new plan.
      if (changedUser !== null) {
        deps.sessionCache.evictUser(changedUser);
        deps.userCache.evictUser(changedUser);
      }
      return handled;
    },
  };
}
export type StoreEvents = ReturnType<typeof createStoreEvents>;
