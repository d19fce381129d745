import type { Answer, Feedback } from '@yek/contracts/usertask-questions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { questions, taskMainQuestions, vocabulary } from './curriculum-items';
import { lectures, tasks } from './curriculum';
import { users } from './identity';

/**
 * A learner's programme: one row per day taken. The two unique keys are the daily rules at the
 * database level: one programme day once, and one new day per calendar day (in the configured
 * zone), so two assign calls at the same moment cannot both succeed.
 */
export const userTasks = pgTable(
  'user_tasks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    dayNo: smallint('day_no').notNull(),
    /** The learner's calendar day the task was taken on (config.timeZone). */
    taskDate: date('task_date', { mode: 'string' }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    lectureId: integer('lecture_id').references(() => lectures.id),
    lectureCompletedAt: timestamp('lecture_completed_at', { withTimezone: true }),
    /** Set in the transaction that registers the last answer of the day. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('user_tasks_day_uq').on(t.userId, t.dayNo),
    unique('user_tasks_date_uq').on(t.userId, t.taskDate),
  ],
);

/**
 * One answer per question of a taken day; an answer is final once registered (the result and the
 * key are shown right after it), except a writing text or a read-aloud recording, which may be
 * given again up to MAX_ANSWER_ATTEMPTS times, the latest version replacing the row (decision
 * 0037). Scored on the server; `feedback` holds the writing or speaking feedback that was shown.
 */
export const userTaskAnswers = pgTable(
  'user_task_answers',
  {
    id: serial('id').primaryKey(),
    userTaskId: integer('user_task_id')
      .notNull()
      .references(() => userTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mainQuestionId: integer('main_question_id')
      .notNull()
      .references(() => taskMainQuestions.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** The reply as sent: { optionId } | { optionIds } | { value } | { text } | { match } | { fileName }. */
    answer: jsonb('answer').$type<Answer>().notNull(),
    /** null for replies that are not right or wrong (writing, free speaking). */
    isCorrect: boolean('is_correct'),
    /** 0–1. */
    score: real('score').notNull(),
    feedback: jsonb('feedback').$type<Feedback>(),
    /** Versions given: 1, more for a revised text or a read-aloud tried again. */
    attempts: smallint('attempts').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_task_answers_question_uq').on(t.userTaskId, t.questionId),
    index('user_task_answers_main_question_idx').on(t.userTaskId, t.mainQuestionId),
  ],
);

/** The personal dictionary: words saved from passages and vocabulary parts. */
export const userDictionaryWords = pgTable(
  'user_dictionary_words',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The programme's entry when the word is one it teaches. */
    vocabularyId: integer('vocabulary_id').references(() => vocabulary.id),
    /** Where it was saved from, when it was saved from a part. */
    mainQuestionId: integer('main_question_id').references(() => taskMainQuestions.id),
    word: varchar('word', { length: 80 }).notNull(),
    meaning: text('meaning').notNull(),
    ipa: varchar('ipa', { length: 80 }),
    example: text('example'),
    reviewCount: smallint('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_dictionary_words_word_uq').on(t.userId, sql`lower(${t.word})`),
    index('user_dictionary_words_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every speaking recording uploaded (stored under recordings/<user>/<file>), whether or not an
 * answer names it, so the retention job can remove it from storage when its time is up
 * (config.retention.recordingDays). The answer keeps its score and feedback; `removedAt` says the
 * sound itself is gone.
 */
export const recordingFiles = pgTable(
  'recording_files',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fileName] }),
    index('recording_files_due_idx')
      .on(t.createdAt)
      .where(sql`${t.removedAt} IS NULL`),
  ],
);
