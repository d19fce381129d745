import { z } from 'zod';
import { IdSchema } from './common';

/**
 * The learner's daily programme (spec §7 "User tasks"). In these calls `taskId` is the id of the
 * learner's own task (one taken programme day), `taskMainQuestionId` one part of it, and `skillId`
 * the fixed skill ids (reading 1, listening 2, writing 3, grammar 4, speaking 5, vocabulary 6).
 */

export const PROGRAM_DAYS = 365;

export const TaskStateSchema = z.enum(['lecture', 'questions', 'completed']);
export type TaskState = z.infer<typeof TaskStateSchema>;

export const PART_KINDS = [
  'grammar',
  'vocabulary',
  'reading',
  'listening',
  'writing',
  'speaking',
] as const;
export const PartKindSchema = z.enum(PART_KINDS);
export type PartKind = z.infer<typeof PartKindSchema>;

export const UserTaskPartSchema = z.object({
  mainQuestionId: z.number().int(),
  orderNo: z.number().int(),
  skillId: z.number().int(),
  kind: PartKindSchema,
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Mean score of the answered items, 0–1; null before the first answer. */
  score: z.number().nullable(),
  completed: z.boolean(),
});
export type UserTaskPart = z.infer<typeof UserTaskPartSchema>;

export const UserTaskSchema = z.object({
  id: z.number().int(),
  dayNo: z.number().int(),
  taskName: z.string(),
  /** The learner's calendar day it was taken on, YYYY-MM-DD (Europe/Istanbul). */
  taskDate: z.string(),
  lectureId: z.number().int().nullable(),
  lecturePoint: z.string().nullable(),
  lectureCompletedAt: z.string().nullable(),
  completionDate: z.string().nullable(),
  state: TaskStateSchema,
  kind: z.enum(['lesson', 'review']),
  sectionSlug: z.string(),
  levelId: z.number().int(),
  levelCode: z.string(),
  parts: z.array(UserTaskPartSchema),
});
export type UserTask = z.infer<typeof UserTaskSchema>;

export const TaskBlockSchema = z
  .enum([
    'TASK_ALREADY_TAKEN_TODAY',
    'TASK_PREVIOUS_INCOMPLETE',
    'PROGRAM_COMPLETE',
    'TASK_NOT_AVAILABLE',
  ])
  .nullable();

export const TaskOverviewSchema = z.object({
  programDays: z.number().int(),
  /** The programme day the learner is on (the last taken), 0 before the first. */
  currentDay: z.number().int(),
  completedDays: z.number().int(),
  today: z.string(),
  todayTask: UserTaskSchema.nullable(),
  /** The latest taken task when it is still open (it may be from an earlier day). */
  openTask: UserTaskSchema.nullable(),
  canTakeNewTask: z.boolean(),
  /** Why a new task cannot be taken now, when it cannot. */
  blockedReason: TaskBlockSchema,
  nextDayNo: z.number().int().nullable(),
  section: z
    .object({
      slug: z.string(),
      title: z.string(),
      levelCode: z.string(),
      firstDay: z.number().int(),
      lastDay: z.number().int(),
    })
    .nullable(),
  /** Days in a row, ending today or yesterday, on which a task was completed. */
  streakDays: z.number().int(),
  /** The placement test is offered once today's task is done. */
  placementTestOffered: z.boolean(),
});
export type TaskOverview = z.infer<typeof TaskOverviewSchema>;

export const ProgramSectionProgressSchema = z.object({
  slug: z.string(),
  title: z.string(),
  levelId: z.number().int(),
  levelCode: z.string(),
  firstDay: z.number().int(),
  lastDay: z.number().int(),
  completedDays: z.number().int(),
  availableDays: z.number().int(),
  examTitle: z.string(),
});
export type ProgramSectionProgress = z.infer<typeof ProgramSectionProgressSchema>;

