import { z } from 'zod';
import {
  BilingualTextSchema,
  CEFR_LEVELS,
  CefrLevelSchema,
  EnglishTextSchema,
  SlugSchema,
  TurkishTextSchema,
  levelId,
  normalizeTypedAnswer,
  type CefrLevel,
} from './content-common';
import { AudioRefSchema, ScriptSchema } from './content-parts';
import {
  ErrorCorrectionSchema,
  FreeSpeechSchema,
  FreeTextSchema,
  GapFillSchema,
  ReadAloudSchema,
  SingleChoiceSchema,
  TrueFalseSchema,
  WordOrderSchema,
  addContentIssue,
} from './content-questions';

/**
 * The exams' content (content/exams/, see its README): the adaptive placement test's item bank and
 * the level exams A1–C2, two parallel forms per level.
 */

// ---------------------------------------------------------------------------------------------
// Placement item bank: content/exams/placement/<level>.yaml
// ---------------------------------------------------------------------------------------------

export const PLACEMENT_SKILLS = ['reading', 'listening', 'grammar', 'vocabulary'] as const;
export const PlacementSkillSchema = z.enum(PLACEMENT_SKILLS);
export type PlacementSkill = z.infer<typeof PlacementSkillSchema>;

export const PLACEMENT_ITEM_TYPES = ['single-choice', 'typed'] as const;
export type PlacementItemType = (typeof PLACEMENT_ITEM_TYPES)[number];

/**
 * Rasch difficulty priors (logits) by CEFR level: the starting point of every item's difficulty
 * before real answers recalibrate it. One scale for the whole bank.
 */
export const LEVEL_DIFFICULTY_PRIOR: Readonly<Record<CefrLevel, number>> = {
  A1: -2.5,
  A2: -1.5,
  B1: -0.5,
  B2: 0.5,
  C1: 1.5,
  C2: 2.5,
};
/**
 * Offsets added to the level prior by item type: a typed answer cannot be guessed, so it is harder
 * than a four-option choice; three options make guessing easier.
 */
export const ITEM_TYPE_OFFSET = {
  'choice-4': 0,
  'choice-3': -0.2,
  typed: 0.3,
} as const;
/** An item's difficulty stays within this distance of its level's prior (its written band). */
export const DIFFICULTY_BAND = 0.75;

/** Where an item's ability estimate is mapped back to a level: the midpoints between priors. */
export function levelOfAbility(theta: number): CefrLevel {
  const index = CEFR_LEVELS.findIndex((level) => theta < LEVEL_DIFFICULTY_PRIOR[level] + 0.5);
  return CEFR_LEVELS[index === -1 ? CEFR_LEVELS.length - 1 : index] as CefrLevel;
}

const PlacementListeningSchema = z.strictObject({
  script: ScriptSchema,
  /** Written by the audio command; absent until the script is rendered. */
  audio: AudioRefSchema.optional(),
});

const PlacementPassageSchema = z.strictObject({
  text: EnglishTextSchema,
  /** Proper names in the text; they do not count against the level coverage. */
  names: z.array(z.string().trim().min(1)).default([]),
});

/**
 * One item of the placement bank. `single-choice` has `options` (3–4) and `answer`, the 0-based
 * index of the one correct option; `typed` has `accepted`, every accepted answer (compared after
 * `normalizeTypedAnswer`: case, spaces, apostrophes, final full stop). Reading items carry a short
 * `passage`, listening items a `listening` script (the stem is the question about it).
 */
