import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { vocabulary } from './curriculum-items';
import { users } from './identity';

/**
 * A word a learner reviews with FSRS (docs/decisions/0042): every word taught in a day they
 * completed and every word they saved to their dictionary, one card per word. The scheduling
 * columns are FSRS's card (ts-fsrs), stored as they are.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case, as the dictionary and the taught words compare. */
    word: varchar('word', { length: 80 }).notNull(),
    /** The programme's entry when the programme teaches the word. */
    vocabularyId: integer('vocabulary_id').references(() => vocabulary.id),
    /** `lesson` (taught in a completed day) or `dictionary` (saved by the learner). */
    source: varchar('source', { length: 16 }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull().default(0),
    difficulty: real('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: smallint('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /**
     * The last time the learner looked the word up (a tap in a passage or a book): a sign the word
     * is not known yet, whatever its reviews say (docs/decisions/0044).
     */
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }),
    /**
     * The known-word model's rule, kept in one place: a word is known once FSRS holds it in review
     * with a stability of three weeks or more and it was not looked up after its last review.
     */
    known: boolean('known')
      .notNull()
      .generatedAlwaysAs(
        sql`state = 2 AND stability >= 21 AND (looked_up_at IS NULL OR looked_up_at < COALESCE(last_review, '-infinity'))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_cards_word_uq').on(t.userId, t.word),
    index('review_cards_due_idx').on(t.userId, t.due),
    // Learned words by due date: today's review, its count (index-only) and the lessons' due words.
    index('review_cards_learned_due_idx')
      .on(t.userId, t.due, t.id)
      .where(sql`${t.state} <> 0`),
    // New words in the order they were met, for the day's allowance.
    index('review_cards_new_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.state} = 0`),
  ],
);

/** One answer in a review: what FSRS needs to fit a learner's own parameters later. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 again, 2 hard, 3 good, 4 easy. */
    rating: smallint('rating').notNull(),
    /** The card's state before the answer. */
    state: smallint('state').notNull(),
    correct: boolean('correct').notNull(),
    /** The exercise form asked (meaning, word, spelling, listening, sentence). */
    form: varchar('form', { length: 16 }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('review_logs_user_idx').on(t.userId, t.reviewedAt),
    index('review_logs_card_idx').on(t.cardId),
    check('review_logs_rating_ck', sql`${t.rating} BETWEEN 1 AND 4`),
  ],
);

/**
 * A learner's own FSRS parameters, fitted from their review log once they have enough reviews
 * (`npm run review:fit`); until then the defaults are used.
 */
export const reviewParameters = pgTable('review_parameters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** FSRS's weights, as the optimizer gives them. */
  weights: real('weights').array().notNull(),
  /** Reviews in the log the fit was made from. */
  reviews: integer('reviews').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
});
