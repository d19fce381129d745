import { z } from 'zod';
import { IdSchema } from './common';
import { BilingualTextSchema } from './content-common';
import {
  ErrorCorrectionSchema,
  FreeSpeechSchema,
  FreeTextSchema,
  GapFillSchema,
  MatchingSchema,
  MultipleChoiceSchema,
  OrderingSchema,
  DictationSchema,
  type QuestionType,
  ReadAloudSchema,
  SingleChoiceSchema,
  TrueFalseSchema,
  WordOrderSchema,
} from './content-questions';

/**
 * An item of a learner's day as it crosses the wire, one variant per question type of the
 * curriculum (content-questions.ts, whose field shapes it reuses): the payload the learner sees
 * before answering (never a key), the reply each type takes, and the result of a reply with what
 * may then be shown of the key.
 */

// ---- Payloads: the content question without its keys ---------------------------------------------

const prompt = SingleChoiceSchema.shape.prompt;
const pair = MatchingSchema.shape.pairs.element.shape;

export const PromptPayloadSchema = z.object({ prompt });
/** A read-aloud sentence, with the address of its model reading where one is rendered. */
export const ReadAloudPayloadSchema = z.object({ prompt, audioUrl: z.string().optional() });
export const GapFillPayloadSchema = z.object({ prompt, hint: GapFillSchema.shape.hint });
export const WordOrderPayloadSchema = z.object({ prompt, words: WordOrderSchema.shape.words });
/** `right` is sorted alphabetically, so its order never tells which left item it pairs with. */
export const MatchingPayloadSchema = z.object({
  prompt,
  left: z.array(pair.left),
  right: z.array(pair.right),
});
/** Ordering: the items in the order shown, a shuffle that is never the right order. */
export const OrderingPayloadSchema = z.object({ prompt, items: OrderingSchema.shape.items });
/** Dictation: the address of the sentence's recording (the sentence itself is the key). */
export const DictationPayloadSchema = z.object({ prompt, audioUrl: z.string().optional() });
/**
 * A writing criterion as the learner sees it while writing: what is asked (a number of sentences,
 * words to use, a structure described in words), never the pattern the server matches.
 */
export const WritingChecklistItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('spelling') }),
  z.object({ kind: z.literal('capitalization') }),
  z.object({ kind: z.literal('punctuation') }),
  z.object({ kind: z.literal('articles') }),
  z.object({ kind: z.literal('repeated-words') }),
  z.object({ kind: z.literal('sentences'), min: z.int32() }),
  z.object({ kind: z.literal('uses-words'), words: z.array(z.string()), min: z.int32() }),
  z.object({ kind: z.literal('uses-pattern'), min: z.int32(), hint: BilingualTextSchema }),
]);
export type WritingChecklistItem = z.infer<typeof WritingChecklistItemSchema>;

export const WritingPayloadSchema = z.object({
  prompt: FreeTextSchema.shape.prompt,
  minWords: FreeTextSchema.shape.minWords,
  maxWords: FreeTextSchema.shape.maxWords,
  /** The task's criteria to check while writing (absent where a task states none, as in exams). */
  checklist: z.array(WritingChecklistItemSchema).optional(),
});
export const FreeSpeechPayloadSchema = z.object({
  prompt: FreeSpeechSchema.shape.prompt,
  minSeconds: FreeSpeechSchema.shape.minSeconds,
  maxSeconds: FreeSpeechSchema.shape.maxSeconds,
});

// ---- Replies -------------------------------------------------------------------------------------