export const PlacementItemSchema = z
  .strictObject({
    /** Stable key the stored responses point at: never renamed or reused. */
    id: SlugSchema,
    level: CefrLevelSchema,
    skill: PlacementSkillSchema,
    /** Rasch difficulty in logits (see LEVEL_DIFFICULTY_PRIOR and ITEM_TYPE_OFFSET). */
    difficulty: z.number().min(-6).max(6),
    type: z.enum(PLACEMENT_ITEM_TYPES),
    /** The question as the learner reads it; a typed item shows its gap as `___`. */
    stem: EnglishTextSchema,
    passage: PlacementPassageSchema.optional(),
    listening: PlacementListeningSchema.optional(),
    options: z.array(z.string().trim().min(1)).min(3).max(4).optional(),
    answer: z.int32().min(0).optional(),
    accepted: z.array(z.string().trim().min(1)).min(1).optional(),
    /** Every defensible answer is in `accepted` (see the day questions' answersReviewed). */
    answersReviewed: z.literal(true).optional(),
    /** Why the key is right, in Turkish (shown when the learner reviews the result). */
    explanation: TurkishTextSchema,
  })
  .superRefine((item, ctx) => {
    if (item.type === 'single-choice') {
      if (!item.options || item.answer === undefined)
        addContentIssue(ctx, 'keys', 'a single-choice item needs options and an answer index', [
          'options',
        ]);
      else if (item.answer >= item.options.length)
        addContentIssue(ctx, 'keys', `answer ${item.answer} is not an option index`, ['answer']);
      if (item.options && new Set(item.options).size !== item.options.length)
        addContentIssue(ctx, 'keys', 'options repeat', ['options']);
      if (item.accepted) addContentIssue(ctx, 'keys', 'a choice item has no accepted answers');
    } else {
      if (!item.accepted) addContentIssue(ctx, 'keys', 'a typed item lists its accepted answers');
      else if (new Set(item.accepted.map(normalizeTypedAnswer)).size !== item.accepted.length)
        addContentIssue(ctx, 'keys', 'accepted answers repeat', ['accepted']);
      if (item.options || item.answer !== undefined)
        addContentIssue(ctx, 'keys', 'a typed item has no options');
      if ((item.stem.match(/_{3,}/g)?.length ?? 0) !== 1)
        addContentIssue(ctx, 'keys', 'a typed item shows exactly one ___ gap', ['stem']);
    }
    if (item.skill === 'reading' && !item.passage)
      addContentIssue(ctx, 'counts', 'a reading item has a passage', ['passage']);
    if (item.skill === 'listening' && !item.listening)
      addContentIssue(ctx, 'counts', 'a listening item has a script', ['listening']);
    if (item.skill !== 'reading' && item.passage)
      addContentIssue(ctx, 'counts', 'only reading items have a passage', ['passage']);
    if (item.skill !== 'listening' && item.listening)
      addContentIssue(ctx, 'counts', 'only listening items have a script', ['listening']);
  });
export type PlacementItem = z.infer<typeof PlacementItemSchema>;

/** The offset ITEM_TYPE_OFFSET gives an item. */
export function itemTypeOffset(item: Pick<PlacementItem, 'type' | 'options'>): number {
  if (item.type === 'typed') return ITEM_TYPE_OFFSET.typed;
  return item.options?.length === 3 ? ITEM_TYPE_OFFSET['choice-3'] : ITEM_TYPE_OFFSET['choice-4'];
}

/** content/exams/placement/<level>.yaml: the bank's items of one level. */
export const PlacementFileSchema = z
  .strictObject({ level: CefrLevelSchema, items: z.array(PlacementItemSchema).min(1) })
  .superRefine((file, ctx) => {
    file.items.forEach((item, i) => {
      if (item.level !== file.level)
        ctx.addIssue({
          code: 'custom',
          message: `item level ${item.level} in the ${file.level} file`,
          path: ['items', i, 'level'],
        });
    });
  });
export type PlacementFile = z.infer<typeof PlacementFileSchema>;

// ---------------------------------------------------------------------------------------------
// Level exams: content/exams/levels/<a1..c2>-<a|b>.yaml
// ---------------------------------------------------------------------------------------------

export const EXAM_FORMS = ['a', 'b'] as const;
export const ExamFormSchema = z.enum(EXAM_FORMS);
export type ExamForm = z.infer<typeof ExamFormSchema>;

/** A level exam has at least this many scored (automatically marked) items. */
export const EXAM_SCORED_MIN = 30;

/** Questions marked automatically, one point each: the day question shapes that have one key. */
const ComprehensionQuestionSchema = z.discriminatedUnion('type', [
  SingleChoiceSchema,
  TrueFalseSchema,
  GapFillSchema,
]);
const LanguageQuestionSchema = z.discriminatedUnion('type', [
  SingleChoiceSchema,
  GapFillSchema,
  WordOrderSchema,
  ErrorCorrectionSchema,
]);
export type ExamQuestion =
  z.infer<typeof ComprehensionQuestionSchema> | z.infer<typeof LanguageQuestionSchema>;

const instructions = BilingualTextSchema.optional();

export const ExamReadingSectionSchema = z.strictObject({
  instructions,
  passages: z
    .array(
      z.strictObject({
        slug: SlugSchema,
        title: EnglishTextSchema,
        text: EnglishTextSchema,
        names: z.array(z.string().trim().min(1)).default([]),
        questions: z.array(ComprehensionQuestionSchema).min(3),
      }),
    )
    .min(1),
});

