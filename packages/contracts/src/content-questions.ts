import { z } from 'zod';
import {
  BilingualTextSchema,
  EnglishTextSchema,
  SlugSchema,
  TurkishTextSchema,
  normalizeTypedAnswer,
  sameExactForm,
  typedAnswerMatches,
  type ContentCheckTag,
  AudioRefSchema,
  VoiceIdSchema,
} from './content-common';

/** Adds an issue tagged with the curriculum rule it breaks (see CONTENT_CHECK_TAGS). */
export function addContentIssue(
  ctx: z.RefinementCtx,
  check: ContentCheckTag,
  message: string,
  path: PropertyKey[] = [],
): void {
  ctx.addIssue({ code: 'custom', message, path, params: { check } });
}

/** The gap of a gap-fill prompt: three or more underscores. */
export const GAP_PATTERN = /_{3,}/g;

export const QUESTION_TYPES = [
  'single-choice',
  'multiple-choice',
  'true-false',
  'gap-fill',
  'word-order',
  'matching',
  'error-correction',
  'free-text',
  'recording-read-aloud',
  'recording-free',
  'ordering',
  'dictation',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * What a comprehension item asks of a reading or listening text: the main idea, a stated detail,
 * what is meant but not said, why the writer or speaker says it, a word's meaning in context, or
 * how the writer or speaker feels.
 */
export const COMPREHENSION_FOCUS = [
  'gist',
  'detail',
  'inference',
  'purpose',
  'vocabulary-in-context',
  'attitude',
] as const;
export type ComprehensionFocus = (typeof COMPREHENSION_FOCUS)[number];

const base = {
  slug: SlugSchema,
  /** Reading and listening items: what the item tests (see COMPREHENSION_FOCUS). */
  focus: z.enum(COMPREHENSION_FOCUS).optional(),
  /** The item as the learner reads it (English, or a Turkish cue). */
  prompt: z.string().trim().min(1),
  /** Why the right answer is right, in Turkish. */
  explanation: TurkishTextSchema,
};

export const OptionSchema = z.strictObject({
  text: z.string().trim().min(1),
  correct: z.boolean().default(false),
});
export type Option = z.infer<typeof OptionSchema>;

/** Typed answers are compared normalized; options only differ if their text does. */
function distinct(
  values: string[],
  normalize: (s: string) => string = normalizeTypedAnswer,
): boolean {
  const seen = values.map(normalize);
  return new Set(seen).size === seen.length;
}
const asWritten = (s: string) => s.trim();

/** Options are keyed by position (1-based) under the question's slug: edit text, never reorder. */
export const SingleChoiceSchema = z
  .strictObject({
    type: z.literal('single-choice'),
    ...base,
    options: z.array(OptionSchema).min(3).max(4),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (correct !== 1)
      addContentIssue(
        ctx,
        'keys',
        `single choice needs exactly one correct option, has ${correct}`,
        ['options'],
      );
    if (
      !distinct(
        q.options.map((o) => o.text),
        asWritten,
      )
    )
      addContentIssue(ctx, 'keys', 'options repeat', ['options']);
  });

export const MultipleChoiceSchema = z
  .strictObject({
    type: z.literal('multiple-choice'),
    ...base,
    options: z.array(OptionSchema).min(4).max(6),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (correct < 2 || correct === q.options.length)
      addContentIssue(
        ctx,
        'keys',
        'multiple choice needs two or more correct options and at least one wrong one',
        ['options'],
      );
    if (
      !distinct(
        q.options.map((o) => o.text),
        asWritten,
      )
    )
      addContentIssue(ctx, 'keys', 'options repeat', ['options']);
  });

/** The prompt is the statement; `answer` says whether it is true. */
export const TrueFalseSchema = z.strictObject({
  type: z.literal('true-false'),
  ...base,
  answer: z.boolean(),
});

/**
 * Typed answers list every accepted answer; contractions and their spelled-out forms, case and
 * punctuation are matched by the comparison (typedAnswerMatches) unless `exactForm` is set.
 */
const typedAnswers = z.array(z.string().trim().min(1));
/**
 * Set once an editor has solved the item and listed every defensible answer in `answers` (other
 * words, positions, tenses the prompt allows); the content check fails on a typed item without it.
 */
const answersReviewed = z.literal(true).optional();
function requireAnswers(answers: string[], ctx: z.RefinementCtx): void {
  if (answers.length === 0)
    addContentIssue(ctx, 'keys', 'a typed item lists its accepted answers', ['answers']);
}

export const GapFillSchema = z
  .strictObject({
    type: z.literal('gap-fill'),
    ...base,
    answers: typedAnswers,
    answersReviewed,
    /** A cue shown beside the gap, e.g. the base verb `(be)`. */
    hint: z.string().trim().min(1).optional(),
    /** The item tests one written form, so short/long variants are not accepted. */
    exactForm: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    requireAnswers(q.answers, ctx);
    const gaps = q.prompt.match(GAP_PATTERN)?.length ?? 0;
    if (gaps !== 1)
      addContentIssue(ctx, 'keys', `gap fill needs exactly one ___ gap, has ${gaps}`, ['prompt']);
    if (!distinct(q.answers)) addContentIssue(ctx, 'keys', 'accepted answers repeat', ['answers']);
  });

/** `words` in the order shown; `answers` the accepted sentences, each using exactly those words. */
export const WordOrderSchema = z
  .strictObject({
    type: z.literal('word-order'),
    ...base,
    words: z.array(z.string().trim().min(1)).min(3).max(14),
    answers: typedAnswers,
    answersReviewed,
  })
  .superRefine((q, ctx) => {
    requireAnswers(q.answers, ctx);
    const shown = orderTokens(q.words.join(' '));
    q.answers.forEach((answer, i) => {
      const used = orderTokens(answer);
      if ([...used].sort().join(' ') !== [...shown].sort().join(' '))
        addContentIssue(ctx, 'keys', `answer ${i + 1} does not use exactly the words shown`, [
          'answers',
          i,
        ]);
      else if (used.join(' ') === shown.join(' '))
        addContentIssue(ctx, 'keys', 'the words are shown already in the right order', ['words']);
    });
  });

/**
 * Sentences or short paragraphs of a text (story paragraphs, recipe steps, dialogue turns) that the
 * learner puts in order. `items` are written in the RIGHT order; the API shows them in a shuffle
 * seeded by the slug (never the right order) and keeps the key on the server. Each item carries
 * the cue that fixes its place (a linking word, a reference back, a time), so that only one order
 * is defensible; the content check looks for those cues.
 */
export const OrderingSchema = z
  .strictObject({
    type: z.literal('ordering'),
    ...base,
    items: z.array(z.string().trim().min(1).max(600)).min(3).max(6),
  })
  .superRefine((q, ctx) => {
    if (!distinct(q.items)) addContentIssue(ctx, 'keys', 'ordering items repeat', ['items']);
  });

export type Ordering = z.infer<typeof OrderingSchema>;

/**
 * How an ordering item is shown: `shown` lists the item indexes in display order, a shuffle seeded
 * by the slug that is never the right order; `solution` gives, for each position of the right
 * order, the index in the shown list of the item that belongs there.
 */
export function orderingDisplay(
  slug: string,
  count: number,
): { shown: number[]; solution: number[] } {
  let seed = 2166136261;
  for (const ch of slug) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  const shown = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const j = seed % (i + 1);
    [shown[i], shown[j]] = [shown[j]!, shown[i]!];
  }
  // A shuffle that lands on the right order is turned by one place.
  if (shown.every((v, i) => v === i)) shown.push(shown.shift()!);
  return { shown, solution: shown.map((_, i) => shown.indexOf(i)) };
}