export const OptionAnswerSchema = z.strictObject({ optionId: IdSchema });
export const OptionsAnswerSchema = z.strictObject({ optionIds: z.array(IdSchema).min(1).max(6) });
export const TrueFalseAnswerSchema = z.strictObject({ value: z.boolean() });
export const TextAnswerSchema = z.strictObject({ text: z.string().max(4000) });
/** The index in `right` chosen for each item of `left`. */
export const MatchAnswerSchema = z.strictObject({
  match: z.array(z.int32().min(0).max(10)).min(1).max(10),
});
/** Ordering: the indexes of the shown items, in the order the learner puts them. */
export const OrderAnswerSchema = z.strictObject({
  order: z.array(z.int32().min(0).max(5)).min(3).max(6),
});
/** A recording uploaded before, by the name the upload returned. */
export const RecordingAnswerSchema = z.strictObject({
  fileName: z.string().regex(/^[a-z0-9-]{1,80}\.(webm|ogg|mp4|m4a|wav|mp3)$/),
});

/** The reply each question type takes. */
export const ANSWER_SCHEMAS = {
  'single-choice': OptionAnswerSchema,
  'multiple-choice': OptionsAnswerSchema,
  'true-false': TrueFalseAnswerSchema,
  'gap-fill': TextAnswerSchema,
  'error-correction': TextAnswerSchema,
  'word-order': TextAnswerSchema,
  matching: MatchAnswerSchema,
  'free-text': TextAnswerSchema,
  'recording-read-aloud': RecordingAnswerSchema,
  'recording-free': RecordingAnswerSchema,
  ordering: OrderAnswerSchema,
  dictation: TextAnswerSchema,
} as const satisfies Record<QuestionType, z.ZodType>;
export type AnswerOf<T extends QuestionType> = z.infer<(typeof ANSWER_SCHEMAS)[T]>;

/** A reply as the answer call receives it: the question it answers gives its type. */
export const AnswerSchema = z.union([
  OptionAnswerSchema,
  OptionsAnswerSchema,
  TrueFalseAnswerSchema,
  TextAnswerSchema,
  MatchAnswerSchema,
  OrderAnswerSchema,
  RecordingAnswerSchema,
]);
export type Answer = z.infer<typeof AnswerSchema>;

/** Whether a reply fits a question type (an option id does not answer a gap fill). */
export function answerFits<T extends QuestionType>(type: T, answer: Answer): answer is AnswerOf<T> {
  return ANSWER_SCHEMAS[type].safeParse(answer).success;
}

// ---- Results -------------------------------------------------------------------------------------

/**
 * What a result shows of a key beyond the correct options and accepted answers: the true/false
 * answer, the matching solution (the right index for each left item), the ordering solution (for
 * each place of the right order, the index of the shown item that belongs there) or the model
 * answer. Choice and typed items (a dictation too: its sentence is the accepted answer) show none.
 */
export const SolutionSchema = z.union([
  z.strictObject({ answer: TrueFalseSchema.shape.answer }),
  z.strictObject({ match: z.array(z.int32()) }),
  z.strictObject({ order: z.array(z.int32()) }),
  z.strictObject({ modelAnswer: FreeTextSchema.shape.modelAnswer }),
  z.strictObject({}),
]);
export type Solution = z.infer<typeof SolutionSchema>;

/**
 * A writing text or a read-aloud recording may be given this many times in all (decision 0037):
 * the latest version is kept with its feedback and score. Every other item is final at once.
 */
export const MAX_ANSWER_ATTEMPTS = 3;
export const RETRYABLE_TYPES = [
  'free-text',
  'recording-read-aloud',
] as const satisfies readonly QuestionType[];

export const WritingFeedbackItemSchema = z.object({
  kind: z.string(),
  ok: z.boolean(),
  message: z.string(),
  /** Words or phrases the item points at (misspelled words, repeated words …). */
  words: z.array(z.string()),
});
export const WritingFeedbackSchema = z.object({
  wordCount: z.int32(),
  minWords: z.int32(),
  maxWords: z.int32(),
  items: z.array(WritingFeedbackItemSchema),
  /** The day's words used, and words above the learner's level. */
  dayWordsUsed: z.array(z.string()),
  aboveLevelWords: z.array(z.string()),
});
export type WritingFeedback = z.infer<typeof WritingFeedbackSchema>;

