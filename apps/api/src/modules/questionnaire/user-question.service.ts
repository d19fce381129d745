import { QUESTION_IDS } from '@yek/contracts/registration';
import { notFound } from '../../lib/errors';
import type { QuestionContentService } from './question-content.service';
import { questionBase, toGenericOption } from './question-views';
import type { QuestionnaireService } from './questionnaire.service';
import type { Lang } from '../../lib/localized';

/** The getuser…question calls: a question's content together with the learner's own answer. */
export function createUserQuestionService(
  questionnaire: QuestionnaireService,
  content: QuestionContentService,
) {
  async function withUser(userId: number, questionId: number, lang: Lang) {
    const loaded = await questionnaire.load(userId);
    return {
      loaded,
      fields: questionnaire.userFields(loaded, questionId, lang),
      chosen: questionnaire.chosen(loaded.learner, questionId),
    };
  }

  return {
    async birthday(userId: number, lang: Lang) {
      const [view, u] = await Promise.all([
        content.birthday(lang),
        withUser(userId, QUESTION_IDS.birthday, lang),
      ]);
      return { ...view, ...u.fields, userBirthDay: u.loaded.learner.birthday };
    },
    async student(userId: number, lang: Lang) {
      const [view, u] = await Promise.all([
        content.student(lang),
        withUser(userId, QUESTION_IDS.student, lang),
      ]);
      const answer = view.studentQuestionAnswers.find((a) => u.chosen.includes(a.id));
      return { ...view, ...u.fields, userIsStudent: answer ? answer.answerBooleanType : null };
    },
    async education(userId: number, lang: Lang) {
      const [view, u] = await Promise.all([
        content.education(lang),
        withUser(userId, QUESTION_IDS.education, lang),
      ]);
      const faculty = view.faculties.find((f) => u.chosen.includes(f.id));
      const department = faculty?.facultyDepartments.find((d) => u.chosen.includes(d.id));
      return {
        ...view,
        ...u.fields,
        userEducation: faculty
          ? { facultyId: faculty.id, facultyDepartmentId: department?.id ?? null }
          : null,
      };
    },
    async job(userId: number, lang: Lang, searchText?: string) {
      const [view, u] = await Promise.all([
        content.job(lang, searchText),
        withUser(userId, QUESTION_IDS.job, lang),
      ]);
      const jobId = u.chosen[0] ?? null;
      const userJob = jobId === null ? null : await content.jobById(jobId, lang);
      return { ...view, ...u.fields, userJobId: jobId, userJob };
    },
    async purpose(userId: number, lang: Lang) {
      const u = await withUser(userId, QUESTION_IDS.englishLearningPurpose, lang);
      // A retired option is no longer offered, but a learner who chose it still sees their answer.
      const view = await content.purpose(lang, (o) => o.active || u.chosen.includes(o.id));
      return { ...view, ...u.fields, englishLearningPurposeId: u.chosen[0] ?? null };
    },
    async interest(userId: number, lang: Lang) {
      const u = await withUser(userId, QUESTION_IDS.interest, lang);
      const view = await content.interest(lang, (o) => o.active || u.chosen.includes(o.id));
      return { ...view, ...u.fields, userInterestIds: u.chosen };
    },

    /** Any question in one shape (spec: mainQuestionId, mainQuestionCategoryId, rowNumber). */
    async generic(
      userId: number,
      mainQuestionId: number,
      categoryId: number | undefined,
      lang: Lang,
    ) {
      const [s, u] = await Promise.all([
        content.structure(),
        withUser(userId, mainQuestionId, lang),
      ]);
      const question = s.questions.find((q) => q.id === mainQuestionId);
      if (!question || (categoryId !== undefined && question.mainQuestionCategoryId !== categoryId))
        throw notFound();
      const { base, localizations } = questionBase(question, s.texts, lang);
      const options = await content.options(question.id);
      return {
        ...base,
        mainQuestionId: question.id,
        rowNumber: question.orderNo,
        questionLocalizations: localizations,
        options: options.map((o) => toGenericOption(o, lang)),
        userAnswerIds: u.chosen,
        userAnswerValue: question.id === QUESTION_IDS.birthday ? u.loaded.learner.birthday : null,
        isAnswered: u.fields.isAnswered,
        registrationIsComplete: u.fields.registrationIsComplete,
      };
    },
  };
}
export type UserQuestionService = ReturnType<typeof createUserQuestionService>;
