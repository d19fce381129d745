import { z } from 'zod';
import { queryInt } from './common';
import { SkillSchema } from './content-common';
import { SubscriptionStatusSchema } from './user';
import { VALIDATION_KEYS } from './validation';

/**
 * The onboarding questionnaire (spec §3 "Registration questions"): six questions by order number.
 * The order number is also the question id (mainQuestionId) and the value of `questionId` in the
 * registration state.
 */
export const MAIN_QUESTION_CATEGORIES = { profile: 1, learning: 2 } as const;
export const ANSWER_TYPES = [
  'date',
  'boolean',
  'education',
  'job',
  'singleChoice',
  'multipleChoice',
] as const;
export const AnswerTypeSchema = z.enum(ANSWER_TYPES);
export type AnswerType = z.infer<typeof AnswerTypeSchema>;

export const REGISTRATION_QUESTIONS = [
  { id: 1, alias: 'birthday', mainQuestionCategoryId: 1, stageId: 1, answerType: 'date' },
  { id: 2, alias: 'student', mainQuestionCategoryId: 1, stageId: 1, answerType: 'boolean' },
  { id: 3, alias: 'education', mainQuestionCategoryId: 1, stageId: 2, answerType: 'education' },
  { id: 4, alias: 'job', mainQuestionCategoryId: 1, stageId: 2, answerType: 'job' },
  {
    id: 5,
    alias: 'englishLearningPurpose',
    mainQuestionCategoryId: 2,
    stageId: 3,
    answerType: 'singleChoice',
  },
  { id: 6, alias: 'interest', mainQuestionCategoryId: 2, stageId: 3, answerType: 'multipleChoice' },
] as const;
export type RegistrationQuestionAlias = (typeof REGISTRATION_QUESTIONS)[number]['alias'];
export const QUESTION_IDS = {
  birthday: 1,
  student: 2,
  education: 3,
  job: 4,
  englishLearningPurpose: 5,
  interest: 6,
} as const satisfies Record<RegistrationQuestionAlias, number>;

export const MIN_LEARNER_AGE = 13;
export const MIN_BIRTH_YEAR = 1900;
export const MAX_INTERESTS = 10;

/** Message keys the API uses for answer validation (its own catalogue, tr and en). */
export const ANSWER_ERROR_KEYS = {
  birthdayFuture: 'validation.birthdayFuture',
  birthdayMinAge: 'validation.birthdayMinAge',
  birthdayTooEarly: 'validation.birthdayTooEarly',
  optionNotFound: 'validation.optionNotFound',
  departmentFaculty: 'validation.departmentFaculty',
  interestCount: 'validation.interestCount',
  distinct: 'validation.distinct',
  imageType: 'validation.imageType',
} as const;

const id = z.int32();

export const QuestionLocalizationSchema = z.object({
  languageId: id,
  cultureName: z.string(),
  title: z.string(),
  description: z.string(),
});
export type QuestionLocalization = z.infer<typeof QuestionLocalizationSchema>;

