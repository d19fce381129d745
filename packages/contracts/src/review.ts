import { z } from 'zod';

/** FSRS's card states, by name. */
export const REVIEW_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const ReviewStateSchema = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/**
 * How a word is asked: its meaning from the word, the word from its Turkish meaning, its
 * spelling typed from the meaning, the word heard, the word missing from a sentence, or its
 * meaning matched among a few words due together (in a lesson's vocabulary part); `yekverse` is
 * a due word the learner used in a Yekverse scenario they got through (logged, never asked).
 */
export const REVIEW_FORMS = [
  'meaning',
  'word',
  'spelling',
  'listening',
  'sentence',
  'matching',
  'yekverse',
] as const;
export const ReviewFormSchema = z.enum(REVIEW_FORMS);
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/** Answers graded from correctness and time: 1 again, 2 hard, 3 good, 4 easy. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const ReviewCardSchema = z.object({
  id: z.int32(),
  word: z.string(),
  /** The Turkish meaning, the part of speech and IPA when known. */
  meaningTr: z.string(),
  pos: z.string(),
  ipa: z.string(),
  /** An example sentence with the word (from the programme), when there is one. */
  exampleEn: z.string().nullable(),
  exampleTr: z.string().nullable(),
  source: z.enum(['lesson', 'dictionary']),
  state: ReviewStateSchema,
  /** ISO 8601 instant the card is next due. */
  due: z.string(),
  reps: z.int32(),
  lapses: z.int32(),
  lastReview: z.string().nullable(),
  /**
   * The known-word model: true once FSRS holds the word three weeks or more and it was not looked
   * up since; a card that is not known is a word being learned.
   */
  known: z.boolean(),
  /** The word said alone (rendered audio), when the programme teaches it; for listening. */
  audioUrl: z.string().nullable(),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

/** One exercise of a session: the card, the form it is asked in, and choices for choice forms. */
export const ReviewItemSchema = z.object({
  card: ReviewCardSchema,
  form: ReviewFormSchema,
  /** For meaning, word, listening and sentence: four choices, the right one among them (the words for listening). */
  choices: z.array(z.string()),
  /** For sentence: the example with the word replaced by ___. */
  prompt: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** GET review/getreviewsession: today's due words (new ones up to the daily cap), oldest first. */
export const ReviewSessionSchema = z.object({
  items: z.array(ReviewItemSchema),
  /** Due today, all told, including those beyond this session's size. */
  dueCount: z.int32(),
  newToday: z.int32(),
  newPerDay: z.int32(),
});
export type ReviewSession = z.infer<typeof ReviewSessionSchema>;

/**
 * GET review/getlessonreview: words due for review brought back in a lesson's vocabulary part,
 * not the part's own words: a few in gap fills (their example sentence), a few more matched to
 * their meanings (every matching item has the same choices: the group's meanings).
 */
export const LessonReviewQuerySchema = z.object({
  /** The part's own words (comma-separated), left out. */
  exclude: z.string().max(2000).optional(),
});
export const LessonReviewSchema = z.object({
  gapFills: z.array(ReviewItemSchema),
  matching: z.array(ReviewItemSchema),
});
export type LessonReview = z.infer<typeof LessonReviewSchema>;

export const RegisterReviewAnswerBodySchema = z.strictObject({
  cardId: z.int32().positive(),
  form: ReviewFormSchema,
  /** What the learner chose or typed. */
  answer: z.string().trim().max(200),
  /** Milliseconds from the exercise shown to the answer sent. */
  durationMs: z.int32().min(0).max(3_600_000),
});
export type RegisterReviewAnswerBody = z.infer<typeof RegisterReviewAnswerBodySchema>;

export const ReviewAnswerResultSchema = z.object({
  correct: z.boolean(),
  rating: z.enum(REVIEW_RATINGS),
  /** The right answer, as the learner should have given it. */
  expected: z.string(),
  card: ReviewCardSchema,
  /** Days until the card is due again (0: later today). */
  intervalDays: z.int32(),
});
export type ReviewAnswerResult = z.infer<typeof ReviewAnswerResultSchema>;

/** GET review/getreviewcards: the learner's cards with their state, for the profile dictionary. */
export const ReviewCardsQuerySchema = z.object({
  state: ReviewStateSchema.optional(),
  /** Only these words (comma-separated), e.g. to start a review of chosen words. */
  words: z.string().max(2000).optional(),
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const ReviewCardsPageSchema = z.object({
  items: z.array(ReviewCardSchema),
  totalCount: z.int32(),
});
export type ReviewCardsPage = z.infer<typeof ReviewCardsPageSchema>;
