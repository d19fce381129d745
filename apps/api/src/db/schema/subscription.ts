import type { PlanTypeName, Store } from '@yek/contracts/subscription';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { languages } from './reference';

/** Plans sold in the mobile apps; the price is whole kuruş so sums never round. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  alias: varchar('alias', { length: 40 }).notNull().unique(),
  planType: varchar('plan_type', { length: 16 }).$type<PlanTypeName>().notNull(),
  durationMonths: smallint('duration_months').notNull(),
  priceKurus: integer('price_kurus').notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('TRY'),
  appStoreProductId: varchar('app_store_product_id', { length: 100 }).unique(),
  playStoreProductId: varchar('play_store_product_id', { length: 100 }).unique(),
  isActive: boolean('is_active').notNull().default(true),
  orderNo: integer('order_no').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionPlanLocalizations = pgTable(
  'subscription_plan_localizations',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('subscription_plan_loc_uq').on(t.planId, t.languageId)],
);

/** A discount for a time window, on one plan or (plan_id null) on all of them. */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  discountPercent: smallint('discount_percent').notNull(),
  planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One paid period: the first purchase and every renewal are a row each, with its own invoice.
 * Rows are financial records: deleting an account keeps them, without the account.
 */
export const userPurchases = pgTable(
  'user_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    store: varchar('store', { length: 16 }).$type<Store>().notNull(),
    productId: varchar('product_id', { length: 100 }).notNull(),
    /** Apple transactionId / Google order id: one per paid period. */
    storeTransactionId: varchar('store_transaction_id', { length: 200 }).notNull(),
    /** Apple originalTransactionId / Google purchase token: the same across renewals. */
    storeOriginalId: text('store_original_id').notNull(),
    environment: varchar('environment', { length: 16 }).notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    invoiceNumber: varchar('invoice_number', { length: 32 }).notNull().unique(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_purchases_store_tx_uq').on(t.store, t.storeTransactionId),
    index('user_purchases_user_idx').on(t.userId),
    index('user_purchases_original_idx').on(t.store, t.storeOriginalId),
  ],
);

/** Invoice numbers run without gaps per calendar year: the row lock orders concurrent buyers. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});

/** Every store notification handled, by its id, so a redelivery changes nothing. */
export const storeNotifications = pgTable(
  'store_notifications',
  {
    id: serial('id').primaryKey(),
    store: varchar('store', { length: 16 }).notNull(),
    notificationId: varchar('notification_id', { length: 200 }).notNull(),
    notificationType: varchar('notification_type', { length: 60 }).notNull(),
    subtype: varchar('subtype', { length: 60 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 24 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('store_notifications_uq').on(t.store, t.notificationId)],
);
