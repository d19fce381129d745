import { z } from 'zod';
import { IdSchema, queryInt } from './common';
import { pagedSchema } from './paging';
import { AnswerSchema, ReadAloudFeedbackSchema, WritingFeedbackSchema } from './usertask-questions';

/**
 * The exams as they cross the wire (spec §7 "Task exams"): the adaptive placement test and the
 * level exams A1–C2. Nothing here carries a key before the answer it belongs to is final: a
 * placement answer is final when given, a level exam's answers when the paper is submitted.
 */

export const LEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const LevelCodeSchema = z.enum(LEVEL_CODES);
export type LevelCode = z.infer<typeof LevelCodeSchema>;

/** A failed level exam can be taken again after this many hours (the other paper of the level). */
export const LEVEL_EXAM_RETAKE_HOURS = 24;
/** The placement test can be taken again this many days after it was finished. */
export const PLACEMENT_RETAKE_DAYS = 14;

export const EXAM_KINDS = ['placement', 'level'] as const;
export const ExamKindSchema = z.enum(EXAM_KINDS);
export type ExamKind = z.infer<typeof ExamKindSchema>;

/** The automatically marked sections of a level exam, in the order of the paper. */
export const LEVEL_EXAM_SECTIONS = ['reading', 'listening', 'grammar', 'vocabulary'] as const;
export const LevelExamSectionSchema = z.enum(LEVEL_EXAM_SECTIONS);
export type LevelExamSection = z.infer<typeof LevelExamSectionSchema>;

/** The sections marked on the server from the learner's own text and voice. */
export const PRODUCTIVE_SECTIONS = ['writing', 'speaking'] as const;
/** Every section of a level paper, in the order of the paper. */
export const LEVEL_PAPER_SECTIONS = [...LEVEL_EXAM_SECTIONS, ...PRODUCTIVE_SECTIONS] as const;
export const LevelPaperSectionSchema = z.enum(LEVEL_PAPER_SECTIONS);
export type LevelPaperSection = z.infer<typeof LevelPaperSectionSchema>;

export const PLACEMENT_SKILL_NAMES = ['reading', 'listening', 'grammar', 'vocabulary'] as const;
export const ExamSectionSchema = z.enum(PLACEMENT_SKILL_NAMES);
export type ExamSection = z.infer<typeof ExamSectionSchema>;

export const TaskExamIdQuerySchema = z.object({ taskExamId: IdSchema });
export const TaskExamIdBodySchema = z.strictObject({ taskExamId: z.int32().positive() });
export const LevelIdParamsSchema = z.object({ levelId: queryInt().min(1).max(6) });
export const StartLevelExamBodySchema = z.strictObject({ levelId: z.int32().min(1).max(6) });
export const RegisteredAnswersQuerySchema = z.object({
  taskExamId: IdSchema,
  pageNumber: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(100).default(25),
});

// ---- Results ---------------------------------------------------------------------------------------

/**
 * A section's result. Reading to vocabulary: `correct` questions of `total`, one point each.
 * Writing and speaking: `correct` points earned (a fraction) of the section's `total` points.
 */
export const SectionScoreSchema = z.object({
  section: LevelPaperSectionSchema,
  correct: z.number(),
  total: z.int32(),
  percent: z.number(),
});
export type SectionScore = z.infer<typeof SectionScoreSchema>;

export const PlacementOutcomeSchema = z.object({
  levelId: z.int32(),
  levelCode: LevelCodeSchema,
  /** The ability estimate on the bank's logit scale and its standard error. */
  theta: z.number(),
  se: z.number(),
  /** Probability that the learner's level is the one named. */
  confidence: z.number(),
  levelProbabilities: z.array(z.object({ levelCode: LevelCodeSchema, probability: z.number() })),
  /** The first programme day of the matching section, when the programme can move there. */
  startDay: z.int32().nullable(),
  /** True while the learner can still move their programme to startDay. */
  canApply: z.boolean(),
  appliedAt: z.string().nullable(),
});
export type PlacementOutcome = z.infer<typeof PlacementOutcomeSchema>;

