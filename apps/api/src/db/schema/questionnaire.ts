import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { languages } from './reference';

/** Groups of questions shown as one step of the setup; ids are fixed. */
export const registrationStages = pgTable('registration_stages', {
  id: integer('id').primaryKey(),
  orderNo: integer('order_no').notNull().unique(),
  alias: varchar('alias', { length: 40 }).notNull().unique(),
});

export const registrationStageLocalizations = pgTable(
  'registration_stage_localizations',
  {
    id: serial('id').primaryKey(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => registrationStages.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('registration_stage_loc_uq').on(t.stageId, t.languageId)],
);

/** The six questions; the id is the order number the spec numbers them by. */
export const registrationQuestions = pgTable('registration_questions', {
  id: integer('id').primaryKey(),
  orderNo: integer('order_no').notNull().unique(),
  alias: varchar('alias', { length: 40 }).notNull().unique(),
  mainQuestionCategoryId: smallint('main_question_category_id').notNull(),
  registrationStageId: integer('registration_stage_id')
    .notNull()
    .references(() => registrationStages.id),
});

export const registrationQuestionLocalizations = pgTable(
  'registration_question_localizations',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => registrationQuestions.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('registration_question_loc_uq').on(t.questionId, t.languageId)],
);

/**
 * Every answer a question offers: yes/no, faculties (and their departments through parent_id),
 * jobs, purposes and interests. One table keeps answers, search and the generic question call
 * uniform; the columns a group does not use stay empty.
 */
export const registrationOptions = pgTable(
  'registration_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => registrationQuestions.id),
    parentId: integer('parent_id').references((): AnyPgColumn => registrationOptions.id, {
      onDelete: 'cascade',
    }),
    alias: varchar('alias', { length: 40 }),
    orderNo: integer('order_no').notNull().default(0),
    /** Names in every language, lower-cased the Turkish way and without diacritics. */
    searchKey: text('search_key').notNull().default(''),
    dailyGoalMinutes: smallint('daily_goal_minutes'),
    focusSkills: varchar('focus_skills', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /**
     * False once an editor retired the option: new learners no longer see it, answers already
     * given keep pointing at it (an option with answers is never deleted).
     */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_options_question_idx').on(t.questionId, t.parentId, t.orderNo),
    uniqueIndex('registration_options_alias_uq')
      .on(t.questionId, t.alias)
      .where(sql`${t.alias} IS NOT NULL`),
  ],
);

export const registrationOptionLocalizations = pgTable(
  'registration_option_localizations',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => registrationOptions.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
  },
  (t) => [unique('registration_option_loc_uq').on(t.optionId, t.languageId)],
);

/** A learner's chosen options (the birthday lives on users.birthday). */
export const userRegistrationAnswers = pgTable(
  'user_registration_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => registrationQuestions.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => registrationOptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.optionId] }),
    index('user_registration_answers_user_idx').on(t.userId, t.questionId),
    index('user_registration_answers_option_idx').on(t.optionId),
  ],
);

/** Result-page texts, chosen per stage by a rule the learner's answers match. */
export const registrationResults = pgTable(
  'registration_results',
  {
    id: serial('id').primaryKey(),
    registrationStageId: integer('registration_stage_id')
      .notNull()
      .references(() => registrationStages.id),
    ruleKey: varchar('rule_key', { length: 60 }).notNull(),
    orderNo: integer('order_no').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('registration_results_stage_rule_uq').on(t.registrationStageId, t.ruleKey)],
);

export const registrationResultLocalizations = pgTable(
  'registration_result_localizations',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => registrationResults.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('registration_result_loc_uq').on(t.resultId, t.languageId)],
);
