import type { Paged } from '@yek/contracts/paging';
import {
  SUBSCRIPTION_PLAN_TYPES,
  type PlanTypeName,
  type PromoCode,
  type PromoCodeBody,
  type PromoCodePlans,
  type SubscriptionPlan,
  type SubscriptionPlanBody,
} from '@yek/contracts/subscription';
import type { ApiCulture } from '@yek/contracts/common';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import { formatMoney, toDecimal, toMinor } from '../../lib/money';
import type { RequestAuth } from '../../plugins/auth';
import type { PagedQuery } from '../../lib/paged-list';
import type {
  PlanRow,
  PlanSort,
  PromoRow,
  PromoSort,
  SubscriptionPlanRepository,
} from './subscriptionplan.repository';
import { type Lang, pick } from '../../lib/localized';

const TYPE_NAMES: Record<ApiCulture, Record<PlanTypeName, string>> = {
  'tr-TR': { Monthly: 'Aylık', Quarterly: '3 Aylık', Yearly: 'Yıllık' },
  'en-US': { Monthly: 'Monthly', Quarterly: 'Every 3 months', Yearly: 'Yearly' },
};

/** Plans with their prices as decimals and display texts, and what a promo code takes off. */
export function createSubscriptionPlanService(deps: AppDeps, repo: SubscriptionPlanRepository) {
  function toPlan(row: PlanRow, lang: Lang, monthlyKurus: number | null): SubscriptionPlan {
    const text = pick(row.localizations, lang.languageId);
    const perMonth = Math.round(row.priceKurus / row.durationMonths);
    const savings =
      monthlyKurus && row.durationMonths > 1
        ? Math.max(0, Math.round((1 - row.priceKurus / (monthlyKurus * row.durationMonths)) * 100))
        : 0;
    return {
      id: row.id,
      alias: row.alias,
      planType: row.planType,
      planTypeId: SUBSCRIPTION_PLAN_TYPES.find((t) => t.name === row.planType)?.id ?? 0,
      durationMonths: row.durationMonths,
      name: text?.name ?? row.alias,
      description: text?.description ?? '',
      price: toDecimal(row.priceKurus),
      currency: row.currency,
      priceText: formatMoney(row.priceKurus, row.currency, lang.culture),
      monthlyPrice: toDecimal(perMonth),
      monthlyPriceText: formatMoney(perMonth, row.currency, lang.culture),
      savingsPercent: savings,
      appStoreProductId: row.appStoreProductId,
      playStoreProductId: row.playStoreProductId,
      isActive: row.isActive,
      orderNo: row.orderNo,
      subscriptionPlanLocalizations: row.localizations,
    };
  }

  /** Savings are measured against the active monthly plan, when there is one. */
  async function monthlyKurus(): Promise<number | null> {
    const monthly = (await repo.list(true)).find((p) => p.planType === 'Monthly');
    return monthly?.priceKurus ?? null;
  }

  const toPromo = (row: PromoRow): PromoCode => ({
    ...row,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
  });

  async function promo(id: number): Promise<PromoCode> {
    const row = await repo.promoById(id);
    if (!row) throw notFound();
    return toPromo(row);
  }

  async function view(id: number, lang: Lang) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    return toPlan(row, lang, await monthlyKurus());
  }

  return {
    /** Learners see what is on sale; editors see withdrawn plans too. */
    async list(auth: RequestAuth, lang: Lang) {
      const rows = await repo.list(auth.role === 'learner');
      const monthly = await monthlyKurus();
      return rows.map((r) => toPlan(r, lang, monthly));
    },
    async page(query: PagedQuery<PlanSort>, lang: Lang): Promise<Paged<SubscriptionPlan>> {
      const page = await repo.page(query);
      const monthly = await monthlyKurus();
      return { ...page, items: page.items.map((r) => toPlan(r, lang, monthly)) };
    },
    get: view,
    types: (lang: Lang) =>
      SUBSCRIPTION_PLAN_TYPES.map((t) => ({ ...t, displayName: TYPE_NAMES[lang.culture][t.name] })),

    async byPromoCode(code: string, lang: Lang): Promise<PromoCodePlans> {
      const promo = await repo.promo(code.trim().toUpperCase());
      const now = deps.clock.now();
      if (!promo || !promo.isActive || promo.validFrom > now || promo.validUntil <= now)
        throw new AppError('PROMO_CODE_INVALID');
      const monthly = await monthlyKurus();
      const rows = (await repo.list(true)).filter((p) => !promo.planId || p.id === promo.planId);
      return {
        promoCode: promo.code,
        discountPercent: promo.discountPercent,
        validFrom: promo.validFrom.toISOString(),
        validUntil: promo.validUntil.toISOString(),
        subscriptionPlans: rows.map((r) => {
          const discounted = Math.round((r.priceKurus * (100 - promo.discountPercent)) / 100);
          return {
            ...toPlan(r, lang, monthly),
            discountedPrice: toDecimal(discounted),
            discountedPriceText: formatMoney(discounted, r.currency, lang.culture),
          };
        }),
      };
    },

    async save(body: SubscriptionPlanBody, lang: Lang) {
      const type = SUBSCRIPTION_PLAN_TYPES.find((t) => t.name === body.planType)!;
      let id: number | null;
      try {
        id = await repo.save({
          id: body.id,
          alias: body.alias,
          planType: type.name,
          durationMonths: type.durationMonths,
          priceKurus: toMinor(body.price),
          appStoreProductId: body.appStoreProductId ?? null,
          playStoreProductId: body.playStoreProductId ?? null,
          isActive: body.isActive ?? true,
          orderNo: body.orderNo ?? 0,
          localizations: body.subscriptionPlanLocalizations.map((l) => ({
            ...l,
            description: l.description ?? '',
          })),
        });
      } catch (error) {
        if (uniqueViolation(error) !== null)
          throw new AppError('CONFLICT', { alias: ['validation.invalid'] });
        if ((error as { code?: string }).code === '23503')
          throw new AppError('VALIDATION_FAILED', {
            subscriptionPlanLocalizations: ['validation.invalid'],
          });
        throw error;
      }
      if (id === null) throw notFound();
      return view(id, lang);
    },

    async promoPage(query: PagedQuery<PromoSort>): Promise<Paged<PromoCode>> {
      const page = await repo.promoPage(query);
      return { ...page, items: page.items.map(toPromo) };
    },
    promo,
    /** Codes are kept upper-case, the form learners' codes are looked up in. */
    async savePromo(body: PromoCodeBody): Promise<PromoCode> {
      let id: number | null;
      try {
        id = await repo.savePromo({
          id: body.id,
          code: body.code.trim().toUpperCase(),
          discountPercent: body.discountPercent,
          planId: body.planId ?? null,
          validFrom: new Date(body.validFrom),
          validUntil: new Date(body.validUntil),
          isActive: body.isActive ?? true,
        });
      } catch (error) {
        if (uniqueViolation(error) !== null)
          throw new AppError('CONFLICT', { code: ['validation.taken'] });
        throw error;
      }
      if (id === null) throw notFound();
      return promo(id);
    },
    async removePromo(id: number) {
      if (!(await repo.removePromo(id))) throw notFound();
    },

    /** A plan someone bought stays on their invoices: withdraw it (isActive false) instead. */
    async remove(id: number) {
      if (await repo.purchased(id)) throw new AppError('CONFLICT');
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}
export type SubscriptionPlanService = ReturnType<typeof createSubscriptionPlanService>;
