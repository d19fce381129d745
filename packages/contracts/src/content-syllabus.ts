import { z } from 'zod';
import {
  BilingualTextSchema,
  CONTENT_SECTIONS,
  CefrLevelSchema,
  DayNumberSchema,
  PROGRAMME_DAYS,
  RotatingSkillSchema,
  SectionIdSchema,
  SlugSchema,
} from './content-common';

/**
 * content/syllabus.yaml: the map of the 365 days that the day files fill in. Grammar points follow
 * the order of the CEFR-J Grammar Profile; `grammarRefs` are that profile's item ids.
 */

/** CEFR-J sub-level (A1.1 … B2.2) or a plain level for points the profile leaves unlevelled. */
export const ProfileLevelSchema = z.string().regex(/^(A1|A2|B1|B2)\.[1-3]$|^(A1|A2|B1|B2|C1|C2)$/);

export const SyllabusSectionSchema = z.strictObject({
  id: SectionIdSchema,
  level: CefrLevelSchema,
  firstDay: DayNumberSchema,
  lastDay: DayNumberSchema,
  title: BilingualTextSchema,
  /** The end-of-section level exam, taken after `lastDay`. */
  exam: z.strictObject({ slug: SlugSchema, title: BilingualTextSchema }),
});
export type SyllabusSection = z.infer<typeof SyllabusSectionSchema>;

export const SyllabusDaySchema = z.strictObject({
  day: DayNumberSchema,
  kind: z.enum(['lesson', 'review']),
  point: BilingualTextSchema,
  profileLevel: ProfileLevelSchema,
  grammarRefs: z.array(z.string().regex(/^\d+(-\d)?$/)).default([]),
  theme: BilingualTextSchema,
  /** The rotating parts of the day, besides grammar and vocabulary. */
  rotating: z.array(RotatingSkillSchema).min(2),
  /** Review days: the first and last day they revise. */
  reviews: z.tuple([DayNumberSchema, DayNumberSchema]).optional(),
  /** Why a point sits away from its profile sub-level, or other guidance for the writer. */
  note: z.string().trim().min(1).optional(),
});
export type SyllabusDay = z.infer<typeof SyllabusDaySchema>;

export const SyllabusSchema = z
  .strictObject({
    sections: z.array(SyllabusSectionSchema).length(CONTENT_SECTIONS.length),
    days: z.array(SyllabusDaySchema).length(PROGRAMME_DAYS),
  })
  .superRefine((s, ctx) => {
    CONTENT_SECTIONS.forEach((expected, i) => {
      const got = s.sections[i];
      if (
        !got ||
        got.id !== expected.id ||
        got.level !== expected.level ||
        got.firstDay !== expected.firstDay ||
        got.lastDay !== expected.lastDay
      )
        ctx.addIssue({
          code: 'custom',
          message: `section ${i + 1} must be ${expected.id} ${expected.level} days ${expected.firstDay}–${expected.lastDay}`,
          path: ['sections', i],
        });
    });
    s.days.forEach((d, i) => {
      if (d.day !== i + 1)
        ctx.addIssue({
          code: 'custom',
          message: `entry ${i + 1} is day ${d.day}; days are listed 1–365 in order`,
          path: ['days', i, 'day'],
        });
      if (new Set(d.rotating).size !== d.rotating.length)
        ctx.addIssue({
          code: 'custom',
          message: 'rotating parts repeat',
          path: ['days', i, 'rotating'],
        });
      if ((d.kind === 'review') !== (d.reviews !== undefined))
        ctx.addIssue({
          code: 'custom',
          message: 'review days, and only they, list the days they revise',
          path: ['days', i, 'reviews'],
        });
    });
  });
export type Syllabus = z.infer<typeof SyllabusSchema>;
