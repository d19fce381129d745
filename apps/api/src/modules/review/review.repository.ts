import type { Pool, PoolClient } from 'pg';

/**
 * The headwords (lower-case, as `word`) of the days learner $1's placement let them skip: words
 * the known-word model counts as known without a card. One subquery for every query that asks.
 */
const SKIPPED_BY_PLACEMENT = `SELECT lower(v.headword) AS word
                                FROM program_placements p
                                JOIN tasks t ON t.day_no < p.start_day
                                JOIN task_main_questions mq ON mq.task_id = t.id
                                JOIN main_question_vocabulary mv ON mv.main_question_id = mq.id
                                JOIN vocabulary v ON v.id = mv.vocabulary_id
                               WHERE p.user_id = $1`;

/** A card row with what the exercises show of its word. */
export interface CardRow {
  id: number;
  userId: number;
  word: string;
  vocabularyId: number | null;
  source: 'lesson' | 'dictionary';
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
  /** The known-word model's verdict (review_cards.known). */
  known: boolean;
  meaningTr: string;
  pos: string;
  ipa: string;
  exampleEn: string | null;
  exampleTr: string | null;
}

/**
 * The cards a query picks (`picked`: a SELECT of review_cards rows, already filtered, ordered and
 * limited, so the joins below touch only them) with what the exercises show of their words, in
 * `order`.
 */
const cardsOf = (picked: string, order = 'c.due, c.id', extra = '') => `
  SELECT c.id, c.user_id AS "userId", c.word, c.vocabulary_id AS "vocabularyId", c.source, c.due,
         c.stability, c.difficulty, c.elapsed_days AS "elapsedDays",
         c.scheduled_days AS "scheduledDays", c.learning_steps AS "learningSteps", c.reps,
         c.lapses, c.state, c.last_review AS "lastReview", c.known,
         COALESCE(v.meaning_tr, d.meaning, '') AS "meaningTr", COALESCE(v.pos, '') AS pos,
         COALESCE(v.ipa, d.ipa, '') AS ipa, COALESCE(v.example_en, d.example) AS "exampleEn",
         v.example_tr AS "exampleTr"${extra}
    FROM (${picked}) c
    LEFT JOIN vocabulary v ON v.id = c.vocabulary_id
    LEFT JOIN user_dictionary_words d ON d.user_id = c.user_id AND lower(d.word) = c.word
   ORDER BY ${order}`;

export interface Distractor {
  word: string;
  meaningTr: string;
  pos: string;
}

