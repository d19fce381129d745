import { z } from 'zod';
import {
  BilingualTextSchema,
  CEFR_LEVELS,
  SlugSchema,
  type CefrLevel,
  type SectionId,
} from './content-common';
import { LectureSchema, addLectureIssues } from './content-day';
import { PartSchema, addPartIssues } from './content-parts';
import { addContentIssue } from './content-questions';

/**
 * Meta (thematic) courses: travel, work, everyday conversation, exam preparation. Each lives in
 * content/meta/<course-slug>/ as a `course.yaml` and one file per task, `task-NN.yaml`, numbered
 * 1, 2, 3 … in the order a learner takes them. A task is built from the same parts as a day
 * (content-parts.ts), so the task screens show it as they show a day's part.
 */

/** Levels a meta task may have: those with a programme section, whose bounds it follows. */
export const META_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export const MetaLevelSchema = z.enum(META_LEVELS);
export type MetaLevel = z.infer<typeof MetaLevelSchema>;
/** The section whose reading and writing bounds a task of this level follows. */
export const sectionOfLevel = (level: MetaLevel): SectionId => level.toLowerCase() as SectionId;

/** A course has at least this many tasks (CURRICULUM.md, "Library and courses"). */
export const META_TASKS_MIN = 10;

export const metaTaskSlug = (course: string, number: number): string =>
  `${course}-task-${String(number).padStart(2, '0')}`;
export const metaTaskFileName = (number: number): string =>
  `task-${String(number).padStart(2, '0')}.yaml`;

const levelIndex = (level: CefrLevel): number => CEFR_LEVELS.indexOf(level);

/** content/meta/<slug>/course.yaml */
export const MetaCourseFileSchema = z
  .strictObject({
    slug: SlugSchema,
    title: BilingualTextSchema,
    description: BilingualTextSchema,
    minLevel: MetaLevelSchema,
    maxLevel: MetaLevelSchema,
  })
  .superRefine((c, ctx) => {
    if (levelIndex(c.minLevel) > levelIndex(c.maxLevel))
      ctx.addIssue({
        code: 'custom',
        message: 'minLevel is above maxLevel',
        path: ['minLevel'],
      });
  });
export type MetaCourseFile = z.infer<typeof MetaCourseFileSchema>;

/** content/meta/<course>/task-NN.yaml */
export const MetaTaskSchema = z
  .strictObject({
    /** `<course>-task-NN` */
    slug: SlugSchema,
    course: SlugSchema,
    /** Position in the course, from 1. */
    number: z.int32().min(1).max(99),
    title: BilingualTextSchema,
    level: MetaLevelSchema,
    /** The task's point, when it teaches one: slug `<task>-lecture`. */
    lecture: LectureSchema.optional(),
    /** Two or more parts of different kinds, in the order the learner does them. */
    parts: z.array(PartSchema).min(2),
  })
  .superRefine((t, ctx) => {
    const expected = metaTaskSlug(t.course, t.number);
    if (t.slug !== expected)
      ctx.addIssue({ code: 'custom', message: `slug must be ${expected}`, path: ['slug'] });
    if (t.lecture) {
      if (t.lecture.slug !== `${t.slug}-lecture`)
        ctx.addIssue({
          code: 'custom',
          message: `lecture slug must be ${t.slug}-lecture`,
          path: ['lecture', 'slug'],
        });
      addLectureIssues(ctx, t.lecture);
    }
    const kinds = t.parts.map((p) => p.kind);
    if (new Set(kinds).size !== kinds.length)
      addContentIssue(ctx, 'counts', 'a task has each kind of part at most once', ['parts']);
    addPartIssues(ctx, t.parts, t.slug);
  });
export type MetaTask = z.infer<typeof MetaTaskSchema>;
export type MetaTaskInput = z.input<typeof MetaTaskSchema>;

/** A course with its tasks, as the loader reads it: the rules that span the files. */
export const MetaCourseSchema = MetaCourseFileSchema.and(
  z.strictObject({ tasks: z.array(MetaTaskSchema) }),
).superRefine((c, ctx) => {
  if (c.tasks.length < META_TASKS_MIN)
    addContentIssue(
      ctx,
      'counts',
      `a course has ${META_TASKS_MIN} or more tasks, has ${c.tasks.length}`,
      ['tasks'],
    );
  c.tasks.forEach((t, i) => {
    if (t.course !== c.slug)
      ctx.addIssue({
        code: 'custom',
        message: `task of course ${t.course} in course ${c.slug}`,
        path: ['tasks', i, 'course'],
      });
    if (t.number !== i + 1)
      ctx.addIssue({
        code: 'custom',
        message: `task ${i + 1} is numbered ${t.number}; number tasks 1, 2, 3 … without gaps`,
        path: ['tasks', i, 'number'],
      });
    if (
      levelIndex(t.level) < levelIndex(c.minLevel) ||
      levelIndex(t.level) > levelIndex(c.maxLevel)
    )
      ctx.addIssue({
        code: 'custom',
        message: `level ${t.level} is outside the course's ${c.minLevel}–${c.maxLevel}`,
        path: ['tasks', i, 'level'],
      });
  });
});
export type MetaCourse = z.infer<typeof MetaCourseSchema>;
