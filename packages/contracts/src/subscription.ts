import { z } from 'zod';
import { SubscriptionStatusSchema, UserSchema } from './user';
import { pagedQuerySchema, pagedSchema } from './paging';
import { VALIDATION_KEYS } from './validation';

/** Plan types with the months each one buys; ids are what getsubscriptionplantypelist answers. */
export const SUBSCRIPTION_PLAN_TYPES = [
  { id: 1, name: 'Monthly', durationMonths: 1 },
  { id: 2, name: 'Quarterly', durationMonths: 3 },
  { id: 3, name: 'Yearly', durationMonths: 12 },
] as const;
export const PlanTypeNameSchema = z.enum(['Monthly', 'Quarterly', 'Yearly']);
export type PlanTypeName = z.infer<typeof PlanTypeNameSchema>;
export const PLAN_CURRENCY = 'TRY';
export const DEFAULT_TRIAL_DAYS = 7;

export const SubscriptionPlanTypeSchema = z.object({
  id: z.int32(),
  name: PlanTypeNameSchema,
  displayName: z.string(),
  durationMonths: z.int32(),
});

export const SubscriptionPlanLocalizationSchema = z.object({
  languageId: z.int32(),
  cultureName: z.string(),
  name: z.string(),
  description: z.string(),
});