/** Share of positions the learner got right, given shown-list indexes in the learner's order. */
export function orderingScore(order: number[], solution: number[]): number {
  if (order.length !== solution.length) return 0;
  return order.filter((v, i) => v === solution[i]).length / solution.length;
}

/**
 * Whether a typed reply matches one accepted answer, as the server, the browser's practice and
 * the exams all compare: word order by its words, an exact-form item by sameExactForm, any other
 * typed item by typedAnswerMatches.
 */
export function typedReplyMatches(
  type: QuestionType | 'typed',
  reply: string,
  accepted: string,
  exactForm = false,
): boolean {
  if (exactForm) return sameExactForm(reply, accepted);
  if (type === 'word-order')
    return orderTokens(reply).join(' ') === orderTokens(accepted).join(' ');
  return typedAnswerMatches(reply, accepted);
}

/** Words of a word-order sentence: lower-case, without sentence punctuation. */
export function orderTokens(text: string): string[] {
  return normalizeTypedAnswer(text)
    .replace(/[.,!?;:]/g, ' ')
    .split(' ')
    .filter(Boolean);
}

export const MatchingSchema = z
  .strictObject({
    type: z.literal('matching'),
    ...base,
    pairs: z
      .array(z.strictObject({ left: z.string().trim().min(1), right: z.string().trim().min(1) }))
      .min(3)
      .max(6),
  })
  .superRefine((q, ctx) => {
    if (!distinct(q.pairs.map((p) => p.left)) || !distinct(q.pairs.map((p) => p.right)))
      addContentIssue(ctx, 'keys', 'matching sides must not repeat', ['pairs']);
  });

