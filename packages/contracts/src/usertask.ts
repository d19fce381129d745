import { z } from 'zod';
import { pagedSchema } from './paging';
import { IdSchema, queryInt } from './common';
import { type Skill, SkillSchema } from './content-common';
import {
  GrammarContentSchema,
  ListeningContentSchema,
  ReadingContentSchema,
  SpeakingContentSchema,
  VocabularyContentSchema,
  WritingContentSchema,
} from './usertask-parts';
import { AnswerResultSchema, AnswerSchema, PartQuestionSchema } from './usertask-questions';

/**
 * The learner's daily programme (spec §7 "User tasks"). In these calls `taskId` is the id of the
 * learner's own task (one taken programme day), `taskMainQuestionId` one part of it, and `skillId`
 * the fixed skill ids (reading 1, listening 2, writing 3, grammar 4, speaking 5, vocabulary 6).
 */

export { PROGRAM_DAYS } from './program';

export const TaskStateSchema = z.enum(['lecture', 'questions', 'completed']);
export type TaskState = z.infer<typeof TaskStateSchema>;

export const UserTaskPartSchema = z.object({
  mainQuestionId: z.int32(),
  orderNo: z.int32(),
  skillId: z.int32(),
  kind: SkillSchema,
  questionCount: z.int32(),
  answeredCount: z.int32(),
  correctCount: z.int32(),
  /** Mean score of the answered items, 0–1; null before the first answer. */
  score: z.number().nullable(),
  completed: z.boolean(),
});
export type UserTaskPart = z.infer<typeof UserTaskPartSchema>;

export const UserTaskSchema = z.object({
  id: z.int32(),
  dayNo: z.int32(),
  taskName: z.string(),
  /** The learner's calendar day it was taken on, YYYY-MM-DD (Europe/Istanbul). */
  taskDate: z.string(),
  lectureId: z.int32().nullable(),
  lecturePoint: z.string().nullable(),
  lectureCompletedAt: z.string().nullable(),
  completionDate: z.string().nullable(),
  state: TaskStateSchema,
  kind: z.enum(['lesson', 'review']),
  sectionSlug: z.string(),
  levelId: z.int32(),
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
  programDays: z.int32(),
  /** The programme day the learner is on (the last taken), 0 before the first. */
  currentDay: z.int32(),
  completedDays: z.int32(),
  today: z.string(),
  todayTask: UserTaskSchema.nullable(),
  /** The latest taken task when it is still open (it may be from an earlier day). */
  openTask: UserTaskSchema.nullable(),
  canTakeNewTask: z.boolean(),
  /** Why a new task cannot be taken now, when it cannot. */
  blockedReason: TaskBlockSchema,
  nextDayNo: z.int32().nullable(),
  section: z
    .object({
      slug: z.string(),
      title: z.string(),
      levelCode: z.string(),
      firstDay: z.int32(),
      lastDay: z.int32(),
      /** Days of the section the learner has finished. */
      completedDays: z.int32(),
    })
    .nullable(),
  /**
   * The streak (decision 0034): calendar days in a row (Europe/Istanbul) on which the learner
   * finished a day of the programme, ending today or yesterday. Today does not break it before it
   * is over; a whole calendar day without a finished day resets it to 0.
   */
  streakDays: z.int32(),
  /** The daily goal and this week's days (Monday to Sunday) against it. */
  dailyGoal: z.object({
    /** Minutes a day, from the purpose chosen in setup (DEFAULT_DAILY_GOAL_MINUTES without one). */
    minutes: z.int32(),
    days: z.array(
      z.object({
        date: z.string(),
        /** Study time as the progress figures count it (STUDY_GAP_MINUTES). */
        minutes: z.int32(),
        /** A day of the programme was finished on this date. */
        completed: z.boolean(),
      }),
    ),
  }),
  /** The programme day that comes next and what it teaches; null at the end of the programme. */
  nextTopic: z
    .object({ dayNo: z.int32(), title: z.string(), lecturePoint: z.string().nullable() })
    .nullable(),
  /** The placement test is offered once today's task is done. */
  placementTestOffered: z.boolean(),
});
export type TaskOverview = z.infer<typeof TaskOverviewSchema>;

export const ProgramSectionProgressSchema = z.object({
  slug: z.string(),
  title: z.string(),
  levelId: z.int32(),
  levelCode: z.string(),
  firstDay: z.int32(),
  lastDay: z.int32(),
  completedDays: z.int32(),
  availableDays: z.int32(),
  examTitle: z.string(),
  /** Mean score (0–1) of every item answered in the section's days; null before the first. */
  averageScore: z.number().nullable(),
});
export type ProgramSectionProgress = z.infer<typeof ProgramSectionProgressSchema>;