/** Prices are decimals in TRY (kept as whole kuruş on the server); *Text is formatted for display. */
export const SubscriptionPlanSchema = z.object({
  id: z.int32(),
  alias: z.string(),
  planType: PlanTypeNameSchema,
  planTypeId: z.int32(),
  durationMonths: z.int32(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  priceText: z.string(),
  monthlyPrice: z.number(),
  monthlyPriceText: z.string(),
  /** Against paying the monthly plan for the same months; 0 for the monthly plan. */
  savingsPercent: z.int32(),
  appStoreProductId: z.string().nullable(),
  playStoreProductId: z.string().nullable(),
  isActive: z.boolean(),
  orderNo: z.int32(),
  subscriptionPlanLocalizations: z.array(SubscriptionPlanLocalizationSchema),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
export const SubscriptionPlanBodySchema = z.strictObject({
  id: z.int32().positive().optional(),
  alias: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/),
  planType: PlanTypeNameSchema,
  price: z
    .number({ error: VALIDATION_KEYS.required })
    .positive({ error: 'validation.price' })
    .max(1_000_000, { error: 'validation.price' })
    .refine(twoDecimals, { error: 'validation.price' }),
  appStoreProductId: z.string().trim().min(1).max(100).nullable().default(null),
  playStoreProductId: z.string().trim().min(1).max(100).nullable().default(null),
  isActive: z.boolean().default(true),
  orderNo: z.int32().min(0).max(10_000).default(0),
  subscriptionPlanLocalizations: z
    .array(
      z.strictObject({
        languageId: z.int32().positive(),
        name: z.string().trim().min(1).max(100),
        description: z.string().trim().max(1000).default(''),
      }),
    )
    .min(1)
    .refine((l) => l.some((x) => x.languageId === 1), { error: 'validation.turkishRequired' }),
});
export type SubscriptionPlanBody = z.input<typeof SubscriptionPlanBodySchema>;

/** GET subscriptionplan/getpagedlist (editor): every plan, withdrawn ones too. */
export const SubscriptionPlanPagedQuerySchema = pagedQuerySchema(
  ['orderNo', 'id', 'alias', 'planType', 'price', 'isActive'],
  'orderNo',
);
export const SubscriptionPlanPageSchema = pagedSchema(SubscriptionPlanSchema);

/** A promo code as editors manage it: a discount on one plan (or on every plan) for a period. */
export const PromoCodeSchema = z.object({
  id: z.int32(),
  code: z.string(),
  discountPercent: z.int32(),
  planId: z.int32().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  isActive: z.boolean(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeBodySchema = z
  .strictObject({
    id: z.int32().positive().optional(),
    code: z
      .string({ error: VALIDATION_KEYS.required })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,32}$/, { error: 'validation.promoCode' }),
    discountPercent: z
      .int32({ error: VALIDATION_KEYS.required })
      .min(1, { error: 'validation.percent' })
      .max(100, { error: 'validation.percent' }),
    planId: z.int32().positive().nullable().default(null),
    validFrom: z.iso.datetime({ offset: true, error: VALIDATION_KEYS.required }),
    validUntil: z.iso.datetime({ offset: true, error: VALIDATION_KEYS.required }),
    isActive: z.boolean().default(true),
  })
  .refine((b) => Date.parse(b.validUntil) > Date.parse(b.validFrom), {
    path: ['validUntil'],
    error: 'validation.endBeforeStart',
  });
export type PromoCodeBody = z.input<typeof PromoCodeBodySchema>;
export const PromoCodePagedQuerySchema = pagedQuerySchema(
  ['validUntil', 'id', 'code', 'discountPercent', 'validFrom', 'isActive'],
  'validUntil',
);
export const PromoCodePageSchema = pagedSchema(PromoCodeSchema);

export const PromoCodeQuerySchema = z.object({
  promoCode: z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(32),
});
/** GET subscriptionplan/getbypromocode: the code's discount and the plans it applies to. */
export const PromoCodePlansSchema = z.object({
  promoCode: z.string(),
  discountPercent: z.int32(),
  validFrom: z.string(),
  validUntil: z.string(),
  subscriptionPlans: z.array(
    SubscriptionPlanSchema.extend({
      discountedPrice: z.number(),
      discountedPriceText: z.string(),
    }),
  ),
});
export type PromoCodePlans = z.infer<typeof PromoCodePlansSchema>;

// --- Payment ---

/** POST payment/registerfreesubscriptionplan takes an empty JSON object. */
export const FreePlanBodySchema = z.strictObject({}).optional();
export const FreePlanResultSchema = z.object({
  trialStartedAt: z.string(),
  trialEndsAt: z.string(),
  trialDays: z.int32(),
  user: UserSchema,
});
export type FreePlanResult = z.infer<typeof FreePlanResultSchema>;

/**
 * POST mobileapppayment: what the mobile app needs to sell a plan to this account. The account
 * token is a UUID (what StoreKit's appAccountToken accepts; Google Play's obfuscatedAccountId takes
 * it as is) that carries the account and its expiry under a server signature.
 */
export const MobileAppPaymentSchema = z.object({
  storeLinks: z.object({ appStore: z.string(), playStore: z.string() }),
  accountToken: z.string(),
  accountTokenExpiresAt: z.string(),
  subscriptionStatus: SubscriptionStatusSchema,
});
export type MobileAppPayment = z.infer<typeof MobileAppPaymentSchema>;

export const STORES = ['AppStore', 'GooglePlay'] as const;
export const StoreSchema = z.enum(STORES);
export type Store = z.infer<typeof StoreSchema>;
export const PurchaseStatusSchema = z.enum(['Active', 'Expired', 'Refunded']);

/** GET userpurchase: the caller's packages and invoices, newest first. */
export const UserPurchaseSchema = z.object({
  id: z.int32(),
  invoiceNumber: z.string(),
  purchaseDate: z.string(),
  endDate: z.string(),
  subscriptionPlanId: z.int32().nullable(),
  planName: z.string().nullable(),
  planType: PlanTypeNameSchema.nullable(),
  amount: z.number(),
  currency: z.string(),
  amountText: z.string(),
  store: StoreSchema,
  status: PurchaseStatusSchema,
  refundedAt: z.string().nullable(),
});
export type UserPurchase = z.infer<typeof UserPurchaseSchema>;

// --- Store server notifications ---

export const AppStoreNotificationBodySchema = z.object({ signedPayload: z.string().min(1) });
/** A Pub/Sub push: Google may add fields, so unknown ones are let through. */
export const GooglePlayPushBodySchema = z.looseObject({
  message: z.looseObject({
    data: z.string().min(1),
    messageId: z.string().min(1).optional(),
    message_id: z.string().min(1).optional(),
  }),
  subscription: z.string().optional(),
});
export const GooglePlayPushQuerySchema = z.object({ token: z.string().max(200).optional() });
export const StoreNotificationResultSchema = z.object({
  processed: z.boolean(),
  outcome: z.string(),
});
export type StoreNotificationResult = z.infer<typeof StoreNotificationResultSchema>;
