import { z } from 'zod';
import {
  AudioRefSchema,
  GrammarPartSchema,
  ListeningPartSchema,
  ReadingPartSchema,
  ScriptSchema,
  SpeakingPartSchema,
  VocabularyPartSchema,
  WritingPartSchema,
} from './content-parts';
import { FreeSpeechSchema, FreeTextSchema, ReadAloudSchema } from './content-questions';

/**
 * What a part of the learner's day shows above its items (body), and once every item is answered
 * (reveal), by the kind of part: the curriculum's part (content-parts.ts) without its items and
 * without the listening transcript until it may be read.
 */

const speaker = ScriptSchema.shape.speakers.element.shape;
const line = ScriptSchema.shape.lines.element.shape;

export const ReadingBodySchema = z.object({ passage: ReadingPartSchema.shape.passage });
export const ListeningBodySchema = z.object({
  script: z.object({
    type: ScriptSchema.shape.type,
    title: ScriptSchema.shape.title,
    speakers: z.array(z.object({ id: speaker.id, name: speaker.name })),
  }),
  /** Absent until the script's audio is rendered. */
  audio: AudioRefSchema.extend({ url: z.string() }).nullable(),
});
export const ListeningRevealSchema = z.object({
  /** The transcript, each line with its speaker's name. */
  lines: z.array(z.object({ speaker: line.speaker, text: line.text, name: speaker.name })),
});
export type ListeningReveal = z.infer<typeof ListeningRevealSchema>;
/** The writing task, as its item's payload also gives it. */
export const WritingBodySchema = z.object({
  prompt: FreeTextSchema.shape.prompt,
  minWords: FreeTextSchema.shape.minWords,
  maxWords: FreeTextSchema.shape.maxWords,
  criteria: FreeTextSchema.shape.criteria,
});
/** The sentences to read aloud, and the free speaking task when the part has one. */
export const SpeakingBodySchema = z.object({
  sentences: z.array(ReadAloudSchema.shape.prompt),
  prompt: FreeSpeechSchema.shape.prompt.optional(),
  minSeconds: FreeSpeechSchema.shape.minSeconds.optional(),
  maxSeconds: FreeSpeechSchema.shape.maxSeconds.optional(),
});

const noBody = z.object({});

/** A part's kind with what it shows: the part of a part that differs by kind. */
export const GrammarContentSchema = z.object({
  kind: GrammarPartSchema.shape.kind,
  body: noBody,
  reveal: z.null(),
});
export const VocabularyContentSchema = z.object({
  kind: VocabularyPartSchema.shape.kind,
  body: noBody,
  reveal: z.null(),
});
export const ReadingContentSchema = z.object({
  kind: ReadingPartSchema.shape.kind,
  body: ReadingBodySchema,
  reveal: z.null(),
});
export const ListeningContentSchema = z.object({
  kind: ListeningPartSchema.shape.kind,
  body: ListeningBodySchema,
  /** null until every item of the part is answered. */
  reveal: ListeningRevealSchema.nullable(),
});
export const WritingContentSchema = z.object({
  kind: WritingPartSchema.shape.kind,
  body: WritingBodySchema,
  reveal: z.null(),
});
export const SpeakingContentSchema = z.object({
  kind: SpeakingPartSchema.shape.kind,
  body: SpeakingBodySchema,
  reveal: z.null(),
});
export const PartContentSchema = z.discriminatedUnion('kind', [
  GrammarContentSchema,
  VocabularyContentSchema,
  ReadingContentSchema,
  ListeningContentSchema,
  WritingContentSchema,
  SpeakingContentSchema,
]);
export type PartContent = z.infer<typeof PartContentSchema>;
/** A part's kind with its body, as the day holds it before the reveal is known. */
export type PartBody = PartContent extends infer C
  ? C extends PartContent
    ? Pick<C, 'kind' | 'body'>
    : never
  : never;
