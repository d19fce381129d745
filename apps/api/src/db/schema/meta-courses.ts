import type { MetaLevel } from '@yek/contracts/content-meta';
import type { Answer, Feedback } from '@yek/contracts/usertask-questions';
import {
  boolean,
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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Meta (thematic) courses (docs/decisions/0027): loaded from content/meta by slug like the books,
 * or added by editors (slug null). A course an editor added or changed is theirs: the loader no
 * longer writes its texts, level or visibility. The tasks are the loader's alone.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const metaCourses = pgTable('meta_courses', {
  id: serial('id').primaryKey(),
  /** content/meta/<slug>; null for a course an editor added. */
  slug: varchar('slug', { length: 60 }).unique(),
  titleTr: varchar('title_tr', { length: 120 }).notNull(),
  titleEn: varchar('title_en', { length: 120 }).notNull(),
  descriptionTr: text('description_tr').notNull(),
  descriptionEn: text('description_en').notNull(),
  minLevel: varchar('min_level', { length: 2 }).$type<MetaLevel>().notNull(),
  maxLevel: varchar('max_level', { length: 2 }).$type<MetaLevel>().notNull(),
  /** Learners see published courses only. */
  published: boolean('published').notNull().default(true),
  /** Hash of the course's files as last loaded; null for editors' courses. */
  contentHash: varchar('content_hash', { length: 64 }),
  /** Set when an editor adds or changes the course: from then on the loader leaves its texts. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  /**
   * Set when an editor deletes a loaded course: the row stays so the next load does not bring it
   * back, and learners' progress rows stay valid. Editors' own courses are deleted outright.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Set when a loaded course's folder is gone. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  ...timestamps,
});

export const metaTasks = pgTable(
  'meta_tasks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => metaCourses.id, { onDelete: 'cascade' }),
    /** `<course>-task-NN`. */
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    /** Position in the course, from 1. */
    number: smallint('number').notNull(),
    titleTr: varchar('title_tr', { length: 160 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }).notNull(),
    level: varchar('level', { length: 2 }).$type<MetaLevel>().notNull(),
    /** The task file as validated by MetaTaskSchema: lecture and parts with their keys. */
    content: jsonb('content').notNull(),
    /** Set when the task's file is gone: it leaves the course, progress rows stay valid. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('meta_tasks_course_idx').on(t.courseId, t.number)],
);

/** A learner's task of a course: started at the first answer, completed at the last. */
export const userMetaTasks = pgTable(
  'user_meta_tasks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metaTaskId: integer('meta_task_id')
      .notNull()
      .references(() => metaTasks.id, { onDelete: 'cascade' }),
    /** Mean score of the scored items, 0–1, once completed. */
    score: real('score'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.metaTaskId] })],
);

/** A learner's final answer to one item of a meta task, by the item's content slug. */
export const userMetaAnswers = pgTable(
  'user_meta_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metaTaskId: integer('meta_task_id')
      .notNull()
      .references(() => metaTasks.id, { onDelete: 'cascade' }),
    questionSlug: varchar('question_slug', { length: 100 }).notNull(),
    answer: jsonb('answer').$type<Answer>().notNull(),
    isCorrect: boolean('is_correct'),
    score: real('score').notNull(),
    feedback: jsonb('feedback').$type<Feedback>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.metaTaskId, t.questionSlug] })],
);