export const ScheduleDaySchema = z.object({
  id: z.number().int(),
  dayNo: z.number().int(),
  taskDate: z.string(),
  taskName: z.string(),
  state: TaskStateSchema,
  completionDate: z.string().nullable(),
});
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const ScheduleSchema = z.object({
  today: z.string(),
  days: z.array(ScheduleDaySchema),
  sections: z.array(ProgramSectionProgressSchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const SkillResultSchema = z.object({
  skillId: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  score: z.number().nullable(),
});
export type SkillResult = z.infer<typeof SkillResultSchema>;

export const CompletedOverviewSchema = z.object({
  completedTasks: z.number().int(),
  answeredQuestions: z.number().int(),
  averageScore: z.number().nullable(),
  skills: z.array(SkillResultSchema),
});
export type CompletedOverview = z.infer<typeof CompletedOverviewSchema>;

// ---- Answers ----------------------------------------------------------------------------------

export const AnswerSchema = z.union([
  z.strictObject({ optionId: IdSchema }),
  z.strictObject({ optionIds: z.array(IdSchema).min(1).max(6) }),
  z.strictObject({ value: z.boolean() }),
  z.strictObject({ text: z.string().max(4000) }),
  z.strictObject({ match: z.array(z.number().int().min(0).max(10)).min(1).max(10) }),
  z.strictObject({ fileName: z.string().regex(/^[a-z0-9-]{1,80}\.(webm|ogg|mp4|m4a|wav|mp3)$/) }),
]);
export type Answer = z.infer<typeof AnswerSchema>;

export const WritingFeedbackItemSchema = z.object({
  kind: z.string(),
  ok: z.boolean(),
  message: z.string(),
  /** Words or phrases the item points at (misspelled words, repeated words …). */
  words: z.array(z.string()),
});
export const WritingFeedbackSchema = z.object({
  wordCount: z.number().int(),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  items: z.array(WritingFeedbackItemSchema),
  /** The day's words used, and words above the learner's level. */
  dayWordsUsed: z.array(z.string()),
  aboveLevelWords: z.array(z.string()),
});
export type WritingFeedback = z.infer<typeof WritingFeedbackSchema>;

export const AnswerResultSchema = z.object({
  questionId: z.number().int(),
  answer: z.record(z.string(), z.unknown()),
  /** null where a reply is not right or wrong (writing, free speaking). */
  isCorrect: z.boolean().nullable(),
  score: z.number(),
  correctOptionIds: z.array(z.number().int()),
  acceptedAnswers: z.array(z.string()),
  /** true/false answer, matching solution (right index per left item), model answer. */
  solution: z.record(z.string(), z.unknown()),
  explanation: z.string(),
  feedback: z.record(z.string(), z.unknown()).nullable(),
  answeredAt: z.string(),
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

export const RegisterAnswerBodySchema = z.strictObject({
  taskId: IdSchema,
  questionId: IdSchema,
  answer: AnswerSchema,
});
export type RegisterAnswerBody = z.infer<typeof RegisterAnswerBodySchema>;

export const RegisterAnswerResultSchema = z.object({
  result: AnswerResultSchema,
  partCompleted: z.boolean(),
  taskCompleted: z.boolean(),
});
export type RegisterAnswerResult = z.infer<typeof RegisterAnswerResultSchema>;

// ---- Parts, lectures ----------------------------------------------------------------------------

export const LearnerOptionSchema = z.object({
  id: z.number().int(),
  orderNo: z.number().int(),
  text: z.string(),
});

export const PartQuestionSchema = z.object({
  id: z.number().int(),
  orderNo: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  options: z.array(LearnerOptionSchema),
  result: AnswerResultSchema.nullable(),
});
export type PartQuestion = z.infer<typeof PartQuestionSchema>;

export const PartWordSchema = z.object({
  id: z.number().int(),
  headword: z.string(),
  pos: z.string(),
  levelId: z.number().int(),
  ipa: z.string(),
  meaningTr: z.string(),
  exampleEn: z.string(),
  exampleTr: z.string(),
  saved: z.boolean(),
});
export type PartWord = z.infer<typeof PartWordSchema>;

export const MainQuestionSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  dayNo: z.number().int(),
  orderNo: z.number().int(),
  skillId: z.number().int(),
  kind: PartKindSchema,
  instructions: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  /** Shown once every item is answered: the listening transcript. */
  reveal: z.record(z.string(), z.unknown()).nullable(),
  questions: z.array(PartQuestionSchema),
  vocabulary: z.array(PartWordSchema),
  lectureCompleted: z.boolean(),
  completed: z.boolean(),
});
export type MainQuestion = z.infer<typeof MainQuestionSchema>;

export const TaskDetailSchema = UserTaskSchema.extend({
  title: z.string(),
  lecture: z
    .object({
      id: z.number().int(),
      point: z.string(),
    })
    .nullable(),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

export const LectureSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  dayNo: z.number().int(),
  point: z.string(),
  /** Turkish Markdown. */
  explanation: z.string(),
  examples: z.array(z.object({ en: z.string(), tr: z.string() })),
  mistakes: z.array(z.object({ wrong: z.string(), right: z.string(), explanation: z.string() })),
  completedAt: z.string().nullable(),
});
export type Lecture = z.infer<typeof LectureSchema>;

export const LectureSummarySchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  dayNo: z.number().int(),
  point: z.string(),
  completedAt: z.string().nullable(),
});

export const RegisterLectureBodySchema = z.strictObject({ taskId: IdSchema, lectureId: IdSchema });
export type RegisterLectureBody = z.infer<typeof RegisterLectureBodySchema>;

// ---- Queries ------------------------------------------------------------------------------------

export const TaskIdQuerySchema = z.object({ taskId: IdSchema });
export const TaskDateQuerySchema = z.object({
  taskDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: 'validation.date' }),
});
export const DisplayCountQuerySchema = z.object({
  displayCount: z.coerce.number().int().min(1).max(100).default(5),
});
export const MainQuestionQuerySchema = z.object({ taskMainQuestionId: IdSchema });
export const LectureQuerySchema = z.object({ lectureId: IdSchema });
export const CompletedResultQuerySchema = z.object({
  taskId: IdSchema,
  orderNo: z.coerce.number().int().min(0).max(20).optional(),
  skillId: z.coerce.number().int().min(1).max(6).optional(),
});
export const UserIdQuerySchema = z.object({ userId: IdSchema.optional() });

