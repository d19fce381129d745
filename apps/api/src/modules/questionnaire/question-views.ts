import type { Skill } from '@yek/contracts/content-common';
import {
  REGISTRATION_QUESTIONS,
  type AnswerType,
  type Faculty,
  type Job,
  type QuestionLocalization,
} from '@yek/contracts/registration';
import { type Lang, pick } from '../../lib/localized';
import type { OptionRow, QuestionRow, QuestionTextRow } from './question-content.repository';

const collators = new Map<string, Intl.Collator>();
export const collator = (lang: Lang) => {
  const locale = lang.culture.slice(0, 2);
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(locale)));
  return c;
};

const nameOf = (o: OptionRow, lang: Lang) => pick(o.localizations, lang.languageId)?.name ?? '';
const descriptionOf = (o: OptionRow, lang: Lang) =>
  pick(o.localizations, lang.languageId)?.description ?? null;

export const answerTypeOf = (alias: string): AnswerType =>
  REGISTRATION_QUESTIONS.find((q) => q.alias === alias)?.answerType ?? 'singleChoice';

/** What every question view starts with: its place, its kind and its texts. */
export function questionBase(question: QuestionRow, texts: QuestionTextRow[], lang: Lang) {
  const localizations: QuestionLocalization[] = texts
    .filter((t) => t.questionId === question.id)
    .map(({ languageId, cultureName, title, description }) => ({
      languageId,
      cultureName,
      title,
      description,
    }));
  const text = pick(localizations, lang.languageId);
  return {
    base: {
      questionId: question.id,
      orderNo: question.orderNo,
      alias: question.alias,
      mainQuestionCategoryId: question.mainQuestionCategoryId,
      registrationStageId: question.registrationStageId,
      answerType: answerTypeOf(question.alias),
      title: text?.title ?? '',
      description: text?.description ?? '',
    },
    localizations,
  };
}

export const toStudentAnswer = (o: OptionRow, lang: Lang) => ({
  id: o.id,
  answerBooleanType: o.alias === 'yes',
  name: nameOf(o, lang),
  studentQuestionAnswerLocalizations: o.localizations,
});

export const toJob = (o: OptionRow, lang: Lang): Job => ({
  id: o.id,
  alias: o.alias,
  name: nameOf(o, lang),
  jobLocalizations: o.localizations,
});

/** Jobs by group (special first, 'other' last), then alphabetically in the caller's language. */
export function sortJobs(jobs: OptionRow[], lang: Lang): Job[] {
  const c = collator(lang);
  return [...jobs]
    .sort((a, b) => a.orderNo - b.orderNo || c.compare(nameOf(a, lang), nameOf(b, lang)))
    .map((o) => toJob(o, lang));
}

export function toFaculties(rows: OptionRow[], lang: Lang): Faculty[] {
  const departments = rows.filter((r) => r.parentId !== null);
  return rows
    .filter((r) => r.parentId === null)
    .map((f) => ({
      id: f.id,
      orderNo: f.orderNo,
      name: nameOf(f, lang),
      facultyLocalizations: f.localizations,
      facultyDepartments: departments
        .filter((d) => d.parentId === f.id)
        .map((d) => ({
          id: d.id,
          facultyId: f.id,
          orderNo: d.orderNo,
          name: nameOf(d, lang),
          facultyDepartmentLocalizations: d.localizations,
        })),
    }));
}

export const toPurpose = (o: OptionRow, lang: Lang) => ({
  id: o.id,
  alias: o.alias,
  orderNo: o.orderNo,
  name: nameOf(o, lang),
  description: descriptionOf(o, lang),
  dailyGoalMinutes: o.dailyGoalMinutes,
  focusSkills: o.focusSkills as Skill[],
  active: o.active,
  englishLearningPurposeLocalizations: o.localizations,
});

export const toInterest = (o: OptionRow, lang: Lang) => ({
  id: o.id,
  alias: o.alias,
  orderNo: o.orderNo,
  name: nameOf(o, lang),
  focusSkills: o.focusSkills as Skill[],
  active: o.active,
  interestLocalizations: o.localizations,
});

export const toGenericOption = (o: OptionRow, lang: Lang) => ({
  id: o.id,
  parentId: o.parentId,
  alias: o.alias,
  orderNo: o.orderNo,
  name: nameOf(o, lang),
  description: descriptionOf(o, lang),
  localizations: o.localizations,
});