/** The prompt is a sentence with one mistake; `answers` the accepted corrected sentences. */
export const ErrorCorrectionSchema = z
  .strictObject({
    type: z.literal('error-correction'),
    ...base,
    answers: typedAnswers,
    answersReviewed,
    exactForm: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    requireAnswers(q.answers, ctx);
    if (q.answers.some((a) => normalizeTypedAnswer(a) === normalizeTypedAnswer(q.prompt)))
      addContentIssue(ctx, 'keys', 'a corrected answer equals the wrong sentence', ['answers']);
  });

/** What the automatic writing feedback checks. */
export const WritingCriterionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('spelling') }),
  z.strictObject({ kind: z.literal('capitalization') }),
  z.strictObject({ kind: z.literal('punctuation') }),
  z.strictObject({ kind: z.literal('articles') }),
  z.strictObject({ kind: z.literal('repeated-words') }),
  z.strictObject({ kind: z.literal('sentence-grammar') }),
  z.strictObject({ kind: z.literal('sentences'), min: z.int32().min(1) }),
  /** Uses at least `min` of `words` (any inflected form). */
  z.strictObject({
    kind: z.literal('uses-words'),
    words: z.array(EnglishTextSchema).min(1),
    min: z.int32().min(1),
  }),
  /** Matches `pattern` (a case-insensitive regular expression) at least `min` times. */
  z.strictObject({
    kind: z.literal('uses-pattern'),
    pattern: z.string().min(1).refine(isRegExp, { error: 'not a valid regular expression' }),
    min: z.int32().min(1),
    feedback: BilingualTextSchema,
  }),
]);
export type WritingCriterion = z.infer<typeof WritingCriterionSchema>;

function isRegExp(source: string): boolean {
  try {
    new RegExp(source, 'iu');
    return true;
  } catch {
    return false;
  }
}

export const FreeTextSchema = z
  .strictObject({
    type: z.literal('free-text'),
    slug: SlugSchema,
    prompt: BilingualTextSchema,
    minWords: z.int32().positive(),
    maxWords: z.int32().positive(),
    criteria: z.array(WritingCriterionSchema).min(2),
    modelAnswer: EnglishTextSchema,
    /** What a good answer does, in Turkish. */
    explanation: TurkishTextSchema,
  })
  .superRefine((q, ctx) => {
    if (q.minWords >= q.maxWords)
      addContentIssue(ctx, 'counts', 'minWords must be below maxWords', ['minWords']);
  });

/**
 * A sentence the learner reads aloud; scored by alignment against `prompt`. `audio` is the model
 * reading, rendered like a listening script (content/tools/audio.ts --speaking) where it exists.
 */
export const ReadAloudSchema = z.strictObject({
  type: z.literal('recording-read-aloud'),
  ...base,
  audio: AudioRefSchema.optional(),
});

/** One free spoken answer to a prompt. */
export const FreeSpeechSchema = z
  .strictObject({
    type: z.literal('recording-free'),
    slug: SlugSchema,
    prompt: BilingualTextSchema,
    minSeconds: z.int32().min(10),
    maxSeconds: z.int32().max(300),
    modelAnswer: EnglishTextSchema,
    explanation: TurkishTextSchema,
  })
  .superRefine((q, ctx) => {
    if (q.minSeconds >= q.maxSeconds)
      addContentIssue(ctx, 'counts', 'minSeconds must be below maxSeconds', ['minSeconds']);
  });

/**
 * A listening part's dictation: the learner hears `sentence` alone (its own rendering, `audio`,
 * read at the level's pace by the audio command) and types it. The reply is compared with the
 * sentence and any other written forms in `answers` (a figure for a number word …) the way typed
 * items are (typedAnswerMatches), and scored word by word (dictationMarks).
 */
export const DictationSchema = z
  .strictObject({
    type: z.literal('dictation'),
    slug: SlugSchema,
    /** What the learner is asked, e.g. "Listen and write the sentence." */
    prompt: z.string().trim().min(1),
    sentence: EnglishTextSchema.max(300),
    /** Other written forms of the sentence the recording allows; the sentence itself is always accepted. */
    answers: typedAnswers.default([]),
    answersReviewed,
    /** The voice that reads it (default `slt`). */
    voice: VoiceIdSchema.optional(),
    /** Written by the audio command; absent until the sentence is rendered. */
    audio: AudioRefSchema.optional(),
    explanation: TurkishTextSchema,
  })
  .superRefine((q, ctx) => {
    if (!distinct([q.sentence, ...q.answers]))
      addContentIssue(ctx, 'keys', 'accepted answers repeat the sentence or each other', [
        'answers',
      ]);
  });
export type Dictation = z.infer<typeof DictationSchema>;

/** A word of a dictation as marked: `ok` when it was heard and written right. */
export interface MarkedWord {
  word: string;
  ok: boolean;
}
export interface DictationMarks {
  /** Words written right over the longer of the sentence and the reply, 0–1. */
  score: number;
  /** The sentence's words; not ok where the reply missed or misspelled them. */
  sentence: MarkedWord[];
  /** The reply's words; not ok where they are wrong or extra. */
  reply: MarkedWord[];
}

