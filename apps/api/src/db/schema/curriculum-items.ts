import type { Skill } from '@yek/contracts/content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { levels, skills, tasks } from './curriculum';

/**
 * The parts of a day and their items. What a learner may see before answering (payload, body,
 * option text) and what scores or gives the answer away (is_correct, accepted answers, solution,
 * explanation, reveal) sit in separate columns or tables, so the learner query simply never
 * selects the latter. Items that learner answers can point at are retired, never deleted.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const retiredAt = timestamp('retired_at', { withTimezone: true });

/** One per part of a day (grammar, vocabulary, reading, …), in order_no order. */
export const taskMainQuestions = pgTable(
  'task_main_questions',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    // Not unique: parts may swap places in a reload, and the loader writes the order of the file.
    orderNo: smallint('order_no').notNull(),
    skillId: smallint('skill_id')
      .notNull()
      .references(() => skills.id),
    /** The part kind of the day file (grammar, vocabulary, reading, listening, writing, speaking). */
    kind: varchar('kind', { length: 16 }).$type<Skill>().notNull(),
    instructionsTr: text('instructions_tr'),
    instructionsEn: text('instructions_en'),
    /** Shown before answering: passage, script outline + audio, writing or speaking prompts. */
    body: jsonb('body').notNull(),
    /** Shown once the part is answered: the listening transcript. */
    reveal: jsonb('reveal'),
    retiredAt,
    ...timestamps,
  },
  (t) => [index('task_main_questions_task_idx').on(t.taskId, t.orderNo)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 48 }).notNull().unique(),
    mainQuestionId: integer('main_question_id')
      .notNull()
      .references(() => taskMainQuestions.id),
    orderNo: smallint('order_no').notNull(),
    /** A content question type: single-choice, gap-fill, matching, free-text, … */
    type: varchar('type', { length: 24 }).notNull(),
    /** What the learner sees; never contains the key. */
    payload: jsonb('payload').notNull(),
    /**
     * Keys that are neither options nor typed answers: true/false, the matching solution, exact
     * form, model answers and writing criteria.
     */
    solution: jsonb('solution').notNull().default({}),
    /** Why the right answer is right (Turkish); it gives the answer away, so it is a key too. */
    explanation: text('explanation').notNull(),
    retiredAt,
    ...timestamps,
  },
  (t) => [index('questions_main_question_idx').on(t.mainQuestionId, t.orderNo)],
);

/** Choice options, keyed by position under their question (content/README.md: never reorder). */
export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    orderNo: smallint('order_no').notNull(),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    retiredAt,
    ...timestamps,
  },
  (t) => [unique('question_options_position_uq').on(t.questionId, t.orderNo)],
);

/**
 * Accepted typed answers (gap fill, error correction, word order). Learner answers keep their own
 * text, so nothing points here and a removed variant is deleted.
 */
export const acceptedAnswers = pgTable(
  'accepted_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    orderNo: smallint('order_no').notNull(),
    answer: text('answer').notNull(),
    /** normalizeTypedAnswer, or the word sequence for word order: what a reply is compared with. */
    normalized: text('normalized').notNull(),
    ...timestamps,
  },
  (t) => [unique('accepted_answers_question_uq').on(t.questionId, t.normalized)],
);

/** Every word the programme teaches; a word is taught once a year, so the slug is unique. */
export const vocabulary = pgTable(
  'vocabulary',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    headword: varchar('headword', { length: 80 }).notNull(),
    pos: varchar('pos', { length: 16 }).notNull(),
    levelId: smallint('level_id')
      .notNull()
      .references(() => levels.id),
    ipa: varchar('ipa', { length: 80 }).notNull(),
    meaningTr: text('meaning_tr').notNull(),
    exampleEn: text('example_en').notNull(),
    exampleTr: text('example_tr').notNull(),
    ...timestamps,
  },
  // Tapping a word in a passage looks it up by its written form.
  (t) => [index('vocabulary_headword_idx').on(sql`lower(${t.headword})`)],
);

/** The words a main question (the vocabulary part) teaches, in order. */
export const mainQuestionVocabulary = pgTable(
  'main_question_vocabulary',
  {
    mainQuestionId: integer('main_question_id')
      .notNull()
      .references(() => taskMainQuestions.id),
    vocabularyId: integer('vocabulary_id')
      .notNull()
      .references(() => vocabulary.id),
    orderNo: smallint('order_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mainQuestionId, t.vocabularyId] }),
    index('main_question_vocabulary_word_idx').on(t.vocabularyId),
  ],
);