export const UserExamSchema = z.object({
  id: z.int32(),
  kind: ExamKindSchema,
  levelId: z.int32().nullable(),
  levelCode: LevelCodeSchema.nullable(),
  /** The exam's name in the request's language. */
  name: z.string(),
  form: z.string().nullable(),
  status: z.enum(['in-progress', 'finished']),
  startedAt: z.string(),
  /** When a timed exam ends by itself. */
  deadlineAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  timeLimitMinutes: z.int32().nullable(),
  passMark: z.int32().nullable(),
  answeredCount: z.int32(),
  questionCount: z.int32(),
  /** Percent of the points, once finished (level exam). */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  sections: z.array(SectionScoreSchema),
  placement: PlacementOutcomeSchema.nullable(),
  /** When the exam of this kind and level can be taken again, if it cannot be now. */
  retakeAt: z.string().nullable(),
  /** A passed level exam's certificate code (its public page: /certificate/{code}). */
  certificateCode: z.string().nullable(),
});
export type UserExam = z.infer<typeof UserExamSchema>;

// ---- Placement ------------------------------------------------------------------------------------

export const ExamOptionSchema = z.object({ id: z.int32(), text: z.string() });

export const PlacementItemSchema = z.object({
  id: z.int32(),
  skill: ExamSectionSchema,
  type: z.enum(['single-choice', 'typed']),
  /** The question; a typed item shows its gap as ___. */
  stem: z.string(),
  passage: z.string().nullable(),
  audioUrl: z.string().nullable(),
  /** Choice items: answer with { optionId }. Typed items: answer with { text }. */
  options: z.array(ExamOptionSchema),
});
export type PlacementItem = z.infer<typeof PlacementItemSchema>;

export const PlacementStateSchema = z.object({
  exam: UserExamSchema,
  /** The item to answer now; null once the test is over. */
  item: PlacementItemSchema.nullable(),
  maxItems: z.int32(),
});
export type PlacementState = z.infer<typeof PlacementStateSchema>;

export const PlacementAnswerBodySchema = z.strictObject({
  taskExamId: z.int32().positive(),
  itemId: z.int32().positive(),
  answer: AnswerSchema,
});
export type PlacementAnswerBody = z.infer<typeof PlacementAnswerBodySchema>;

// ---- Level exams ----------------------------------------------------------------------------------

export const ExamQuestionSchema = z.object({
  slug: z.string(),
  section: LevelExamSectionSchema,
  type: z.enum(['single-choice', 'true-false', 'gap-fill', 'word-order', 'error-correction']),
  prompt: z.string(),
  hint: z.string().nullable(),
  /** Word order: the words to put in order. */
  words: z.array(z.string()),
  /** single-choice: answer with { optionId }; true-false with { value }; the rest with { text }. */
  options: z.array(ExamOptionSchema),
});
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

const instructions = z.string().nullable();

export const LevelExamPaperSchema = z.object({
  reading: z.object({
    instructions,
    passages: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        text: z.string(),
        questions: z.array(ExamQuestionSchema),
      }),
    ),
  }),
  listening: z.object({
    instructions,
    recordings: z.array(
      z.object({
        slug: z.string(),
        audioUrl: z.string().nullable(),
        questions: z.array(ExamQuestionSchema),
      }),
    ),
  }),
  grammar: z.object({ instructions, questions: z.array(ExamQuestionSchema) }),
  vocabulary: z.object({ instructions, questions: z.array(ExamQuestionSchema) }),
  /** One writing task, answered with { text } within its word limits. */
  writing: z
    .object({
      instructions,
      points: z.int32(),
      task: z.object({
        slug: z.string(),
        prompt: z.string(),
        minWords: z.int32(),
        maxWords: z.int32(),
      }),
    })
    .nullable(),
  /** Sentences to read aloud and a free prompt, each answered with { fileName } of a recording. */
  speaking: z
    .object({
      instructions,
      points: z.int32(),
      readAloud: z.array(z.object({ slug: z.string(), prompt: z.string() })),
      prompt: z
        .object({
          slug: z.string(),
          prompt: z.string(),
          minSeconds: z.int32(),
          maxSeconds: z.int32(),
        })
        .nullable(),
    })
    .nullable(),
});
export type LevelExamPaper = z.infer<typeof LevelExamPaperSchema>;

