import type { FreePlanResult, MobileAppPayment, UserPurchase } from '@yek/contracts/subscription';
import type { AppDeps } from '../../deps';
import type { AccountTokens } from '../../lib/account-token';
import { AppError } from '../../lib/errors';
import { formatMoney, toDecimal } from '../../lib/money';
import { subscriptionStatus, trialEnd } from '../../lib/subscription';
import type { RequestAuth } from '../../plugins/auth';
import { toUser } from '../user/user.mapper';
import type { UserRepository } from '../user/user.repository';
import type { PurchaseRepository } from './purchase.repository';
import { type Lang, pick } from '../../lib/localized';

/** Long enough to choose a plan in the store sheet; a new one is fetched each time it opens. */
const ACCOUNT_TOKEN_TTL_MS = 60 * 60_000;

export function createPaymentService(
  deps: AppDeps,
  repos: { purchases: PurchaseRepository; users: UserRepository },
  tokens: AccountTokens,
) {
  const now = () => deps.clock.now();
  return {
    /** The one free trial: refused once used, and for accounts that already bought a plan. */
    async startTrial(userId: number): Promise<FreePlanResult> {
      const startedAt = now();
      const endsAt = trialEnd(startedAt, deps.config.trialDays, deps.config.timeZone);
      const result = await repos.purchases.startTrial(userId, startedAt, endsAt);
      if (result === 'used') throw new AppError('TRIAL_ALREADY_USED');
      if (result === 'purchased') throw new AppError('TRIAL_NOT_AVAILABLE');
      const row = await repos.users.findById(userId);
      if (result === 'missing' || !row) throw new AppError('AUTH_INVALID_TOKEN');
      return {
        trialStartedAt: startedAt.toISOString(),
        trialEndsAt: endsAt.toISOString(),
        trialDays: deps.config.trialDays,
        user: toUser(row, now()),
      };
    },

    mobileAppPayment(auth: RequestAuth): MobileAppPayment {
      // The token counts whole minutes, so the expiry shown is the one it carries.
      const expiresAt = new Date(
        Math.ceil((now().getTime() + ACCOUNT_TOKEN_TTL_MS) / 60_000) * 60_000,
      );
      return {
        storeLinks: deps.config.storeLinks,
        accountToken: tokens.issue(auth.userId, expiresAt),
        accountTokenExpiresAt: expiresAt.toISOString(),
        subscriptionStatus: subscriptionStatus(auth, now()),
      };
    },

    async purchases(userId: number, lang: Lang): Promise<UserPurchase[]> {
      const rows = await repos.purchases.purchases(userId);
      const at = now();
      return rows.map((p) => ({
        id: p.id,
        invoiceNumber: p.invoiceNumber,
        purchaseDate: p.purchasedAt.toISOString(),
        endDate: p.endsAt.toISOString(),
        subscriptionPlanId: p.planId,
        planName: pick(p.planNames, lang.languageId)?.name ?? null,
        planType: p.planType,
        amount: toDecimal(p.amountKurus),
        currency: p.currency,
        amountText: formatMoney(p.amountKurus, p.currency, lang.culture),
        store: p.store,
        status: p.refundedAt ? 'Refunded' : p.endsAt > at ? 'Active' : 'Expired',
        refundedAt: p.refundedAt?.toISOString() ?? null,
      }));
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
