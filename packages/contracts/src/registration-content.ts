import { z } from 'zod';
import { queryInt } from './common';
import { SkillSchema } from './content-common';
import { pagedQuerySchema, pagedSchema } from './paging';
import { JobSchema } from './registration';
import { VALIDATION_KEYS } from './validation';

/**
 * Editor bodies for the questionnaire content and the registration results. Each body carries its
 * texts per language; Turkish (language 1) is required so every text has its default.
 */
const languageId = z.int32().positive();
const withTurkish = <T extends { languageId: number }>(list: T[]) =>
  list.some((l) => l.languageId === 1) &&
  new Set(list.map((l) => l.languageId)).size === list.length;
const localizations = <T extends z.ZodType<{ languageId: number }>>(item: T) =>
  z.array(item).min(1).max(10).refine(withTurkish, { error: 'validation.turkishRequired' });

const NameText = z.strictObject({
  languageId,
  name: z.string().trim().min(1, { error: VALIDATION_KEYS.required }).max(200),
  description: z.string().trim().max(1000).nullable().optional(),
});
const TitleText = z.strictObject({
  languageId,
  title: z.string().trim().min(1, { error: VALIDATION_KEYS.required }).max(300),
  description: z.string().trim().max(2000).default(''),
});
const alias = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{2,40}$/)
  .nullable()
  .optional();
const orderNo = z.int32().min(0).max(10_000).optional();
const optionalId = z.int32().positive().optional();

/** POST/PUT birthdayquestion and PUT userregistration/registrationquestion: a question's texts. */
export const BirthdayQuestionBodySchema = z.strictObject({
  birthdayQuestionLocalizations: localizations(TitleText),
});
export const QuestionTextBodySchema = z.strictObject({
  mainQuestionId: z.int32().positive(),
  questionLocalizations: localizations(TitleText),
});
export type QuestionTextBody = z.input<typeof QuestionTextBodySchema>;

/** POST/PUT studentquestion: the label of the yes or the no answer. */
export const StudentAnswerBodySchema = z.strictObject({
  answerBooleanType: z.boolean(),
  studentQuestionAnswerLocalizations: localizations(NameText),
});

/** POST/PUT educationquestion: a faculty with its departments (PUT replaces the department list). */
export const FacultyBodySchema = z.strictObject({
  id: optionalId,
  orderNo,
  facultyLocalizations: localizations(NameText),
  facultyDepartments: z
    .array(
      z.strictObject({
        id: optionalId,
        orderNo,
        facultyDepartmentLocalizations: localizations(NameText),
      }),
    )
    .max(200)
    .default([]),
});
export type FacultyBody = z.input<typeof FacultyBodySchema>;

export const JobBodySchema = z.strictObject({
  id: optionalId,
  alias,
  jobLocalizations: localizations(NameText),
});

/** GET job/getpagedlist: the occupations for the admin grid, sorted by name or id. */
export const JobPagedQuerySchema = pagedQuerySchema(['name', 'id']);
export type JobPagedQuery = z.infer<typeof JobPagedQuerySchema>;
/** An occupation in the admin grid: with how many learners chose it (those cannot be deleted). */
export const JobListItemSchema = JobSchema.extend({ userCount: z.int32() });
export type JobListItem = z.infer<typeof JobListItemSchema>;
export const JobPageSchema = pagedSchema(JobListItemSchema);

export const EnglishLearningPurposeBodySchema = z.strictObject({
  id: optionalId,
  alias,
  orderNo,
  dailyGoalMinutes: z.int32().min(5).max(120).nullable().optional(),
  focusSkills: z.array(SkillSchema).max(6).default([]),
  /** Left out, an edited option keeps its state; false retires it (answers already given stay). */
  active: z.boolean().optional(),
  englishLearningPurposeLocalizations: localizations(NameText),
});

export const InterestBodySchema = z.strictObject({
  id: optionalId,
  alias,
  orderNo,
  focusSkills: z.array(SkillSchema).max(6).default([]),
  active: z.boolean().optional(),
  interestLocalizations: localizations(NameText),
});

/** What the option groups' bodies have in common once the group's own names are read. */
export interface OptionInput {
  id?: number;
  parentId?: number | null;
  alias?: string | null;
  orderNo?: number;
  dailyGoalMinutes?: number | null;
  focusSkills?: string[];
  localizations: { languageId: number; name: string; description?: string | null }[];
}

// --- Registration results (spec §7 "registrationresult") ---

export const RegistrationResultLocalizationSchema = z.object({
  languageId: z.int32(),
  cultureName: z.string(),
  title: z.string(),
  description: z.string(),
});
export const RegistrationResultSchema = z.object({
  id: z.int32(),
  registrationStageId: z.int32(),
  stageOrderNo: z.int32(),
  stageName: z.string(),
  /** Which learners see it: `default`, `age:18-24`, `student`, `purpose:career`, … */
  ruleKey: z.string(),
  orderNo: z.int32(),
  title: z.string(),
  description: z.string(),
  registrationResultLocalizations: z.array(RegistrationResultLocalizationSchema),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

export const RegistrationResultBodySchema = z.strictObject({
  id: optionalId,
  registrationStageId: z.int32().positive(),
  ruleKey: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]*(:[a-z0-9+-]+)?$/)
    .max(60),
  orderNo,
  registrationResultLocalizations: localizations(TitleText),
});
export type RegistrationResultBody = z.input<typeof RegistrationResultBodySchema>;
/** GET registrationresult/getpagedlist (editor), searched in the rule and the titles. */
export const RegistrationResultPagedQuerySchema = pagedQuerySchema(
  ['stageOrderNo', 'id', 'ruleKey', 'orderNo'],
  'stageOrderNo',
);
export const RegistrationResultPageSchema = pagedSchema(RegistrationResultSchema);
export const RegistrationStageIdParamsSchema = z.object({
  registrationStageId: queryInt().positive(),
});

/** GET registrationresult/getuserregistrationstageresult: the result page of the setup. */
export const UserStageResultSchema = z.object({
  registrationResults: z.array(RegistrationResultSchema),
  dailyGoalMinutes: z.int32(),
  focusSkills: z.array(z.object({ skill: SkillSchema, name: z.string() })),
  summary: z.string(),
  answersComplete: z.boolean(),
  registrationComplete: z.boolean(),
});
export type UserStageResult = z.infer<typeof UserStageResultSchema>;