export const GivenAnswerSchema = z.object({ questionSlug: z.string(), answer: AnswerSchema });

export const LevelExamStateSchema = z.object({
  levelId: z.int32(),
  levelCode: LevelCodeSchema,
  name: z.string(),
  /** available: can start; in-progress: `exam` is open; cooling-off: wait until retakeAt. */
  status: z.enum(['available', 'in-progress', 'cooling-off', 'unavailable']),
  timeLimitMinutes: z.int32().nullable(),
  passMark: z.int32().nullable(),
  questionCount: z.int32(),
  retakeAt: z.string().nullable(),
  /** The exam in progress, with its paper and the answers given so far. */
  exam: UserExamSchema.nullable(),
  paper: LevelExamPaperSchema.nullable(),
  answers: z.array(GivenAnswerSchema),
  /** The last finished attempt at this level. */
  lastExam: UserExamSchema.nullable(),
});
export type LevelExamState = z.infer<typeof LevelExamStateSchema>;

export const LevelExamAnswerBodySchema = z.strictObject({
  taskExamId: z.int32().positive(),
  questionSlug: z.string().trim().min(1).max(120),
  answer: AnswerSchema,
});
export type LevelExamAnswerBody = z.infer<typeof LevelExamAnswerBodySchema>;

export const LevelExamAnswerResultSchema = z.object({
  answeredCount: z.int32(),
  questionCount: z.int32(),
});

// ---- Review ---------------------------------------------------------------------------------------

export const RegisteredAnswerSchema = z.object({
  orderNo: z.int32(),
  section: LevelPaperSectionSchema,
  type: z.string(),
  prompt: z.string(),
  options: z.array(ExamOptionSchema),
  answer: AnswerSchema,
  /** The reply as text (the option chosen, true/false or what was typed). */
  answerText: z.string(),
  /** Null while the exam is in progress: keys are shown only once it is finished. */
  isCorrect: z.boolean().nullable(),
  correctAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
  /** Writing and speaking, once marked: the share of the item's points earned (0–1). */
  score: z.number().nullable(),
  /** Writing and speaking, once marked: the writing feedback or the read-aloud alignment. */
  feedback: z.union([WritingFeedbackSchema.nullable(), ReadAloudFeedbackSchema]),
});
export type RegisteredAnswer = z.infer<typeof RegisteredAnswerSchema>;

export const RegisteredAnswersPageSchema = pagedSchema(RegisteredAnswerSchema);
export type RegisteredAnswersPage = z.infer<typeof RegisteredAnswersPageSchema>;

// ---- Certificates ---------------------------------------------------------------------------------

/** A certificate code as handed out: 128 random bits in base64url (22 characters). */
export const CERTIFICATE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const CertificateParamsSchema = z.object({ code: z.string().max(64) });

/** What a certificate shows to anyone holding its code, and nothing more. */
export const CertificateSchema = z.object({
  code: z.string(),
  /** The learner's name as on their profile. */
  name: z.string(),
  levelCode: LevelCodeSchema,
  /** The exam's name in the request's language. */
  examName: z.string(),
  /** When the exam was passed. */
  passedAt: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

// ---- End-of-section exams -------------------------------------------------------------------------

/**
 * A programme section's end-of-section exam (its level's exam): offered once the learner has
 * completed the section's last day, with the last result at that level.
 */
export const SectionExamSchema = z.object({
  sectionSlug: z.string(),
  sectionTitle: z.string(),
  levelId: z.int32(),
  levelCode: LevelCodeSchema,
  /** The exam's name in the request's language. */
  examName: z.string(),
  /** The section's last programme day, and the learner's task of that day (its page offers the exam). */
  lastDay: z.int32(),
  userTaskId: z.int32(),
  /** When the learner completed the section's last day. */
  completedAt: z.string(),
  /** The last finished attempt at the level, if any. */
  lastExam: UserExamSchema.nullable(),
});
export type SectionExam = z.infer<typeof SectionExamSchema>;
