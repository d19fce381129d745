import type { FieldErrors } from '@yek/contracts/common';
import {
  ANSWER_ERROR_KEYS,
  MIN_BIRTH_YEAR,
  MIN_LEARNER_AGE,
  QUESTION_IDS,
  type EducationAnswerBody,
  type RegistrationStage,
  type UserRegistrationState,
} from '@yek/contracts/registration';
import type { AppDeps } from '../../deps';
import { ageOn, localDate } from '../../lib/calendar';
import { AppError } from '../../lib/errors';
import { subscriptionStatus } from '../../lib/subscription';
import type { QuestionContentService } from './question-content.service';
import type { LearnerRow, QuestionnaireRepository } from './questionnaire.repository';
import { type Lang, pick } from '../../lib/localized';

const invalid = (field: string, key: string): never => {
  throw new AppError('VALIDATION_FAILED', { [field]: [key] });
};

/** A learner's answers: what each question view shows as theirs, and the writes that change them. */
export function createQuestionnaireService(
  deps: AppDeps,
  repo: QuestionnaireRepository,
  content: QuestionContentService,
) {
  const now = () => deps.clock.now();

  async function load(userId: number) {
    const [s, learner] = await Promise.all([content.structure(), repo.learner(userId)]);
    if (!learner) throw new AppError('AUTH_INVALID_TOKEN');
    const answered = new Set(
      s.questions
        .filter((q) =>
          q.id === QUESTION_IDS.birthday
            ? learner.birthday !== null
            : learner.answers.some((a) => a.questionId === q.id),
        )
        .map((q) => q.id),
    );
    return { s, learner, answered };
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  function stages({ s, answered }: Loaded, lang: Lang): RegistrationStage[] {
    return s.stages.map((stage) => {
      const questions = s.questions
        .filter((q) => q.registrationStageId === stage.id)
        .map((q) => ({
          questionId: q.id,
          orderNo: q.orderNo,
          alias: q.alias,
          mainQuestionCategoryId: q.mainQuestionCategoryId,
          isAnswered: answered.has(q.id),
        }));
      const text = pick(stage.localizations, lang.languageId);
      return {
        id: stage.id,
        orderNo: stage.orderNo,
        alias: stage.alias,
        name: text?.title ?? stage.alias,
        description: text?.description ?? '',
        userCompleteStage: questions.every((q) => q.isAnswered),
        questions,
      };
    });
  }

  function stateOf(loaded: Loaded, lang: Lang): UserRegistrationState {
    const { s, learner, answered } = loaded;
    const next = s.questions.find((q) => !answered.has(q.id));
    return {
      questionId: next ? next.orderNo : null,
      answersComplete: !next,
      registrationComplete: learner.registrationComplete,
      subscriptionStatus: subscriptionStatus(learner, now()),
      trialAvailable: learner.trialStartedAt === null && !learner.hasPurchases,
      trialStartedAt: learner.trialStartedAt?.toISOString() ?? null,
      trialEndsAt: learner.trialEndsAt?.toISOString() ?? null,
      subscriptionEndsAt: learner.subscriptionEndsAt?.toISOString() ?? null,
      userRegistrationStages: stages(loaded, lang),
    };
  }

  /** The fields every getuser…question answer carries about the learner. */
  function userFields(loaded: Loaded, questionId: number, lang: Lang) {
    const total = loaded.s.questions.length;
    const page = loaded.s.questions.findIndex((q) => q.id === questionId) + 1;
    return {
      isAnswered: loaded.answered.has(questionId),
      registrationIsComplete: loaded.learner.registrationComplete,
      userRegistrationStages: stages(loaded, lang),
      userRegistrationPagedList: {
        pageNumber: page,
        pageSize: 1,
        totalCount: total,
        totalPages: total,
        hasPreviousPage: page > 1,
        hasNextPage: page < total,
      },
    };
  }

  const chosen = (learner: LearnerRow, questionId: number) =>
    learner.answers.filter((a) => a.questionId === questionId).map((a) => a.optionId);

  async function openFor(userId: number) {
    const loaded = await load(userId);
    if (loaded.learner.registrationComplete) throw new AppError('REGISTRATION_ALREADY_COMPLETE');
    return loaded;
  }

  async function answer(userId: number, questionId: number, optionIds: number[], lang: Lang) {
    await repo.replaceAnswers(userId, questionId, optionIds, now());
    return stateOf(await load(userId), lang);
  }

  async function existing(questionId: number, ids: number[], field: string, userId: number) {
    const found = await repo.optionsOf(questionId, ids, userId);
    if (found.length !== new Set(ids).size) invalid(field, ANSWER_ERROR_KEYS.optionNotFound);
    return found;
  }

  return {
    load,
    state: async (userId: number, lang: Lang) => stateOf(await load(userId), lang),
    userFields,
    chosen,

    async registerBirthday(userId: number, birthday: string, lang: Lang) {
      await openFor(userId);
      const today = localDate(now(), deps.config.timeZone);
      const errors: FieldErrors = {};
      if (Number(birthday.slice(0, 4)) < MIN_BIRTH_YEAR)
        errors.birthday = [ANSWER_ERROR_KEYS.birthdayTooEarly];
      else if (birthday > today) errors.birthday = [ANSWER_ERROR_KEYS.birthdayFuture];
      else if (ageOn(birthday, today) < MIN_LEARNER_AGE)
        errors.birthday = [ANSWER_ERROR_KEYS.birthdayMinAge];
      if (errors.birthday) throw new AppError('VALIDATION_FAILED', errors);
      await repo.setBirthday(userId, birthday, now());
      return stateOf(await load(userId), lang);
    },

    async registerStudent(userId: number, isStudent: boolean, lang: Lang) {
      await openFor(userId);
      const id = await repo.optionByAlias(QUESTION_IDS.student, isStudent ? 'yes' : 'no');
      if (id === null) return invalid('isStudent', ANSWER_ERROR_KEYS.optionNotFound);
      return answer(userId, QUESTION_IDS.student, [id], lang);
    },

    async registerEducation(userId: number, body: EducationAnswerBody, lang: Lang) {
      await openFor(userId);
      const q = QUESTION_IDS.education;
      const [faculty] = await repo.optionsOf(q, [body.facultyId]);
      if (!faculty || faculty.parentId !== null)
        return invalid('facultyId', ANSWER_ERROR_KEYS.optionNotFound);
      const departmentId = body.facultyDepartmentId ?? null;
      if (departmentId === null) {
        // A faculty with departments needs one; an editor's faculty without any stands alone.
        if (await repo.hasChildren(faculty.id))
          invalid('facultyDepartmentId', 'validation.required');
        return answer(userId, q, [faculty.id], lang);
      }
      const [department] = await repo.optionsOf(q, [departmentId]);
      if (!department || department.parentId === null)
        return invalid('facultyDepartmentId', ANSWER_ERROR_KEYS.optionNotFound);
      if (department.parentId !== faculty.id)
        return invalid('facultyDepartmentId', ANSWER_ERROR_KEYS.departmentFaculty);
      return answer(userId, q, [faculty.id, department.id], lang);
    },

    async registerJob(userId: number, jobId: number, lang: Lang) {
      await openFor(userId);
      await existing(QUESTION_IDS.job, [jobId], 'jobId', userId);
      return answer(userId, QUESTION_IDS.job, [jobId], lang);
    },

    async registerPurpose(userId: number, purposeId: number, lang: Lang) {
      await openFor(userId);
      await existing(
        QUESTION_IDS.englishLearningPurpose,
        [purposeId],
        'englishLearningPurposeId',
        userId,
      );
      return answer(userId, QUESTION_IDS.englishLearningPurpose, [purposeId], lang);
    },

    async registerInterests(userId: number, ids: number[], lang: Lang) {
      await openFor(userId);
      await existing(QUESTION_IDS.interest, ids, 'userInterestIds', userId);
      return answer(userId, QUESTION_IDS.interest, ids, lang);
    },
  };
}
export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
