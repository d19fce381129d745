import { z } from 'zod';
import {
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
import { PART_RULES, PartSchema, WORDS_PER_DAY, LECTURE_COUNTS } from './content-parts';
import { addContentIssue } from './content-questions';

/** The day's point: a Turkish explanation (Markdown), English examples, Turkish speakers' mistakes. */
export const LectureSchema = z.strictObject({
  slug: SlugSchema,
  point: BilingualTextSchema,
  explanation: TurkishTextSchema,
  examples: z.array(ExampleSchema).min(1),
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
    const { examples, mistakes } = LECTURE_COUNTS;
    if (d.lecture.examples.length < examples.min || d.lecture.examples.length > examples.max)
      addContentIssue(ctx, 'counts', `lecture needs ${examples.min}–${examples.max} examples`, [
        'lecture',
        'examples',
      ]);
    if (d.lecture.mistakes.length < mistakes.min || d.lecture.mistakes.length > mistakes.max)
      addContentIssue(
        ctx,
        'counts',
        `lecture needs ${mistakes.min}–${mistakes.max} common mistakes`,
        ['lecture', 'mistakes'],
      );

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

    const slugs = new Set<string>();
    d.parts.forEach((part, p) => {
      if (part.slug !== `${d.slug}-${part.kind}`)
        fail(`part slug must be ${d.slug}-${part.kind}`, ['parts', p, 'slug']);
      const rule = PART_RULES[part.kind];
      if (part.questions.length < rule.min || part.questions.length > rule.max)
        addContentIssue(
          ctx,
          'counts',
          `${part.kind} part needs ${rule.min}–${rule.max} questions, has ${part.questions.length}`,
          ['parts', p, 'questions'],
        );
      part.questions.forEach((q, i) => {
        if (!rule.types.includes(q.type))
          fail(`${q.type} is not used in a ${part.kind} part`, [
            'parts',
            p,
            'questions',
            i,
            'type',
          ]);
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
          ['parts', p, 'words'],
        );
      if (part.kind === 'speaking') {
        const free = part.questions.filter((q) => q.type === 'recording-free').length;
        if (free !== 1 || part.questions.length - free < 2)
          addContentIssue(
            ctx,
            'counts',
            'speaking has two or more read-aloud sentences and exactly one free prompt',
            ['parts', p, 'questions'],
          );
      }
    });
  });
export type Day = z.infer<typeof DaySchema>;
export type DayInput = z.input<typeof DaySchema>;
