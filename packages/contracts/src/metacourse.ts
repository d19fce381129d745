import { z } from 'zod';
import { IdSchema, queryInt } from './common';
import { SkillSchema } from './content-common';
import { MetaLevelSchema } from './content-meta';
import { pagedQuerySchema, pagedSchema } from './paging';
import {
  GrammarContentSchema,
  ListeningContentSchema,
  ReadingContentSchema,
  SpeakingContentSchema,
  VocabularyContentSchema,
  WritingContentSchema,
} from './usertask-parts';
import { AnswerResultSchema, AnswerSchema, PartQuestionSchema } from './usertask-questions';
import { VALIDATION_KEYS } from './validation';

/**
 * Meta (thematic) courses (spec §1 "meta levels", §7 metacourse): courses such as travel or work
 * English, each a row of tasks built from the programme's kinds of part. A task's items cross the
 * wire as a day's do (usertask-questions.ts): no key before the answer is final.
 */

export { META_LEVELS, MetaLevelSchema, type MetaLevel } from './content-meta';
import type { MetaLevel } from './content-meta';

// ---- Learner views ------------------------------------------------------------------------------

/** A course as the learner's list shows it, with the caller's progress. */
export const MetaCourseSummarySchema = z.object({
  id: z.int32(),
  title: z.string(),
  description: z.string(),
  minLevel: MetaLevelSchema,
  maxLevel: MetaLevelSchema,
  taskCount: z.int32(),
  completedTasks: z.int32(),
  /** Mean score of the completed tasks, 0–1; null before the first. */
  score: z.number().nullable(),
  /** The first task not completed, in order; null when every task is done. */
  nextTaskNumber: z.int32().nullable(),
});
export type MetaCourseSummary = z.infer<typeof MetaCourseSummarySchema>;

export const MetaTaskSummarySchema = z.object({
  number: z.int32(),
  title: z.string(),
  level: MetaLevelSchema,
  kinds: z.array(SkillSchema),
  questionCount: z.int32(),
  answeredCount: z.int32(),
  completed: z.boolean(),
  /** Mean score of the scored items once completed, 0–1. */
  score: z.number().nullable(),
});
export type MetaTaskSummary = z.infer<typeof MetaTaskSummarySchema>;

/** A course with its tasks and which of them the caller has done. */
export const MetaCourseDetailSchema = MetaCourseSummarySchema.extend({
  tasks: z.array(MetaTaskSummarySchema),
});
export type MetaCourseDetail = z.infer<typeof MetaCourseDetailSchema>;

export const MetaWordSchema = z.object({
  headword: z.string(),
  pos: z.string(),
  ipa: z.string(),
  meaningTr: z.string(),
  exampleEn: z.string(),
  exampleTr: z.string(),
});
export type MetaWord = z.infer<typeof MetaWordSchema>;

function metaPart<K extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  content: z.ZodObject<{ kind: K; body: B; reveal: R }>,
) {
  return z.object({
    orderNo: z.int32(),
    kind: content.shape.kind,
    instructions: z.string().nullable(),
    body: content.shape.body,
    /** Shown once every item of the part is answered: the listening transcript. */
    reveal: content.shape.reveal,
    questions: z.array(PartQuestionSchema),
    vocabulary: z.array(MetaWordSchema),
    completed: z.boolean(),
  });
}
/** A part of a meta task: the same kinds, bodies and items as a part of a day. */
export const MetaPartSchema = z.discriminatedUnion('kind', [
  metaPart(GrammarContentSchema),
  metaPart(VocabularyContentSchema),
  metaPart(ReadingContentSchema),
  metaPart(ListeningContentSchema),
  metaPart(WritingContentSchema),
  metaPart(SpeakingContentSchema),
]);
export type MetaPart = z.infer<typeof MetaPartSchema>;

export const MetaLectureSchema = z.object({
  point: z.string(),
  /** Turkish Markdown. */
  explanation: z.string(),
  examples: z.array(z.object({ en: z.string(), tr: z.string() })),
  mistakes: z.array(z.object({ wrong: z.string(), right: z.string(), explanation: z.string() })),
});

