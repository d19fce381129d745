import type { PoolClient } from 'pg';
import { onceIfEmpty, seedOnce } from './seed-log';

/** Plans as sold in the stores (TRY, whole kuruş); product ids as set up in both stores. */
export const PLAN_SEED = [
  {
    alias: 'premium-monthly',
    planType: 'Monthly',
    durationMonths: 1,
    priceKurus: 24_999,
    appStoreProductId: 'com.yek.english.premium.monthly',
    playStoreProductId: 'yek_premium_monthly',
    tr: {
      name: 'Aylık Premium',
      description: 'Tüm günlük görevler, dersler, kütüphane ve sınavlar. Her ay yenilenir.',
    },
    en: {
      name: 'Monthly Premium',
      description: 'All daily tasks, lectures, the library and exams. Renews every month.',
    },
  },
  {
    alias: 'premium-quarterly',
    planType: 'Quarterly',
    durationMonths: 3,
    priceKurus: 59_999,
    appStoreProductId: 'com.yek.english.premium.quarterly',
    playStoreProductId: 'yek_premium_quarterly',
    tr: {
      name: '3 Aylık Premium',
      description: 'Aylık paketteki her şey, daha uygun fiyata. Her 3 ayda bir yenilenir.',
    },
    en: {
      name: '3-month Premium',
      description: 'Everything in the monthly plan for less. Renews every 3 months.',
    },
  },
  {
    alias: 'premium-yearly',
    planType: 'Yearly',
    durationMonths: 12,
    priceKurus: 179_999,
    appStoreProductId: 'com.yek.english.premium.yearly',
    playStoreProductId: 'yek_premium_yearly',
    tr: {
      name: 'Yıllık Premium',
      description: '365 günlük programın tamamı için en avantajlı seçenek. Her yıl yenilenir.',
    },
    en: {
      name: 'Yearly Premium',
      description: 'The best value for the whole 365-day programme. Renews every year.',
    },
  },
] as const;

/** A launch code: 25% off every plan for a year from the day the installation first starts. */
export const PROMO_SEED = { code: 'HOSGELDIN25', discountPercent: 25, validDays: 365 } as const;

export async function seedSubscriptionPlans(q: PoolClient): Promise<void> {
  if (await onceIfEmpty(q, 'subscription-plans', 'SELECT 1 FROM subscription_plans LIMIT 1')) {
    for (const [i, p] of PLAN_SEED.entries()) {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO subscription_plans (alias, plan_type, duration_months, price_kurus, currency,
                                         app_store_product_id, play_store_product_id, order_no)
         VALUES ($1, $2, $3, $4, 'TRY', $5, $6, $7) RETURNING id`,
        [
          p.alias,
          p.planType,
          p.durationMonths,
          p.priceKurus,
          p.appStoreProductId,
          p.playStoreProductId,
          i + 1,
        ],
      );
      for (const [languageId, text] of [
        [1, p.tr],
        [2, p.en],
      ] as const) {
        await q.query(
          `INSERT INTO subscription_plan_localizations (plan_id, language_id, name, description)
           VALUES ($1, $2, $3, $4)`,
          [rows[0]!.id, languageId, text.name, text.description],
        );
      }
    }
  }
  await seedOnce(q, 'promo-codes', async () => {
    await q.query(
      `INSERT INTO promo_codes (code, discount_percent, valid_from, valid_until)
     SELECT $1, $2, date_trunc('day', now()), date_trunc('day', now()) + make_interval(days => $3)
      WHERE NOT EXISTS (SELECT 1 FROM promo_codes)`,
      [PROMO_SEED.code, PROMO_SEED.discountPercent, PROMO_SEED.validDays],
    );
  });
}