export const ExamListeningSectionSchema = z.strictObject({
  instructions,
  recordings: z
    .array(
      z.strictObject({
        slug: SlugSchema,
        script: ScriptSchema,
        /** Written by the audio command; absent until the script is rendered. */
        audio: AudioRefSchema.optional(),
        questions: z.array(ComprehensionQuestionSchema).min(3),
      }),
    )
    .min(1),
});

const languageSection = z.strictObject({
  instructions,
  questions: z.array(LanguageQuestionSchema).min(4),
});

/**
 * Writing: one free-text task (prompt tr/en, minWords, maxWords, `criteria` = what is assessed),
 * marked by the writing feedback; `points` is its weight against the one-point items.
 */
export const ExamWritingSectionSchema = z.strictObject({
  instructions,
  points: z.int32().min(1).max(20),
  task: FreeTextSchema,
});

/** Speaking: read-aloud sentences and/or one free prompt, marked by the speaking scoring. */
export const ExamSpeakingSectionSchema = z
  .strictObject({
    instructions,
    points: z.int32().min(1).max(20),
    readAloud: z.array(ReadAloudSchema).default([]),
    prompt: FreeSpeechSchema.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.readAloud.length === 0 && !s.prompt)
      addContentIssue(ctx, 'counts', 'speaking has read-aloud text, a prompt or both', [
        'readAloud',
      ]);
  });

/**
 * One paper of a level exam. Score: every reading, listening, grammar and vocabulary question is
 * one point; writing and speaking add their `points`, earned in proportion to their feedback
 * score. The learner passes with at least `passMark` percent of all points.
 */
export const LevelExamSchema = z
  .strictObject({
    /** `<level>-<form>`, e.g. `a1-a`: the file name and the prefix of every slug inside. */
    slug: SlugSchema,
    levelId: z.int32().min(1).max(6),
    level: CefrLevelSchema,
    form: ExamFormSchema,
    title: BilingualTextSchema,
    timeLimitMinutes: z.int32().min(10).max(180),
    passMark: z.int32().min(40).max(90),
    sections: z.strictObject({
      reading: ExamReadingSectionSchema,
      listening: ExamListeningSectionSchema,
      grammar: languageSection,
      vocabulary: languageSection,
      writing: ExamWritingSectionSchema,
      speaking: ExamSpeakingSectionSchema,
    }),
  })
  .superRefine((exam, ctx) => {
    const fail = (message: string, path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (levelId(exam.level) !== exam.levelId)
      fail(`level ${exam.level} is levelId ${levelId(exam.level)}`, ['levelId']);
    const slug = `${exam.level.toLowerCase()}-${exam.form}`;
    if (exam.slug !== slug) fail(`slug must be ${slug}`, ['slug']);
    const scored = scoredQuestions(exam).length;
    if (scored < EXAM_SCORED_MIN)
      addContentIssue(
        ctx,
        'counts',
        `a level exam needs at least ${EXAM_SCORED_MIN} scored items, has ${scored}`,
        ['sections'],
      );
  });
export type LevelExam = z.infer<typeof LevelExamSchema>;
export type ExamSectionKind = keyof LevelExam['sections'];

/** The automatically marked questions of a form, with the section each belongs to. */
export function scoredQuestions(
  exam: Pick<LevelExam, 'sections'>,
): { section: 'reading' | 'listening' | 'grammar' | 'vocabulary'; question: ExamQuestion }[] {
  const { reading, listening, grammar, vocabulary } = exam.sections;
  return [
    ...reading.passages.flatMap((p) =>
      p.questions.map((question) => ({ section: 'reading' as const, question })),
    ),
    ...listening.recordings.flatMap((r) =>
      r.questions.map((question) => ({ section: 'listening' as const, question })),
    ),
    ...grammar.questions.map((question) => ({ section: 'grammar' as const, question })),
    ...vocabulary.questions.map((question) => ({ section: 'vocabulary' as const, question })),
  ];
}

/** Total points of a form: one per scored question, plus writing's and speaking's points. */
export function examTotalPoints(exam: Pick<LevelExam, 'sections'>): number {
  return (
    scoredQuestions(exam).length + exam.sections.writing.points + exam.sections.speaking.points
  );
}