/** One task of a course, its items with the caller's results. */
export const MetaTaskViewSchema = z.object({
  courseId: z.int32(),
  courseTitle: z.string(),
  taskCount: z.int32(),
  number: z.int32(),
  title: z.string(),
  level: MetaLevelSchema,
  lecture: MetaLectureSchema.nullable(),
  parts: z.array(MetaPartSchema),
  completed: z.boolean(),
  score: z.number().nullable(),
  /** The next task of the course not yet completed, after this one first; null when none is left. */
  nextTaskNumber: z.int32().nullable(),
});
export type MetaTaskView = z.infer<typeof MetaTaskViewSchema>;

export const MetaTaskQuerySchema = z.object({
  /** The task's number in the course; without it, the first task not completed. */
  task: queryInt().min(1).max(99).optional(),
});

export const MetaAnswerBodySchema = z.strictObject({
  /** The task's number in the course. */
  task: z.int32().min(1).max(99),
  questionId: IdSchema,
  answer: AnswerSchema,
});
export type MetaAnswerBody = z.infer<typeof MetaAnswerBodySchema>;

export const MetaAnswerResultSchema = z.object({
  result: AnswerResultSchema,
  partCompleted: z.boolean(),
  taskCompleted: z.boolean(),
  /** The task's score once completed. */
  taskScore: z.number().nullable(),
});
export type MetaAnswerResult = z.infer<typeof MetaAnswerResultSchema>;

// ---- Management ---------------------------------------------------------------------------------

/** A course as editors manage it: both languages, visibility and who owns its texts. */
export const MetaCourseRecordSchema = z.object({
  id: z.int32(),
  /** content/meta/<slug> for a loaded course; null for one an editor added. */
  slug: z.string().nullable(),
  titleTr: z.string(),
  titleEn: z.string(),
  descriptionTr: z.string(),
  descriptionEn: z.string(),
  minLevel: MetaLevelSchema,
  maxLevel: MetaLevelSchema,
  published: z.boolean(),
  taskCount: z.int32(),
  /** true once an editor added or changed it: content loads no longer change its texts. */
  editorOwned: z.boolean(),
  updatedAt: z.string(),
});
export type MetaCourseRecord = z.infer<typeof MetaCourseRecordSchema>;

export const MetaCoursePagedQuerySchema = pagedQuerySchema(
  ['id', 'titleTr', 'titleEn', 'minLevel', 'taskCount', 'published', 'updatedAt'],
  'id',
);
export const MetaCoursePageSchema = pagedSchema(MetaCourseRecordSchema);

const text = (max: number) =>
  z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(max);

const MetaCourseFieldsSchema = z.strictObject({
  titleTr: text(120),
  titleEn: text(120),
  descriptionTr: text(2000),
  descriptionEn: text(2000),
  minLevel: MetaLevelSchema,
  maxLevel: MetaLevelSchema,
  published: z.boolean().default(true),
});
const levelRank = (level: z.infer<typeof MetaLevelSchema>) =>
  MetaLevelSchema.options.indexOf(level);
const levelsInOrder = (b: { minLevel: MetaLevel; maxLevel: MetaLevel }) =>
  levelRank(b.minLevel) <= levelRank(b.maxLevel);

/** POST: a new course (its tasks come only from content files). */
export const MetaCourseCreateBodySchema = MetaCourseFieldsSchema.refine(levelsInOrder, {
  error: 'validation.levelRange',
  path: ['maxLevel'],
});
/** PUT: a course's texts, levels and visibility. */
export const MetaCourseUpdateBodySchema = MetaCourseFieldsSchema.extend({
  id: z.int32().positive(),
}).refine(levelsInOrder, { error: 'validation.levelRange', path: ['maxLevel'] });
export type MetaCourseCreateBody = z.infer<typeof MetaCourseCreateBodySchema>;
export type MetaCourseUpdateBody = z.infer<typeof MetaCourseUpdateBodySchema>;
