import { z } from 'zod';
import {
  AudioRefSchema,
  BilingualTextSchema,
  CONTENT_SECTIONS,
  CefrLevelSchema,
  DayNumberSchema,
  EnglishTextSchema,
  ExampleSchema,
  ROTATING_SKILLS,
  SectionIdSchema,
  SlugSchema,
  TurkishTextSchema,
  daySlug,
} from './content-common';
import { LECTURE_COUNTS, PartSchema, addPartIssues } from './content-parts';
import { addContentIssue } from './content-questions';

/**
 * A lecture's example: the English sentence, its Turkish, and its reading in the model voice once
 * rendered (content:audio -- --lectures; named from the sentence like a read-aloud item's).
 */
export const LectureExampleSchema = ExampleSchema.extend({ audio: AudioRefSchema.optional() });
export type LectureExample = z.infer<typeof LectureExampleSchema>;

/** The day's point: a Turkish explanation (Markdown), English examples, Turkish speakers' mistakes. */
export const LectureSchema = z.strictObject({
  slug: SlugSchema,
  point: BilingualTextSchema,
  explanation: TurkishTextSchema,
  examples: z.array(LectureExampleSchema).min(1),
  mistakes: z
    .array(
      z.strictObject({
        wrong: EnglishTextSchema,
        right: EnglishTextSchema,
        explanation: TurkishTextSchema,
      }),
    )
    .min(1),
});
export type Lecture = z.infer<typeof LectureSchema>;

/** A lecture has 4–12 examples and 2–6 common mistakes (LECTURE_COUNTS). */
export function addLectureIssues(ctx: z.RefinementCtx, lecture: Lecture): void {
  const { examples, mistakes } = LECTURE_COUNTS;
  if (lecture.examples.length < examples.min || lecture.examples.length > examples.max)
    addContentIssue(ctx, 'counts', `lecture needs ${examples.min}–${examples.max} examples`, [
      'lecture',
      'examples',
    ]);
  if (lecture.mistakes.length < mistakes.min || lecture.mistakes.length > mistakes.max)
    addContentIssue(
      ctx,
      'counts',
      `lecture needs ${mistakes.min}–${mistakes.max} common mistakes`,
      ['lecture', 'mistakes'],
    );
}

export const DaySchema = z
  .strictObject({
    slug: SlugSchema,
    day: DayNumberSchema,
    section: SectionIdSchema,
    level: CefrLevelSchema,
    kind: z.enum(['lesson', 'review']),
    title: BilingualTextSchema,
    lecture: LectureSchema,
    /** grammar, vocabulary, then the day's rotating parts (reading, listening, writing, speaking). */
    parts: z.array(PartSchema).min(1),
  })
  .superRefine((d, ctx) => {
    const fail = (message: string, path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (d.slug !== daySlug(d.day)) fail(`slug must be ${daySlug(d.day)}`, ['slug']);
    const section = CONTENT_SECTIONS.find((s) => s.id === d.section);
    if (!section || d.day < section.firstDay || d.day > section.lastDay)
      fail(`day ${d.day} is not in section ${d.section}`, ['section']);
    else if (section.level !== d.level)
      fail(`section ${d.section} is level ${section.level}`, ['level']);
    if (d.lecture.slug !== `${d.slug}-lecture`)
      fail(`lecture slug must be ${d.slug}-lecture`, ['lecture', 'slug']);
    addLectureIssues(ctx, d.lecture);

    const kinds = d.parts.map((p) => p.kind);
    const rotating = kinds.slice(2);
    if (kinds[0] !== 'grammar' || kinds[1] !== 'vocabulary')
      fail('parts start with grammar, then vocabulary', ['parts']);
    if (
      rotating.length < 2 ||
      rotating.some((k) => !(ROTATING_SKILLS as readonly string[]).includes(k)) ||
      new Set(rotating).size !== rotating.length
    )
      addContentIssue(
        ctx,
        'counts',
        'after grammar and vocabulary come two or more different rotating parts',
        ['parts'],
      );

    addPartIssues(ctx, d.parts, d.slug);
  });
export type Day = z.infer<typeof DaySchema>;
export type DayInput = z.input<typeof DaySchema>;
