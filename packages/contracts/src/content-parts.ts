import { z } from 'zod';
import {
  BilingualTextSchema,
  CefrLevelSchema,
  EnglishTextSchema,
  ExampleSchema,
  SlugSchema,
  TurkishTextSchema,
  VoiceIdSchema,
  wordSlug,
  AudioRefSchema,
} from './content-common';
import { QuestionSchema, addContentIssue, type QuestionType } from './content-questions';

/** The parts of a day: grammar, vocabulary, reading, listening, writing and speaking. */

export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'determiner',
  'interjection',
  'number',
  'modal',
  'phrase',
] as const;
export const PartOfSpeechSchema = z.enum(PARTS_OF_SPEECH);

/** A word the day teaches. Its slug is `wordSlug(headword, pos)`; a word is taught once a year. */
export const VocabularyEntrySchema = z
  .strictObject({
    slug: SlugSchema,
    headword: EnglishTextSchema,
    pos: PartOfSpeechSchema,
    level: CefrLevelSchema,
    /** Broad General American transcription, without slashes: `ˈtiːtʃər`. */
    ipa: z
      .string()
      .trim()
      .regex(/^[^/[\]]+$/, { error: 'IPA without slashes or brackets' }),
    /** Modern Turkish meaning, most common sense first. */
    meaning: TurkishTextSchema,
    example: ExampleSchema,
  })
  .superRefine((w, ctx) => {
    if (w.slug !== wordSlug(w.headword, w.pos))
      ctx.addIssue({
        code: 'custom',
        message: `slug must be ${wordSlug(w.headword, w.pos)}`,
        path: ['slug'],
      });
  });
export type VocabularyEntry = z.infer<typeof VocabularyEntrySchema>;

export { AudioRefSchema, type AudioRef } from './content-common';

export const ScriptSchema = z
  .strictObject({
    type: z.enum(['dialogue', 'monologue']),
    title: EnglishTextSchema,
    speakers: z
      .array(
        z.strictObject({ id: SlugSchema, name: z.string().trim().min(1), voice: VoiceIdSchema }),
      )
      .min(1)
      .max(3),
    lines: z.array(z.strictObject({ speaker: SlugSchema, text: EnglishTextSchema })).min(1),
  })
  .superRefine((s, ctx) => {
    const ids = s.speakers.map((p) => p.id);
    if (s.type === 'dialogue' && ids.length < 2)
      ctx.addIssue({
        code: 'custom',
        message: 'a dialogue has two or more speakers',
        path: ['speakers'],
      });
    if (s.type === 'monologue' && ids.length !== 1)
      ctx.addIssue({ code: 'custom', message: 'a monologue has one speaker', path: ['speakers'] });
    if (new Set(s.speakers.map((p) => p.voice)).size !== ids.length)
      ctx.addIssue({
        code: 'custom',
        message: 'each speaker needs a different voice',
        path: ['speakers'],
      });
    s.lines.forEach((line, i) => {
      if (!ids.includes(line.speaker))
        ctx.addIssue({
          code: 'custom',
          message: `unknown speaker ${line.speaker}`,
          path: ['lines', i, 'speaker'],
        });
    });
  });
export type Script = z.infer<typeof ScriptSchema>;

const questions = z.array(QuestionSchema).min(1);
const instructions = BilingualTextSchema.optional();

export const GrammarPartSchema = z.strictObject({
  kind: z.literal('grammar'),
  slug: SlugSchema,
  instructions,
  questions,
});
export const VocabularyPartSchema = z.strictObject({
  kind: z.literal('vocabulary'),
  slug: SlugSchema,
  instructions,
  words: z.array(VocabularyEntrySchema).min(1),
  questions,
});
export const ReadingPartSchema = z.strictObject({
  kind: z.literal('reading'),
  slug: SlugSchema,
  instructions,
  passage: z.strictObject({
    title: EnglishTextSchema,
    text: EnglishTextSchema,
    /** Proper names in the text; they do not count against the level coverage. */
    names: z.array(z.string().trim().min(1)).default([]),
  }),
  questions,
});
export const ListeningPartSchema = z.strictObject({
  kind: z.literal('listening'),
  slug: SlugSchema,
  instructions,
  script: ScriptSchema,
  /** Written by the audio command; absent until the script is rendered. */
  audio: AudioRefSchema.optional(),
  questions,
});
export const WritingPartSchema = z.strictObject({
  kind: z.literal('writing'),
  slug: SlugSchema,
  instructions,
  questions,
});
export const SpeakingPartSchema = z.strictObject({
  kind: z.literal('speaking'),
  slug: SlugSchema,
  instructions,
  questions,
});

