import type { Tx } from '../../db/transaction';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { UntrustedSignatureError, createAppStoreJwsVerifier } from '../../lib/app-store-jws';
import { AppError } from '../../lib/errors';
import {
  type Applied,
  type StoreEvents,
  invalidNotification,
  untrustedNotification,
} from './store-events';

const NotificationSchema = z.object({
  notificationType: z.string().min(1).max(60),
  subtype: z.string().max(60).optional(),
  notificationUUID: z.string().min(1).max(200),
  signedDate: z.number().optional(),
  data: z
    .object({
      bundleId: z.string(),
      environment: z.string(),
      signedTransactionInfo: z.string().optional(),
    })
    .optional(),
});
const TransactionSchema = z.object({
  transactionId: z.string().min(1).max(200),
  originalTransactionId: z.string().min(1).max(200),
  productId: z.string().min(1).max(100),
  bundleId: z.string(),
  purchaseDate: z.number(),
  originalPurchaseDate: z.number().optional(),
  expiresDate: z.number().optional(),
  appAccountToken: z.string().optional(),
  /** Milli-units of the currency: 249990 is 249.99. */
  price: z.number().optional(),
  currency: z.string().length(3).optional(),
  revocationDate: z.number().optional(),
  environment: z.string().optional(),
});
type Transaction = z.infer<typeof TransactionSchema>;
type Plan = Awaited<ReturnType<StoreEvents['plan']>>;

const ACTIVATE = new Set(['SUBSCRIBED', 'DID_RENEW', 'OFFER_REDEEMED']);
const EXPIRE = new Set(['EXPIRED', 'GRACE_PERIOD_EXPIRED']);
const REFUND = new Set(['REFUND', 'REVOKE']);

/** App Store Server Notifications v2: a signedPayload whose transaction is signed the same way. */
export function createAppStoreNotifications(deps: AppDeps, events: StoreEvents) {
  const config = deps.config.appStore;
  const verifier = config.rootCertificatesPem.length
    ? createAppStoreJwsVerifier(config.rootCertificatesPem)
    : null;

  async function verified<T>(jws: string, schema: z.ZodType<T>): Promise<T> {
    let decoded: unknown;
    try {
      decoded = await verifier!(jws, deps.clock.now());
    } catch (error) {
      if (error instanceof UntrustedSignatureError) throw untrustedNotification();
      throw error;
    }
    const parsed = schema.safeParse(decoded);
    if (!parsed.success) throw invalidNotification();
    return parsed.data;
  }

  async function activate(tx: Transaction, plan: Plan, userId: number, q: Tx) {
    return events.record(q, userId, {
      store: 'AppStore',
      transactionId: tx.transactionId,
      originalId: tx.originalTransactionId,
      productId: tx.productId,
      environment: tx.environment ?? 'Production',
      purchasedAt: new Date(tx.purchaseDate),
      endsAt: new Date(tx.expiresDate ?? tx.purchaseDate),
      amountKurus: tx.price !== undefined ? Math.round(tx.price / 10) : plan.priceKurus,
      currency: tx.currency ?? plan.currency,
      planId: plan.planId,
    });
  }

  return {
    async handle(signedPayload: string) {
      if (!verifier) throw new AppError('STORE_NOT_CONFIGURED');
      const n = await verified(signedPayload, NotificationSchema);
      if (n.data?.bundleId !== config.bundleId || !config.environments.includes(n.data.environment))
        throw invalidNotification();
      const tx = n.data.signedTransactionInfo
        ? await verified(n.data.signedTransactionInfo, TransactionSchema)
        : null;
      if (tx && tx.bundleId !== config.bundleId) throw invalidNotification();
      // Read before the transaction: it must not wait for a second connection while holding one.
      const plan = tx ? await events.plan('AppStore', [tx.productId]) : null;
      const type = n.notificationType;
      return events.handle(
        { store: 'AppStore', id: n.notificationUUID, type, subtype: n.subtype ?? null },
        async (q): Promise<Applied> => {
          if (!tx || !plan)
            return { outcome: type === 'TEST' ? 'test' : 'ignored', userId: null, changed: false };
          const userId = await events.resolveUser(
            q,
            'AppStore',
            [tx.originalTransactionId],
            tx.appAccountToken ?? null,
            new Date(tx.originalPurchaseDate ?? tx.purchaseDate),
          );
          if (userId === null) return { outcome: 'unmatched', userId, changed: false };
          if (ACTIVATE.has(type)) {
            await activate(tx, plan, userId, q);
            return {
              outcome: type === 'DID_RENEW' ? 'renewed' : 'activated',
              userId,
              changed: true,
            };
          }
          if (EXPIRE.has(type)) {
            const at = new Date(tx.expiresDate ?? n.signedDate ?? deps.clock.now().getTime());
            await events.expire(q, 'AppStore', [tx.originalTransactionId], at);
            return { outcome: 'expired', userId, changed: true };
          }
          if (REFUND.has(type)) {
            // A refund may arrive for a period whose purchase notice was missed: record it first.
            await activate(tx, plan, userId, q);
            const at = new Date(tx.revocationDate ?? deps.clock.now().getTime());
            await events.refund(q, 'AppStore', { transactionId: tx.transactionId }, at);
            return { outcome: 'refunded', userId, changed: true };
          }
          return { outcome: 'ignored', userId, changed: false };
        },
      );
    },
  };
}