export const CompletedResultSchema = z.object({
  task: UserTaskSchema,
  parts: z.array(MainQuestionSchema),
});
export type CompletedResult = z.infer<typeof CompletedResultSchema>;

// ---- Dictionary ----------------------------------------------------------------------------------

export const DictionaryWordSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  ipa: z.string().nullable(),
  example: z.string().nullable(),
  createdDate: z.string(),
});
export type DictionaryWord = z.infer<typeof DictionaryWordSchema>;

export const DictionaryPageSchema = z.object({
  items: z.array(DictionaryWordSchema),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type DictionaryPage = z.infer<typeof DictionaryPageSchema>;

export const DictionaryQuerySchema = z.object({
  searchText: z.string().trim().max(80).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const SaveWordsBodySchema = z.strictObject({
  taskMainQuestionId: IdSchema.optional(),
  words: z
    .array(
      z.strictObject({
        vocabularyId: IdSchema.optional(),
        word: z
          .string()
          .trim()
          .min(1)
          .max(80)
          .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'validation.invalid' })
          .optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type SaveWordsBody = z.infer<typeof SaveWordsBodySchema>;

export const WordLookupQuerySchema = z.object({
  word: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z][A-Za-z'’ -]*$/, { error: 'validation.invalid' }),
});

export const WordLookupSchema = z.object({
  word: z.string(),
  headword: z.string(),
  pos: z.string().nullable(),
  meaning: z.string(),
  ipa: z.string().nullable(),
  example: z.string().nullable(),
  vocabularyId: z.number().int().nullable(),
  saved: z.boolean(),
});
export type WordLookup = z.infer<typeof WordLookupSchema>;