export const PartSchema = z.discriminatedUnion('kind', [
  GrammarPartSchema,
  VocabularyPartSchema,
  ReadingPartSchema,
  ListeningPartSchema,
  WritingPartSchema,
  SpeakingPartSchema,
]);
export type Part = z.infer<typeof PartSchema>;
export type PartKind = Part['kind'];
export type ReadingPart = z.infer<typeof ReadingPartSchema>;
export type ListeningPart = z.infer<typeof ListeningPartSchema>;

const CHOICE: QuestionType[] = [
  'single-choice',
  'multiple-choice',
  'true-false',
  'gap-fill',
  'matching',
];
/** Question types each part may use, and how many questions it has (CURRICULUM.md). */
export const PART_RULES: Record<PartKind, { types: QuestionType[]; min: number; max: number }> = {
  grammar: {
    types: [
      'single-choice',
      'multiple-choice',
      'gap-fill',
      'word-order',
      'error-correction',
      'matching',
    ],
    min: 6,
    max: 12,
  },
  vocabulary: { types: [...CHOICE, 'word-order'], min: 4, max: 10 },
  reading: { types: [...CHOICE, 'ordering'], min: 4, max: 8 },
  listening: { types: [...CHOICE, 'ordering', 'dictation'], min: 4, max: 8 },
  writing: { types: ['free-text'], min: 1, max: 1 },
  speaking: { types: ['recording-read-aloud', 'recording-free'], min: 3, max: 7 },
};
export const WORDS_PER_DAY = { min: 6, max: 12 } as const;
export const LECTURE_COUNTS = {
  examples: { min: 4, max: 12 },
  mistakes: { min: 2, max: 6 },
} as const;

/**
 * The rules every part follows wherever it is used (a day, a meta course's task): its slug is
 * `<owner>-<kind>`, its questions are of the kinds and number PART_RULES allows and are slugged
 * `<part>-qNN` once each, a vocabulary part teaches 6–12 words, and a speaking part has one or
 * more read-aloud sentences and one to three free prompts (an answer, a role-play, an opinion).
 * `path` leads to the owner's `parts`.
 */
export function addPartIssues(
  ctx: z.RefinementCtx,
  parts: readonly Part[],
  owner: string,
  path: PropertyKey[] = [],
): void {
  const fail = (message: string, at: PropertyKey[]) =>
    ctx.addIssue({ code: 'custom', message, path: [...path, ...at] });
  const slugs = new Set<string>();
  parts.forEach((part, p) => {
    if (part.slug !== `${owner}-${part.kind}`)
      fail(`part slug must be ${owner}-${part.kind}`, ['parts', p, 'slug']);
    const rule = PART_RULES[part.kind];
    if (part.questions.length < rule.min || part.questions.length > rule.max)
      addContentIssue(
        ctx,
        'counts',
        `${part.kind} part needs ${rule.min}–${rule.max} questions, has ${part.questions.length}`,
        [...path, 'parts', p, 'questions'],
      );
    part.questions.forEach((q, i) => {
      if (!rule.types.includes(q.type))
        fail(`${q.type} is not used in a ${part.kind} part`, ['parts', p, 'questions', i, 'type']);
      // Numbered once and never renumbered: removing an item leaves a hole, which is fine.
      if (q.slug.slice(0, -4) !== part.slug || !/-q\d\d$/.test(q.slug))
        fail(`question slug must be ${part.slug}-qNN`, ['parts', p, 'questions', i, 'slug']);
      if (slugs.has(q.slug))
        fail(`question slug ${q.slug} repeats`, ['parts', p, 'questions', i, 'slug']);
      slugs.add(q.slug);
    });
    if (
      part.kind === 'vocabulary' &&
      (part.words.length < WORDS_PER_DAY.min || part.words.length > WORDS_PER_DAY.max)
    )
      addContentIssue(
        ctx,
        'counts',
        `a day teaches ${WORDS_PER_DAY.min}–${WORDS_PER_DAY.max} new words, has ${part.words.length}`,
        [...path, 'parts', p, 'words'],
      );
    if (part.kind === 'speaking') {
      const free = part.questions.filter((q) => q.type === 'recording-free').length;
      if (free < 1 || free > 3 || part.questions.length - free < 1)
        addContentIssue(
          ctx,
          'counts',
          'speaking has one or more read-aloud sentences and one to three free prompts',
          [...path, 'parts', p, 'questions'],
        );
    }
  });
}
