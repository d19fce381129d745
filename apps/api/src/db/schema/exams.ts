import type { Answer } from '@yek/contracts/usertask-questions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { levels } from './curriculum';
import { users } from './identity';

/**
 * The exams: the placement item bank and the level exam papers as the content loader writes them
 * from content/exams, and every exam a learner sits with each of their answers. What a learner
 * sees before answering (`payload`, `paper`) is kept apart from what scores it (`key`, `keys`),
 * as in the curriculum tables (decision 0007).
 */

/** One item of the adaptive placement test's bank, keyed by its content slug. */
export const placementItems = pgTable('placement_items', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  levelId: smallint('level_id')
    .notNull()
    .references(() => levels.id),
  skill: varchar('skill', { length: 16 }).notNull(),
  type: varchar('type', { length: 16 }).notNull(),
  /** The written difficulty (logits) from the content file. */
  difficulty: real('difficulty').notNull(),
  /** Set by `npm run exams:calibrate` from learners' answers; used instead of `difficulty` when set. */
  calibratedDifficulty: real('calibrated_difficulty'),
  /** Stem, passage or listening audio, options: what the learner sees. */
  payload: jsonb('payload').notNull(),
  /** { answer: index } or { accepted: string[] }, with the Turkish explanation. */
  key: jsonb('key').notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One paper (form a or b) of a level exam. */
export const levelExamForms = pgTable('level_exam_forms', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 16 }).notNull().unique(),
  levelId: smallint('level_id')
    .notNull()
    .references(() => levels.id),
  form: varchar('form', { length: 1 }).notNull(),
  timeLimitMinutes: smallint('time_limit_minutes').notNull(),
  passMark: smallint('pass_mark').notNull(),
  /** The paper without keys. */
  paper: jsonb('paper').notNull(),
  /** Question slug → its key, section and explanation. */
  keys: jsonb('keys').notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One exam a learner sits: the placement test or a level exam. At most one unfinished exam of a
 * kind and level per learner (the partial unique index), so starting again resumes it after a
 * reload or on another device.
 */
export const userExams = pgTable(
  'user_exams',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'placement' | 'level'>().notNull(),
    /** The level exam's level; null for the placement test. */
    levelId: smallint('level_id').references(() => levels.id),
    formId: integer('form_id').references(() => levelExamForms.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When a timed exam ends by itself. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The placement item shown and not yet answered. */
    pendingItemId: integer('pending_item_id').references(() => placementItems.id),
    /** Percent of the points (level exam) or null. */
    score: real('score'),
    passed: boolean('passed'),
    /** The placement outcome or the level exam's section scores, once finished. */
    result: jsonb('result'),
    /** When the learner moved their programme to the placed level. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /**
     * A passed level exam's certificate code: 128 random bits, the only key of the public
     * certificate page (anyone holding the code can check it; nobody can guess one).
     */
    certificateCode: varchar('certificate_code', { length: 32 }).unique(),
  },
  (t) => [
    uniqueIndex('user_exams_open_uq')
      .on(t.userId, t.kind, sql`coalesce(${t.levelId}, 0)`)
      .where(sql`${t.finishedAt} IS NULL`),
    index('user_exams_user_idx').on(t.userId, t.finishedAt),
  ],
);

/**
 * Every answer given in an exam. Placement answers are final when given and keep the difficulty
 * the item had then, so calibration can use them; a level exam's answers may be changed until the
 * paper is submitted, when they are scored.
 */
export const userExamAnswers = pgTable(
  'user_exam_answers',
  {
    id: serial('id').primaryKey(),
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNo: smallint('order_no').notNull(),
    /** The placement item answered; null in a level exam. */
    placementItemId: integer('placement_item_id').references(() => placementItems.id),
    /** The level exam question's slug; null in the placement test. */
    questionSlug: varchar('question_slug', { length: 120 }),
    section: varchar('section', { length: 16 }).notNull(),
    answer: jsonb('answer').$type<Answer>().notNull(),
    isCorrect: boolean('is_correct'),
    /** The item's difficulty when it was answered (placement). */
    difficulty: real('difficulty'),
    /** Writing and speaking: the share (0–1) of the section's points earned, once marked. */
    score: real('score'),
    /** Writing and speaking: the writing feedback or the read-aloud alignment, once marked. */
    feedback: jsonb('feedback'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_exam_answers_item_uq').on(
      t.userExamId,
      sql`coalesce(${t.questionSlug}, ${t.placementItemId}::text)`,
    ),
    index('user_exam_answers_item_idx').on(t.placementItemId),
  ],
);

/** Where a learner's programme continues after they accepted a placement result. */
export const programPlacements = pgTable('program_placements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startDay: smallint('start_day').notNull(),
  userExamId: integer('user_exam_id')
    .notNull()
    .references(() => userExams.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});
