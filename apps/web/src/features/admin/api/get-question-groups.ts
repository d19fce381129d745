import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BirthdayQuestionSchema,
  EducationQuestionSchema,
  EnglishLearningPurposeQuestionSchema,
  InterestQuestionSchema,
  JobQuestionSchema,
  StudentQuestionSchema,
  Faculty,
} from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type QuestionGroupKey =
  'birthday' | 'student' | 'education' | 'job' | 'purpose' | 'interest';

/** The question's and the options' texts per language, as the forms edit them. */
export interface TextView {
  languageId: number;
  cultureName: string;
  title: string;
  description: string;
}
export interface OptionTextView {
  languageId: number;
  cultureName: string;
  name: string;
  description: string | null;
}

export interface QuestionOptionView {
  id: number;
  name: string;
  /** For the options editors change here (purposes and interests): their order, state and texts. */
  orderNo?: number;
  active?: boolean;
  texts?: OptionTextView[];
  /** Kept as they are when the names change: rules and goals read them. */
  alias?: string | null;
  focusSkills?: string[];
  /** A line under the name: the purpose's daily minutes, a faculty's departments. */
  minutes?: number | null;
  children?: string[];
  /** A faculty as its form edits it: both names of it and of each department. */
  faculty?: Faculty;
  /** The student question's answers: which of yes and no this is, with both labels. */
  answerBooleanType?: boolean;
}
export interface QuestionGroupView {
  key: QuestionGroupKey;
  /** The question's id (mainQuestionId of userregistration/registrationquestion). */
  questionId: number;
  texts: TextView[];
  orderNo: number;
  title: string;
  description: string;
  answerType: string;
  registrationStageId: number;
  options: QuestionOptionView[];
}

const get = <T>(url: string) => request<T>({ method: 'GET', url });

/**
 * The setup's question groups as the editor reads them, from their six GET calls
 * (birthdayquestion, studentquestion, educationquestion, jobquestion,
 * englishlearningpurposequestion, interestquestion), in one shape.
 */
export async function getQuestionGroups(): Promise<QuestionGroupView[]> {
  const [birthday, student, education, job, purpose, interest] = await Promise.all([
    get<z.infer<typeof BirthdayQuestionSchema>>('birthdayquestion'),
    get<z.infer<typeof StudentQuestionSchema>>('studentquestion'),
    get<z.infer<typeof EducationQuestionSchema>>('educationquestion'),
    get<z.infer<typeof JobQuestionSchema>>('jobquestion'),
    get<z.infer<typeof EnglishLearningPurposeQuestionSchema>>('englishlearningpurposequestion'),
    get<z.infer<typeof InterestQuestionSchema>>('interestquestion'),
  ]);
  const base = (
    key: QuestionGroupKey,
    q: Pick<
      typeof birthday,
      'questionId' | 'orderNo' | 'title' | 'description' | 'answerType' | 'registrationStageId'
    >,
    texts: TextView[],
  ) => ({
    key,
    questionId: q.questionId,
    texts,
    orderNo: q.orderNo,
    title: q.title,
    description: q.description,
    answerType: q.answerType,
    registrationStageId: q.registrationStageId,
  });
  const groups: QuestionGroupView[] = [
    { ...base('birthday', birthday, birthday.birthdayQuestionLocalizations), options: [] },
    {
      ...base('student', student, student.studentQuestionLocalizations),
      options: student.studentQuestionAnswers.map((a) => ({
        id: a.id,
        name: a.name,
        answerBooleanType: a.answerBooleanType,
        texts: a.studentQuestionAnswerLocalizations,
      })),
    },
    {
      ...base('education', education, education.educationQuestionLocalizations),
      options: education.faculties.map((f) => ({
        id: f.id,
        name: f.name,
        children: f.facultyDepartments.map((d) => d.name),
        orderNo: f.orderNo,
        faculty: f,
      })),
    },
    {
      ...base('job', job, job.jobQuestionLocalizations),
      options: job.jobs.map((j) => ({ id: j.id, name: j.name })),
    },
    {
      ...base('purpose', purpose, purpose.englishLearningPurposeQuestionLocalizations),
      options: purpose.englishLearningPurposes.map((p) => ({
        id: p.id,
        name: p.name,
        minutes: p.dailyGoalMinutes,
        alias: p.alias,
        focusSkills: p.focusSkills,
        orderNo: p.orderNo,
        active: p.active,
        texts: p.englishLearningPurposeLocalizations,
      })),
    },
    {
      ...base('interest', interest, interest.interestQuestionLocalizations),
      options: interest.interests.map((i) => ({
        id: i.id,
        name: i.name,
        alias: i.alias,
        focusSkills: i.focusSkills,
        orderNo: i.orderNo,
        active: i.active,
        texts: i.interestLocalizations,
      })),
    },
  ];
  return groups.sort((a, b) => a.orderNo - b.orderNo);
}

export function questionGroupsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...adminKeys.all('questiongroup'), language],
    queryFn: getQuestionGroups,
  });
}

export function useQuestionGroups(language: string) {
  return useQuery(questionGroupsQueryOptions(language));
}