export const ScheduleDaySchema = z.object({
  id: z.int32(),
  dayNo: z.int32(),
  taskDate: z.string(),
  taskName: z.string(),
  state: TaskStateSchema,
  completionDate: z.string().nullable(),
  /** Mean score (0–1) of the day's answered items; null before the first answer. */
  score: z.number().nullable(),
});
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const ScheduleSchema = z.object({
  today: z.string(),
  days: z.array(ScheduleDaySchema),
  sections: z.array(ProgramSectionProgressSchema),
  /** The programme day the learner takes next (maybe not before tomorrow); null at the end. */
  nextDayNo: z.int32().nullable(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const SkillResultSchema = z.object({
  skillId: z.int32(),
  answered: z.int32(),
  correct: z.int32(),
  score: z.number().nullable(),
});
export type SkillResult = z.infer<typeof SkillResultSchema>;

export const CompletedOverviewSchema = z.object({
  completedTasks: z.int32(),
  answeredQuestions: z.int32(),
  averageScore: z.number().nullable(),
  skills: z.array(SkillResultSchema),
  /** Library books the learner read to the end. */
  booksRead: z.int32(),
  /** Words the learner looked up while reading library books. */
  wordsLookedUp: z.int32(),
});
export type CompletedOverview = z.infer<typeof CompletedOverviewSchema>;

// ---- Progress (GET usertask/getuserprogress) ---------------------------------------------------

/** Weeks the streak calendar, the words and the skills charts cover, the current week included. */
export const PROGRESS_WEEKS = 12;
/** A pause between two steps longer than this is a break and does not count as study time. */
export const STUDY_GAP_MINUTES = 15;
/** The daily goal of a learner whose setup purpose names none. */
export const DEFAULT_DAILY_GOAL_MINUTES = 15;

export const ProgressDaySchema = z.object({
  /** YYYY-MM-DD in the learner's calendar (Europe/Istanbul). */
  date: z.string(),
  answers: z.int32(),
  completedDays: z.int32(),
  /**
   * Study time in whole minutes: the time between the day's consecutive steps (taking a day,
   * finishing its lecture, each answer), leaving out pauses longer than STUDY_GAP_MINUTES.
   */
  minutes: z.int32(),
});
export type ProgressDay = z.infer<typeof ProgressDaySchema>;

export const SkillWeekSchema = z.object({
  /** Monday of the week, YYYY-MM-DD. */
  weekStart: z.string(),
  skills: z.array(
    z.object({ skillId: z.int32(), answered: z.int32(), score: z.number().nullable() }),
  ),
});
export type SkillWeek = z.infer<typeof SkillWeekSchema>;

export const UserProgressSchema = z.object({
  today: z.string(),
  /** Monday PROGRESS_WEEKS - 1 weeks before this week's: the first day the figures below cover. */
  since: z.string(),
  /**
   * Days since `since` with any step (a day taken, a lecture finished, an answer), oldest first.
   * A day counts for the streak when a day of the programme was finished on it.
   */
  days: z.array(ProgressDaySchema),
  /**
   * Days in a row on which a day of the programme was finished, ending today (or yesterday, when
   * today has none yet): the same streak as the overview's `streakDays` (decision 0034).
   */
  currentStreak: z.int32(),
  longestStreak: z.int32(),
  /** Every day with an answer, over the whole programme. */
  activeDays: z.int32(),
  /** Distinct words learned: saved to the dictionary or taught in a completed vocabulary part. */
  wordsTotal: z.int32(),
  /** Words learned by the end of each week since `since`, oldest first. */
  wordWeeks: z.array(z.object({ weekStart: z.string(), total: z.int32() })),
  /** Mean score (0–1) by skill, each week since `since`, oldest first. */
  skillWeeks: z.array(SkillWeekSchema),
});
export type UserProgress = z.infer<typeof UserProgressSchema>;

// ---- Answers ----------------------------------------------------------------------------------

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

export const PartWordSchema = z.object({
  id: z.int32(),
  headword: z.string(),
  pos: z.string(),
  levelId: z.int32(),
  ipa: z.string(),
  meaningTr: z.string(),
  exampleEn: z.string(),
  exampleTr: z.string(),
  saved: z.boolean(),
  /** The word said alone (rendered audio), when it has a recording. */
  audioUrl: z.string().nullable(),
});
export type PartWord = z.infer<typeof PartWordSchema>;

/** A part built around what it shows by its kind; fields keep the order they always had. */
function mainQuestion<K extends z.ZodLiteral<Skill>, B extends z.ZodType, R extends z.ZodType>(
  content: z.ZodObject<{ kind: K; body: B; reveal: R }>,
) {
  return z.object({
    id: z.int32(),
    taskId: z.int32(),
    dayNo: z.int32(),
    orderNo: z.int32(),
    skillId: z.int32(),
    kind: content.shape.kind,
    instructions: z.string().nullable(),
    body: content.shape.body,
    /** Shown once every item is answered: the listening transcript. */
    reveal: content.shape.reveal,
    questions: z.array(PartQuestionSchema),
    vocabulary: z.array(PartWordSchema),
    lectureCompleted: z.boolean(),
    completed: z.boolean(),
    /**
     * Seconds spent on the part: each of its answers counts the time since the day's step before
     * it (day taken, lecture finished, any answer), leaving out pauses over STUDY_GAP_MINUTES.
     * Null before the first answer.
     */
    timeSpentSeconds: z.int32().nullable(),
    /** Words saved to the dictionary from this part (its own words or from its text). */
    wordsSaved: z.int32(),
  });
}
/** A part of the learner's day: what it shows by its kind, its items and its words. */
export const MainQuestionSchema = z.discriminatedUnion('kind', [
  mainQuestion(GrammarContentSchema),
  mainQuestion(VocabularyContentSchema),
  mainQuestion(ReadingContentSchema),
  mainQuestion(ListeningContentSchema),
  mainQuestion(WritingContentSchema),
  mainQuestion(SpeakingContentSchema),
]);
export type MainQuestion = z.infer<typeof MainQuestionSchema>;

export const TaskDetailSchema = UserTaskSchema.extend({
  title: z.string(),
  lecture: z
    .object({
      id: z.int32(),
      point: z.string(),
    })
    .nullable(),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

export const LectureSchema = z.object({
  id: z.int32(),
  taskId: z.int32(),
  dayNo: z.int32(),
  point: z.string(),
  /** Turkish Markdown. */
  explanation: z.string(),
  /** `audioUrl`: the example read in the model voice, where it has been rendered. */
  examples: z.array(z.object({ en: z.string(), tr: z.string(), audioUrl: z.string().optional() })),
  mistakes: z.array(z.object({ wrong: z.string(), right: z.string(), explanation: z.string() })),
  completedAt: z.string().nullable(),
});
export type Lecture = z.infer<typeof LectureSchema>;

export const LectureSummarySchema = z.object({
  id: z.int32(),
  taskId: z.int32(),
  dayNo: z.int32(),
  point: z.string(),
  completedAt: z.string().nullable(),
});

export const RegisterLectureBodySchema = z.strictObject({ taskId: IdSchema, lectureId: IdSchema });
export type RegisterLectureBody = z.infer<typeof RegisterLectureBodySchema>;

// ---- Queries ------------------------------------------------------------------------------------

export const TaskIdQuerySchema = z.object({ taskId: IdSchema });
export const TaskDateQuerySchema = z.object({
  // A calendar date; a full timestamp is accepted for clients that send one (its date is used).
  taskDate: z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], {
    error: 'validation.date',
  }),
});
export const DisplayCountQuerySchema = z.object({
  displayCount: queryInt().min(1).max(100).default(5),
});
export const MainQuestionQuerySchema = z.object({ taskMainQuestionId: IdSchema });
export const LectureQuerySchema = z.object({ lectureId: IdSchema });
export const CompletedResultQuerySchema = z.object({
  taskId: IdSchema,
  orderNo: queryInt().min(0).max(20).optional(),
  skillId: queryInt().min(1).max(6).optional(),
});
export const UserIdQuerySchema = z.object({ userId: IdSchema.optional() });

export const CompletedResultSchema = z.object({
  task: UserTaskSchema,
  parts: z.array(MainQuestionSchema),
});
export type CompletedResult = z.infer<typeof CompletedResultSchema>;

// ---- Dictionary ----------------------------------------------------------------------------------

export const DictionaryWordSchema = z.object({
  id: z.int32(),
  key: z.string(),
  value: z.string(),
  ipa: z.string().nullable(),
  example: z.string().nullable(),
  createdDate: z.string(),
});
export type DictionaryWord = z.infer<typeof DictionaryWordSchema>;

export const DictionaryPageSchema = pagedSchema(DictionaryWordSchema);
export type DictionaryPage = z.infer<typeof DictionaryPageSchema>;

export const DictionaryQuerySchema = z.object({
  searchText: z.string().trim().max(80).optional(),
  pageNumber: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(100).default(20),
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
          .regex(/^\p{L}[\p{L}'’ -]*$/u, { error: 'validation.invalid' })
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
    .regex(/^\p{L}[\p{L}'’ -]*$/u, { error: 'validation.invalid' }),
});

export const WordLookupSchema = z.object({
  word: z.string(),
  headword: z.string(),
  pos: z.string().nullable(),
  meaning: z.string(),
  ipa: z.string().nullable(),
  example: z.string().nullable(),
  vocabularyId: z.int32().nullable(),
  saved: z.boolean(),
  /** The headword said alone (rendered audio), when it has a recording. */
  audioUrl: z.string().nullable(),
});
export type WordLookup = z.infer<typeof WordLookupSchema>;
