import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  cultureName: varchar('culture_name', { length: 10 }).notNull().unique(),
  displayName: varchar('display_name', { length: 60 }).notNull(),
});

/** Turkey's provinces; the id is the plate code. */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: varchar('name', { length: 60 }).notNull(),
  },
  (t) => [unique('districts_city_name_uq').on(t.cityId, t.name)],
);

export const helloSliders = pgTable('hello_sliders', {
  id: serial('id').primaryKey(),
  pageAlias: varchar('page_alias', { length: 64 }).notNull(),
  viewType: integer('view_type').notNull().default(1),
  orderNo: integer('order_no').notNull().default(0),
  imageFilePath: varchar('image_file_path', { length: 512 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const helloSliderLocalizations = pgTable(
  'hello_slider_localizations',
  {
    id: serial('id').primaryKey(),
    helloSliderId: integer('hello_slider_id')
      .notNull()
      .references(() => helloSliders.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [unique('hello_slider_loc_uq').on(t.helloSliderId, t.languageId)],
);

/** Agreements are versioned: editing one publishes a new version; approvals point at a version. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    alias: varchar('alias', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('contracts_alias_version_uq').on(t.alias, t.version)],
);

export const contractLocalizations = pgTable(
  'contract_localizations',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    cultureName: varchar('culture_name', { length: 10 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
  },
  (t) => [unique('contract_loc_uq').on(t.contractId, t.cultureName)],
);