/** How well a recording says the sentence it should, word by word. */
export const ReadAloudFeedbackSchema = z.object({
  /** The sentence's words in order; score 0–1, null for a word the model has no pronunciation of. */
  words: z.array(z.object({ word: z.string(), score: z.number().nullable() })),
  /** Mean of the scored words. */
  score: z.number(),
  /** false when the recording could not be matched to the sentence at all. */
  aligned: z.boolean(),
});
export type ReadAloudFeedback = z.infer<typeof ReadAloudFeedbackSchema>;

/** Writing answers get writing feedback, read-aloud recordings the alignment; others none. */
export const FeedbackSchema = z.union([WritingFeedbackSchema, ReadAloudFeedbackSchema]);
export type Feedback = z.infer<typeof FeedbackSchema>;

export const AnswerResultSchema = z.object({
  questionId: z.int32(),
  answer: AnswerSchema,
  /** null where a reply is not right or wrong (writing, free speaking). */
  isCorrect: z.boolean().nullable(),
  score: z.number(),
  correctOptionIds: z.array(z.int32()),
  acceptedAnswers: z.array(z.string()),
  solution: SolutionSchema,
  explanation: z.string(),
  // Null sits on a member rather than on the union: OpenAPI 3.0 has no nullable without a type.
  feedback: z.union([WritingFeedbackSchema.nullable(), ReadAloudFeedbackSchema]),
  answeredAt: z.string(),
  /** Versions given so far (writing and read-aloud items may be given again, decision 0037). */
  attempts: z.int32(),
  /** How many more versions the server takes; 0 for items whose first answer is final. */
  attemptsLeft: z.int32(),
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

// ---- Questions -----------------------------------------------------------------------------------

export const LearnerOptionSchema = z.object({
  id: z.int32(),
  orderNo: z.int32(),
  text: z.string(),
});
export type LearnerOption = z.infer<typeof LearnerOptionSchema>;

function partQuestion<T extends z.ZodLiteral<QuestionType>, P extends z.ZodObject>(
  type: T,
  payload: P,
) {
  return z.object({
    id: z.int32(),
    orderNo: z.int32(),
    type,
    payload,
    /** Choice types only; empty otherwise. */
    options: z.array(LearnerOptionSchema),
    result: AnswerResultSchema.nullable(),
  });
}

/** An item of a part as the learner gets it: its payload by type, and its result once answered. */
export const PartQuestionSchema = z.discriminatedUnion('type', [
  partQuestion(SingleChoiceSchema.shape.type, PromptPayloadSchema),
  partQuestion(MultipleChoiceSchema.shape.type, PromptPayloadSchema),
  partQuestion(TrueFalseSchema.shape.type, PromptPayloadSchema),
  partQuestion(GapFillSchema.shape.type, GapFillPayloadSchema),
  partQuestion(ErrorCorrectionSchema.shape.type, PromptPayloadSchema),
  partQuestion(WordOrderSchema.shape.type, WordOrderPayloadSchema),
  partQuestion(MatchingSchema.shape.type, MatchingPayloadSchema),
  partQuestion(FreeTextSchema.shape.type, WritingPayloadSchema),
  partQuestion(ReadAloudSchema.shape.type, ReadAloudPayloadSchema),
  partQuestion(FreeSpeechSchema.shape.type, FreeSpeechPayloadSchema),
  partQuestion(OrderingSchema.shape.type, OrderingPayloadSchema),
  partQuestion(DictationSchema.shape.type, DictationPayloadSchema),
]);
export type PartQuestion = z.infer<typeof PartQuestionSchema>;

/** A question type with its payload: the part of an item that differs by type. */
export type TypedPayload = {
  [T in QuestionType]: { type: T; payload: Extract<PartQuestion, { type: T }>['payload'] };
}[QuestionType];
export type PayloadOf<T extends QuestionType> = Extract<TypedPayload, { type: T }>['payload'];