export function createReviewRepository(pool: Pool) {
  return {
    /** Cards already learned and due by `now`, most overdue first. */
    async dueCards(userId: number, now: Date, limit: number): Promise<CardRow[]> {
      const { rows } = await pool.query<CardRow>({
        name: 'review-due-cards',
        text: cardsOf(`SELECT * FROM review_cards c
                         WHERE c.user_id = $1 AND c.state <> 0 AND c.due <= $2
                         ORDER BY c.due, c.id LIMIT $3`),
        values: [userId, now, limit],
      });
      return rows;
    },

    /** Due cards of words other than `exclude`, most overdue first (a lesson's review). */
    async dueCardsExcept(
      userId: number,
      now: Date,
      exclude: string[],
      limit: number,
    ): Promise<CardRow[]> {
      const { rows } = await pool.query<CardRow>({
        name: 'review-due-cards-except',
        text: cardsOf(`SELECT * FROM review_cards c
                         WHERE c.user_id = $1 AND c.state <> 0 AND c.due <= $2
                           AND NOT (c.word = ANY($3::text[]))
                         ORDER BY c.due, c.id LIMIT $4`),
        values: [userId, now, exclude, limit],
      });
      return rows;
    },

    /** New cards in the order the words were met, for today's new-card allowance. */
    async newCards(userId: number, limit: number, words: string[] | null): Promise<CardRow[]> {
      if (limit <= 0) return [];
      const { rows } = await pool.query<CardRow>({
        text: cardsOf(
          `SELECT * FROM review_cards c WHERE c.user_id = $1 AND c.state = 0
             AND ($3::text[] IS NULL OR c.word = ANY($3::text[]))
           ORDER BY c.created_at, c.id LIMIT $2`,
          'c.created_at, c.id',
        ),
        values: [userId, limit, words],
      });
      return rows;
    },

    /** Chosen words in any state (a review of words picked in the profile dictionary). */
    async cardsByWords(userId: number, words: string[], limit: number): Promise<CardRow[]> {
      const { rows } = await pool.query<CardRow>({
        text: cardsOf(`SELECT * FROM review_cards c WHERE c.user_id = $1 AND c.word = ANY($2::text[])
                         ORDER BY c.due, c.id LIMIT $3`),
        values: [userId, words, limit],
      });
      return rows;
    },

    async counts(userId: number, now: Date, dayStart: Date) {
      const { rows } = await pool.query<{ due: number; newToday: number }>({
        name: 'review-counts',
        text: `SELECT (SELECT count(*)::int FROM review_cards
                        WHERE user_id = $1 AND state <> 0 AND due <= $2) AS due,
                      (SELECT count(DISTINCT card_id)::int FROM review_logs
                        WHERE user_id = $1 AND state = 0 AND reviewed_at >= $3) AS "newToday"`,
        values: [userId, now, dayStart],
      });
      return rows[0]!;
    },

    /** Words of the programme to choose wrong answers from (a sample, refreshed per session). */
    async distractors(limit: number): Promise<Distractor[]> {
      const { rows } = await pool.query<Distractor>({
        name: 'review-distractors',
        text: `SELECT lower(headword) AS word, meaning_tr AS "meaningTr", pos
                 FROM vocabulary ORDER BY random() LIMIT $1`,
        values: [limit],
      });
      return rows;
    },

    /**
     * The card locked for an answer, with the learner's own FSRS weights when they have been
     * fitted; null when the card is not the learner's.
     */
    async lockCard(
      q: PoolClient,
      userId: number,
      cardId: number,
    ): Promise<(CardRow & { weights: number[] | null }) | null> {
      const { rows } = await q.query<CardRow & { weights: number[] | null }>({
        name: 'review-lock-card',
        text: cardsOf(
          'SELECT * FROM review_cards c WHERE c.id = $1 AND c.user_id = $2 FOR UPDATE',
          'c.id',
          ', (SELECT p.weights FROM review_parameters p WHERE p.user_id = c.user_id) AS weights',
        ),
        values: [cardId, userId],
      });
      return rows[0] ?? null;
    },

    /** A word looked up in a passage or a book: recorded on its card when it has one. */
    async noteLookup(userId: number, word: string, at: Date): Promise<void> {
      await pool.query({
        name: 'review-note-lookup',
        text: `UPDATE review_cards SET looked_up_at = $3 WHERE user_id = $1 AND word = $2`,
        values: [userId, word.toLowerCase(), at],
      });
    },

    /**
     * The learner's words by the known-word model: every card (known or learning) and the words
     * of the days their placement let them skip, known unless a card says otherwise.
     */
    async wordModel(userId: number): Promise<{ word: string; known: boolean }[]> {
      const { rows } = await pool.query<{ word: string; known: boolean }>({
        name: 'review-word-model',
        text: `SELECT word, known FROM review_cards WHERE user_id = $1
               UNION ALL
               SELECT DISTINCT s.word, true
                 FROM (${SKIPPED_BY_PLACEMENT}) s
                WHERE NOT EXISTS (SELECT 1 FROM review_cards c
                                   WHERE c.user_id = $1 AND c.word = s.word)`,
        values: [userId],
      });
      return rows;
    },

    /**
     * Where the learner stands with each of `words` (lower-case): their card, whether it is due,
     * whether they have learned it (a card, or a day their placement let them skip), and its
     * Turkish meaning (the programme's, else their dictionary's).
     */
    async wordStanding(
      userId: number,
      words: string[],
      now: Date,
    ): Promise<
      { word: string; cardId: number | null; due: boolean; learned: boolean; meaningTr: string }[]
    > {
      if (words.length === 0) return [];
      const { rows } = await pool.query<{
        word: string;
        cardId: number | null;
        due: boolean;
        learned: boolean;
        meaningTr: string;
      }>({
        name: 'review-word-standing',
        text: `SELECT w.word, c.id AS "cardId",
                      COALESCE(c.state <> 0 AND c.due <= $3, false) AS due,
                      -- Uncorrelated: the skipped words are found once and hashed, not per word.
                      (c.id IS NOT NULL OR w.word IN (${SKIPPED_BY_PLACEMENT})) AS learned,
                      COALESCE(v.meaning_tr,
                               (SELECT g.meaning_tr FROM vocabulary g
                                 WHERE lower(g.headword) = w.word ORDER BY g.id LIMIT 1),
                               d.meaning, '') AS "meaningTr"
                 FROM unnest($2::text[]) AS w(word)
                 LEFT JOIN review_cards c ON c.user_id = $1 AND c.word = w.word
                 LEFT JOIN vocabulary v ON v.id = c.vocabulary_id
                 LEFT JOIN user_dictionary_words d ON d.user_id = $1 AND lower(d.word) = w.word`,
        values: [userId, words, now],
      });
      return rows;
    },

    /** The learner's review log in time order, card by card, for fitting their parameters. */
    async reviewHistory(
      userId: number,
      limit: number,
    ): Promise<{ cardId: number; rating: number; reviewedAt: Date }[]> {
      const { rows } = await pool.query<{ cardId: number; rating: number; reviewedAt: Date }>(
        `SELECT card_id AS "cardId", rating, reviewed_at AS "reviewedAt"
           FROM (SELECT card_id, rating, reviewed_at, id FROM review_logs
                  WHERE user_id = $1 ORDER BY reviewed_at DESC, id DESC LIMIT $2) l
          ORDER BY card_id, reviewed_at, id`,
        [userId, limit],
      );
      return rows;
    },

    /** Learners with at least `minReviews` reviews and that many new since their last fit. */
    async learnersToFit(minReviews: number, minNew: number): Promise<number[]> {
      const { rows } = await pool.query<{ userId: number }>(
        `SELECT l.user_id AS "userId"
           FROM review_logs l LEFT JOIN review_parameters p ON p.user_id = l.user_id
          GROUP BY l.user_id, p.reviews
         HAVING count(*) >= $1 AND count(*) - COALESCE(p.reviews, 0) >= $2
          ORDER BY l.user_id`,
        [minReviews, minNew],
      );
      return rows.map((r) => r.userId);
    },

    async saveParameters(userId: number, weights: number[], reviews: number): Promise<void> {
      await pool.query(
        `INSERT INTO review_parameters (user_id, weights, reviews, fitted_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id) DO UPDATE
           SET weights = EXCLUDED.weights, reviews = EXCLUDED.reviews, fitted_at = now()`,
        [userId, weights, reviews],
      );
    },

    /** Stores a card's new schedule and logs the review; gives the card's known-word verdict. */
    async saveReview(
      q: PoolClient,
      card: Omit<CardRow, 'meaningTr' | 'pos' | 'ipa' | 'exampleEn' | 'exampleTr' | 'known'>,
      log: {
        rating: number;
        stateBefore: number;
        correct: boolean;
        form: string;
        durationMs: number;
        reviewedAt: Date;
      },
    ): Promise<{ known: boolean }> {
      const { rows } = await q.query<{ known: boolean }>(
        `UPDATE review_cards SET due = $2, stability = $3, difficulty = $4, elapsed_days = $5,
                scheduled_days = $6, learning_steps = $7, reps = $8, lapses = $9, state = $10,
                last_review = $11
          WHERE id = $1
          RETURNING known`,
        [
          card.id,
          card.due,
          card.stability,
          card.difficulty,
          card.elapsedDays,
          card.scheduledDays,
          card.learningSteps,
          card.reps,
          card.lapses,
          card.state,
          card.lastReview,
        ],
      );
      await q.query(
        `INSERT INTO review_logs (card_id, user_id, rating, state, correct, form, duration_ms,
                                  elapsed_days, scheduled_days, stability, difficulty, reviewed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          card.id,
          card.userId,
          log.rating,
          log.stateBefore,
          log.correct,
          log.form,
          log.durationMs,
          card.elapsedDays,
          card.scheduledDays,
          card.stability,
          card.difficulty,
          log.reviewedAt,
        ],
      );
      return rows[0]!;
    },

    /** Every card of the learner for the export, in the order the words were met (bounded). */
    async allCards(userId: number, limit: number): Promise<CardRow[]> {
      const { rows } = await pool.query<CardRow>(
        cardsOf(
          'SELECT * FROM review_cards c WHERE c.user_id = $1 ORDER BY c.created_at, c.id LIMIT $2',
          'c.created_at, c.id',
        ),
        [userId, limit],
      );
      return rows;
    },

    async cardPage(
      userId: number,
      filter: { state?: number; words?: string[] },
      page: { index: number; size: number },
    ): Promise<{ items: CardRow[]; totalCount: number }> {
      const where = `c.user_id = $1 AND ($2::smallint IS NULL OR c.state = $2)
                     AND ($3::text[] IS NULL OR c.word = ANY($3::text[]))`;
      const values = [userId, filter.state ?? null, filter.words ?? null];
      const [items, total] = await Promise.all([
        pool.query<CardRow>(
          cardsOf(
            `SELECT * FROM review_cards c WHERE ${where} ORDER BY c.due, c.id LIMIT $4 OFFSET $5`,
          ),
          [...values, page.size, page.index * page.size],
        ),
        pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM review_cards c WHERE ${where}`,
          values,
        ),
      ]);
      return { items: items.rows, totalCount: total.rows[0]!.n };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