/** Contractions an equal word may stand for on the other side ("she's" ↔ "she is"). */
const CONTRACTED: Record<string, string[]> = {
  "n't": ['not'],
  "'m": ['am'],
  "'re": ['are'],
  "'ve": ['have'],
  "'ll": ['will'],
  "'d": ['would', 'had'],
  "'s": ['is', 'has'],
};

/** The compared pieces of one written word: normalized, contractions split off. */
function wordPieces(word: string): string[] {
  const normal = normalizeTypedAnswer(word);
  if (!normal) return [];
  return normal.split(' ').flatMap((w) => {
    if (w === "won't") return ['will', "n't"];
    if (w === "can't" || w === 'cannot') return ['can', "n't"];
    if (w === "shan't") return ['shall', "n't"];
    const m = /^([a-z]+)('(?:m|re|ve|ll|d|s)|n't)$/.exec(w);
    return m ? [m[1]!, m[2]!] : [w];
  });
}

const piecesMatch = (a: string, b: string): boolean =>
  a === b || (CONTRACTED[a]?.includes(b) ?? false) || (CONTRACTED[b]?.includes(a) ?? false);

/**
 * Marks a dictation reply against one accepted form word by word: the longest common sequence of
 * their pieces (normalized as typed answers are, contractions either way) is what was written
 * right; a word is right when all its pieces are. The score is the pieces in common over the
 * longer of the two, so missing and extra words both cost.
 */
export function dictationMarks(reply: string, accepted: string): DictationMarks {
  const split = (text: string) =>
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ word, pieces: wordPieces(word) }))
      .filter((w) => w.pieces.length > 0);
  const want = split(accepted);
  const got = split(reply);
  const a = want.flatMap((w, i) => w.pieces.map((p) => ({ p, i })));
  const b = got.flatMap((w, i) => w.pieces.map((p) => ({ p, i })));
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = piecesMatch(a[i]!.p, b[j]!.p)
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const hitA = new Array<boolean>(a.length).fill(false);
  const hitB = new Array<boolean>(b.length).fill(false);
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (piecesMatch(a[i]!.p, b[j]!.p) && table[i]![j] === table[i + 1]![j + 1]! + 1) {
      hitA[i++] = true;
      hitB[j++] = true;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  const marked = (words: { word: string }[], pieces: { i: number }[], hit: boolean[]) =>
    words.map((w, i) => ({ word: w.word, ok: pieces.every((p, k) => p.i !== i || hit[k]) }));
  const common = table[0]![0]!;
  return {
    score: Math.max(a.length, b.length) === 0 ? 0 : common / Math.max(a.length, b.length),
    sentence: marked(want, a, hitA),
    reply: marked(got, b, hitB),
  };
}

/**
 * A dictation reply against every accepted form: right when it matches one as typed answers match
 * (typedAnswerMatches), else scored by its best word marks; the marks are of that best form.
 */
export function dictationScore(
  reply: string,
  accepted: readonly string[],
): { isCorrect: boolean; marks: DictationMarks } {
  let best: DictationMarks | null = null;
  for (const form of accepted) {
    const marks = dictationMarks(reply, form);
    if (typedAnswerMatches(reply, form)) return { isCorrect: true, marks: { ...marks, score: 1 } };
    if (!best || marks.score > best.score) best = marks;
  }
  best ??= { score: 0, sentence: [], reply: [] };
  return { isCorrect: best.score === 1, marks: best };
}

export const QuestionSchema = z.discriminatedUnion('type', [
  SingleChoiceSchema,
  MultipleChoiceSchema,
  TrueFalseSchema,
  GapFillSchema,
  WordOrderSchema,
  MatchingSchema,
  ErrorCorrectionSchema,
  FreeTextSchema,
  ReadAloudSchema,
  FreeSpeechSchema,
  OrderingSchema,
  DictationSchema,
]);
export type Question = z.infer<typeof QuestionSchema>;
export type SingleChoice = z.infer<typeof SingleChoiceSchema>;
export type MultipleChoice = z.infer<typeof MultipleChoiceSchema>;
export type TrueFalse = z.infer<typeof TrueFalseSchema>;
export type GapFill = z.infer<typeof GapFillSchema>;
export type WordOrder = z.infer<typeof WordOrderSchema>;
export type Matching = z.infer<typeof MatchingSchema>;
export type ErrorCorrection = z.infer<typeof ErrorCorrectionSchema>;
export type FreeText = z.infer<typeof FreeTextSchema>;
export type ReadAloud = z.infer<typeof ReadAloudSchema>;
export type FreeSpeech = z.infer<typeof FreeSpeechSchema>;
