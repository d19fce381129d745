import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The programme as the content loader writes it from content/ (see content/README.md). Rows are
 * keyed by the slugs of the content files, so a reload updates them in place and ids stay stable
 * for the learner tables that will point at them. updated_at moves only when a row really changes.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** CEFR levels; ids 1–6 are A1–C2 everywhere (levelId in the API). */
export const levels = pgTable('levels', {
  id: smallint('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  nameTr: varchar('name_tr', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
});

/** The six skills; ids are fixed (skillId in the API) and listed in content-ids.ts. */
export const skills = pgTable('skills', {
  id: smallint('id').primaryKey(),
  slug: varchar('slug', { length: 16 }).notNull().unique(),
  nameTr: varchar('name_tr', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
});

/** A1–C1 blocks of days, each closed by its level exam (syllabus.yaml `sections`). */
export const programSections = pgTable('program_sections', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 8 }).notNull().unique(),
  orderNo: smallint('order_no').notNull(),
  levelId: smallint('level_id')
    .notNull()
    .references(() => levels.id),
  firstDay: smallint('first_day').notNull(),
  lastDay: smallint('last_day').notNull(),
  titleTr: varchar('title_tr', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }).notNull(),
  examSlug: varchar('exam_slug', { length: 40 }).notNull(),
  examTitleTr: varchar('exam_title_tr', { length: 200 }).notNull(),
  examTitleEn: varchar('exam_title_en', { length: 200 }).notNull(),
  ...timestamps,
});

/** One task per programme day. content_hash lets a reload skip days whose file is unchanged. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 16 }).notNull().unique(),
    dayNo: smallint('day_no').notNull().unique(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => programSections.id),
    levelId: smallint('level_id')
      .notNull()
      .references(() => levels.id),
    kind: varchar('kind', { length: 8 }).$type<'lesson' | 'review'>().notNull(),
    titleTr: varchar('title_tr', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    ...timestamps,
  },
  (t) => [
    check('tasks_kind_ck', sql`${t.kind} IN ('lesson', 'review')`),
    check('tasks_day_ck', sql`${t.dayNo} BETWEEN 1 AND 365`),
  ],
);

/** The day's point. Examples and mistakes are only ever displayed, so they stay jsonb. */
export const lectures = pgTable('lectures', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  taskId: integer('task_id')
    .notNull()
    .unique()
    .references(() => tasks.id),
  pointTr: text('point_tr').notNull(),
  pointEn: text('point_en').notNull(),
  /** Turkish Markdown. */
  explanation: text('explanation').notNull(),
  /** [{ en, tr }] */
  examples: jsonb('examples').notNull(),
  /** [{ wrong, right, explanation }] */
  mistakes: jsonb('mistakes').notNull(),
  ...timestamps,
});

/**
 * One row: a hash over every content file and the loader's version, so a start with unchanged
 * content costs one query instead of a reload.
 */
export const contentState = pgTable(
  'content_state',
  {
    id: smallint('id').primaryKey().default(1),
    hash: varchar('hash', { length: 64 }).notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last load's figures: days loaded, skipped, invalid; rows touched. */
    report: jsonb('report').notNull().default({}),
  },
  (t) => [check('content_state_one_row_ck', sql`${t.id} = 1`)],
);
