import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import type { GooglePlayApi, PlaySubscription } from '../../lib/google-play';
import { safeEqualText } from '../../lib/crypto';
import {
  type Applied,
  type StoreEvents,
  invalidNotification,
  untrustedNotification,
} from './store-events';

const DeveloperNotificationSchema = z.object({
  packageName: z.string(),
  eventTimeMillis: z.union([z.string().regex(/^\d+$/), z.number()]),
  subscriptionNotification: z
    .object({ notificationType: z.number().int(), purchaseToken: z.string().min(1).max(2000) })
    .optional(),
  voidedPurchaseNotification: z
    .object({ purchaseToken: z.string().min(1).max(2000), orderId: z.string().min(1).max(200) })
    .optional(),
  testNotification: z.object({}).loose().optional(),
});

/** Google's subscription notification types that matter here; the rest change no access. */
const TYPES: Record<number, string> = {
  1: 'SUBSCRIPTION_RECOVERED',
  2: 'SUBSCRIPTION_RENEWED',
  3: 'SUBSCRIPTION_CANCELED',
  4: 'SUBSCRIPTION_PURCHASED',
  5: 'SUBSCRIPTION_ON_HOLD',
  6: 'SUBSCRIPTION_IN_GRACE_PERIOD',
  7: 'SUBSCRIPTION_RESTARTED',
  12: 'SUBSCRIPTION_REVOKED',
  13: 'SUBSCRIPTION_EXPIRED',
};
const ACTIVATE = new Set([1, 2, 4, 7]);
const EXPIRE = new Set([5, 13]);
const REVOKE = 12;

/**
 * Google Play real-time developer notifications, pushed by Pub/Sub. The push is authenticated by
 * a shared token in the query or by the OIDC token Pub/Sub attaches; the notification only names
 * a purchase token, so the subscription itself is read from the Play Developer API.
 */
export function createGooglePlayNotifications(
  deps: AppDeps,
  events: StoreEvents,
  api: GooglePlayApi | null,
) {
  const config = deps.config.googlePlay;
  const jwks = config.pushAudience
    ? createRemoteJWKSet(new URL(deps.config.google.jwksUrl), { timeoutDuration: 5000 })
    : null;

  async function authenticated(req: FastifyRequest, token: string | undefined) {
    if (config.pushToken && token && safeEqualText(token, config.pushToken)) return true;
    const header = req.headers.authorization;
    if (!jwks || !header?.startsWith('Bearer ')) return false;
    try {
      const { payload } = await jwtVerify(header.slice(7), jwks, {
        issuer: deps.config.google.issuers,
        audience: config.pushAudience,
        currentDate: deps.clock.now(),
      });
      return (
        !config.pushServiceAccount ||
        (payload.email === config.pushServiceAccount && payload.email_verified === true)
      );
    } catch {
      return false;
    }
  }

  function decode(data: string) {
    try {
      const parsed = DeveloperNotificationSchema.safeParse(
        JSON.parse(Buffer.from(data, 'base64').toString('utf8')),
      );
      if (parsed.success) return parsed.data;
    } catch {
      // Falls through to the refusal below.
    }
    throw invalidNotification();
  }

  return {
    async handle(
      req: FastifyRequest,
      body: { message: { data: string; messageId?: string; message_id?: string } },
      token: string | undefined,
    ) {
      if (!config.pushToken && !config.pushAudience) throw new AppError('STORE_NOT_CONFIGURED');
      if (!(await authenticated(req, token))) throw untrustedNotification();
      const n = decode(body.message.data);
      const id = body.message.messageId ?? body.message.message_id;
      if (!id || n.packageName !== config.packageName) throw invalidNotification();
      const at = new Date(Number(n.eventTimeMillis));
      const sub = n.subscriptionNotification;
      const type = sub
        ? (TYPES[sub.notificationType] ?? `SUBSCRIPTION_${sub.notificationType}`)
        : n.voidedPurchaseNotification
          ? 'VOIDED_PURCHASE'
          : 'TEST';

      // Read the subscription before the transaction, and not at all for a redelivery.
      let details: PlaySubscription | null = null;
      if (sub && ACTIVATE.has(sub.notificationType) && !(await events.seen('GooglePlay', id))) {
        if (!api) throw new AppError('STORE_NOT_CONFIGURED');
        details = await api.getSubscription(n.packageName, sub.purchaseToken);
      }
      // Read before the transaction: it must not wait for a second connection while holding one.
      const plan = details ? await events.plan('GooglePlay', details.productIds) : null;

      return events.handle(
        { store: 'GooglePlay', id, type, subtype: null },
        async (q): Promise<Applied> => {
          const purchaseToken = sub?.purchaseToken ?? n.voidedPurchaseNotification?.purchaseToken;
          if (!purchaseToken) return { outcome: 'test', userId: null, changed: false };
          const originals = [
            purchaseToken,
            ...(details?.linkedPurchaseToken ? [details.linkedPurchaseToken] : []),
          ];
          const userId = await events.resolveUser(
            q,
            'GooglePlay',
            originals,
            details?.obfuscatedAccountId ?? null,
            details?.startTime ?? at,
          );
          if (userId === null) return { outcome: 'unmatched', userId, changed: false };
          if (n.voidedPurchaseNotification) {
            await events.refund(
              q,
              'GooglePlay',
              { transactionId: n.voidedPurchaseNotification.orderId },
              at,
            );
            return { outcome: 'refunded', userId, changed: true };
          }
          const kind = sub!.notificationType;
          if (details && plan && ACTIVATE.has(kind)) {
            if (!details.expiryTime) return { outcome: 'ignored', userId, changed: false };
            await events.record(q, userId, {
              store: 'GooglePlay',
              transactionId:
                details.latestOrderId ?? `${purchaseToken}@${details.expiryTime.toISOString()}`,
              originalId: purchaseToken,
              productId: details.productIds.at(-1) ?? 'unknown',
              environment: details.testPurchase ? 'Sandbox' : 'Production',
              purchasedAt: at,
              endsAt: details.expiryTime,
              amountKurus: details.priceMinor ?? plan.priceKurus,
              currency: details.currency ?? plan.currency,
              planId: plan.planId,
            });
            return { outcome: kind === 2 ? 'renewed' : 'activated', userId, changed: true };
          }
          if (EXPIRE.has(kind)) {
            await events.expire(q, 'GooglePlay', [purchaseToken], at);
            return { outcome: 'expired', userId, changed: true };
          }
          if (kind === REVOKE) {
            await events.refund(q, 'GooglePlay', { originalId: purchaseToken }, at);
            return { outcome: 'refunded', userId, changed: true };
          }
          return { outcome: 'ignored', userId, changed: false };
        },
      );
    },
  };
}