export const OptionLocalizationSchema = z.object({
  languageId: id,
  cultureName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type OptionLocalization = z.infer<typeof OptionLocalizationSchema>;

export const StageQuestionSchema = z.object({
  questionId: id,
  orderNo: id,
  alias: z.string(),
  mainQuestionCategoryId: id,
  isAnswered: z.boolean(),
});

export const RegistrationStageSchema = z.object({
  id,
  orderNo: id,
  alias: z.string(),
  name: z.string(),
  description: z.string(),
  userCompleteStage: z.boolean(),
  questions: z.array(StageQuestionSchema),
});
export type RegistrationStage = z.infer<typeof RegistrationStageSchema>;

/** Where one question sits in the questionnaire: one question per page. */
export const UserRegistrationPagedListSchema = z.object({
  pageNumber: id,
  pageSize: id,
  totalCount: id,
  totalPages: id,
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});

/**
 * GET userregistration/getuserregistrationmainstate, and the answer of every register…answer call.
 * questionId: order number of the first unanswered question, null when all are answered.
 */
export const UserRegistrationStateSchema = z.object({
  questionId: id.nullable(),
  answersComplete: z.boolean(),
  registrationComplete: z.boolean(),
  subscriptionStatus: SubscriptionStatusSchema,
  trialAvailable: z.boolean(),
  /** ISO instants; null when there was never a trial / a paid period. */
  trialStartedAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  userRegistrationStages: z.array(RegistrationStageSchema),
});
export type UserRegistrationState = z.infer<typeof UserRegistrationStateSchema>;

/** Fields every question view shares; each group adds its localizations, options and answer. */
const QuestionViewBase = z.object({
  questionId: id,
  orderNo: id,
  alias: z.string(),
  mainQuestionCategoryId: id,
  registrationStageId: id,
  answerType: AnswerTypeSchema,
  /** In the caller's language (Accept-Language), falling back to Turkish. */
  title: z.string(),
  description: z.string(),
});
const UserFields = {
  isAnswered: z.boolean(),
  registrationIsComplete: z.boolean(),
  userRegistrationStages: z.array(RegistrationStageSchema),
  userRegistrationPagedList: UserRegistrationPagedListSchema,
};

export const StudentAnswerSchema = z.object({
  id,
  answerBooleanType: z.boolean(),
  name: z.string(),
  studentQuestionAnswerLocalizations: z.array(OptionLocalizationSchema),
});
export const FacultyDepartmentSchema = z.object({
  id,
  facultyId: id,
  orderNo: id,
  name: z.string(),
  facultyDepartmentLocalizations: z.array(OptionLocalizationSchema),
});
export const FacultySchema = z.object({
  id,
  orderNo: id,
  name: z.string(),
  facultyLocalizations: z.array(OptionLocalizationSchema),
  facultyDepartments: z.array(FacultyDepartmentSchema),
});
export type Faculty = z.infer<typeof FacultySchema>;
export const JobSchema = z.object({
  id,
  alias: z.string().nullable(),
  name: z.string(),
  jobLocalizations: z.array(OptionLocalizationSchema),
});
export type Job = z.infer<typeof JobSchema>;
export const EnglishLearningPurposeSchema = z.object({
  id,
  alias: z.string().nullable(),
  orderNo: id,
  name: z.string(),
  description: z.string().nullable(),
  dailyGoalMinutes: id.nullable(),
  focusSkills: z.array(SkillSchema),
  /** False once an editor retired it: no longer offered, answers already given keep it. */
  active: z.boolean(),
  englishLearningPurposeLocalizations: z.array(OptionLocalizationSchema),
});
export const InterestSchema = z.object({
  id,
  alias: z.string().nullable(),
  orderNo: id,
  name: z.string(),
  focusSkills: z.array(SkillSchema),
  active: z.boolean(),
  interestLocalizations: z.array(OptionLocalizationSchema),
});

/** GET birthdayquestion (content) and GET birthdayquestion/getuserbirthdayquestion (with the user). */
export const BirthdayQuestionSchema = QuestionViewBase.extend({
  birthdayQuestionLocalizations: z.array(QuestionLocalizationSchema),
});
export const UserBirthdayQuestionSchema = BirthdayQuestionSchema.extend({
  ...UserFields,
  userBirthDay: z.string().nullable(),
});

export const StudentQuestionSchema = QuestionViewBase.extend({
  studentQuestionLocalizations: z.array(QuestionLocalizationSchema),
  studentQuestionAnswers: z.array(StudentAnswerSchema),
});
export const UserStudentQuestionSchema = StudentQuestionSchema.extend({
  ...UserFields,
  userIsStudent: z.boolean().nullable(),
});

export const EducationQuestionSchema = QuestionViewBase.extend({
  educationQuestionLocalizations: z.array(QuestionLocalizationSchema),
  faculties: z.array(FacultySchema),
});
export const UserEducationQuestionSchema = EducationQuestionSchema.extend({
  ...UserFields,
  userEducation: z.object({ facultyId: id, facultyDepartmentId: id.nullable() }).nullable(),
});

export const JobQuestionSchema = QuestionViewBase.extend({
  jobQuestionLocalizations: z.array(QuestionLocalizationSchema),
  jobs: z.array(JobSchema),
});
export const UserJobQuestionSchema = JobQuestionSchema.extend({
  ...UserFields,
  userJobId: id.nullable(),
  /** The chosen job even when a searchText leaves it out of `jobs`. */
  userJob: JobSchema.nullable(),
});

export const EnglishLearningPurposeQuestionSchema = QuestionViewBase.extend({
  englishLearningPurposeQuestionLocalizations: z.array(QuestionLocalizationSchema),
  englishLearningPurposes: z.array(EnglishLearningPurposeSchema),
});
export const UserEnglishLearningPurposeQuestionSchema = EnglishLearningPurposeQuestionSchema.extend(
  {
    ...UserFields,
    englishLearningPurposeId: id.nullable(),
  },
);

export const InterestQuestionSchema = QuestionViewBase.extend({
  interestQuestionLocalizations: z.array(QuestionLocalizationSchema),
  interests: z.array(InterestSchema),
});
export const UserInterestQuestionSchema = InterestQuestionSchema.extend({
  ...UserFields,
  userInterestIds: z.array(id),
});

/** GET userregistration/getregistrationquestion: any question in one generic shape. */
export const GenericOptionSchema = z.object({
  id,
  parentId: id.nullable(),
  alias: z.string().nullable(),
  orderNo: id,
  name: z.string(),
  description: z.string().nullable(),
  localizations: z.array(OptionLocalizationSchema),
});
export const RegistrationQuestionSchema = QuestionViewBase.extend({
  mainQuestionId: id,
  rowNumber: id,
  questionLocalizations: z.array(QuestionLocalizationSchema),
  options: z.array(GenericOptionSchema),
  userAnswerIds: z.array(id),
  /** The birthday as YYYY-MM-DD for the date question; null otherwise. */
  userAnswerValue: z.string().nullable(),
  isAnswered: z.boolean(),
  registrationIsComplete: z.boolean(),
});
export type RegistrationQuestion = z.infer<typeof RegistrationQuestionSchema>;
export const RegistrationQuestionQuerySchema = z.object({
  mainQuestionId: queryInt().positive(),
  mainQuestionCategoryId: queryInt().positive().optional(),
});

// --- Answers (spec §7 parameter names) ---

export const BirthdayAnswerQuerySchema = z.object({
  birthday: z.iso.date({ error: VALIDATION_KEYS.date }),
});
export const StudentAnswerQuerySchema = z.object({
  isStudent: z.enum(['true', 'false'], { error: VALIDATION_KEYS.required }),
});
export const EducationAnswerBodySchema = z.strictObject({
  facultyId: z.int32({ error: VALIDATION_KEYS.required }).positive(),
  facultyDepartmentId: z.int32().positive().nullable().optional(),
});
export type EducationAnswerBody = z.infer<typeof EducationAnswerBodySchema>;
export const JobAnswerQuerySchema = z.object({
  jobId: queryInt({ error: VALIDATION_KEYS.required }).positive(),
});
export const EnglishLearningPurposeAnswerBodySchema = z.strictObject({
  englishLearningPurposeId: z.int32({ error: VALIDATION_KEYS.required }).positive(),
});
export const InterestAnswerBodySchema = z.strictObject({
  userInterestIds: z
    .array(z.int32().positive(), { error: VALIDATION_KEYS.required })
    .min(1, { error: ANSWER_ERROR_KEYS.interestCount })
    .max(MAX_INTERESTS, { error: ANSWER_ERROR_KEYS.interestCount })
    .refine((ids) => new Set(ids).size === ids.length, { error: ANSWER_ERROR_KEYS.distinct }),
});
export const SearchTextQuerySchema = z.object({
  searchText: z.string().trim().max(100).optional(),
});
