import type { Paged } from '@yek/contracts/paging';
import { QUESTION_IDS } from '@yek/contracts/registration';
import type { JobListItem, JobPagedQuery } from '@yek/contracts/registration-content';
import { afterCommit, uniqueViolation } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/search-text';
import { createTtlCache } from '../../lib/ttl-cache';
import type {
  OptionRow,
  OptionWrite,
  QuestionContentRepository,
} from './question-content.repository';
import {
  collator,
  questionBase,
  sortJobs,
  toJob,
  toFaculties,
  toInterest,
  toPurpose,
  toStudentAnswer,
} from './question-views';
import type { Lang } from '../../lib/localized';

type Localizations = OptionWrite['localizations'];
/** Stages, questions and question texts change only by an editor's hand: kept for a minute. */
const STRUCTURE_CACHE_MS = 60_000;

/**
 * The questionnaire's content: what each question asks and offers (read by everyone signed in),
 * and the editor calls that change it.
 */
export function createQuestionContentService(repo: QuestionContentRepository) {
  const structure = createTtlCache(async () => {
    const [stages, questions, texts] = await Promise.all([
      repo.stages(),
      repo.questions(),
      repo.questionTexts(),
    ]);
    return { stages, questions, texts };
  }, STRUCTURE_CACHE_MS);

  async function base(questionId: number, lang: Lang) {
    const s = await structure.get();
    const question = s.questions.find((q) => q.id === questionId);
    if (!question) throw notFound();
    return questionBase(question, s.texts, lang);
  }

  async function assertLanguages(field: string, list: { languageId: number }[]) {
    const missing = await repo.missingLanguages(list.map((l) => l.languageId));
    if (missing.length)
      throw new AppError('VALIDATION_FAILED', { [field]: ['validation.invalid'] });
  }

  async function save(o: OptionWrite & { id?: number }, field: string): Promise<OptionRow> {
    await assertLanguages(field, o.localizations);
    let id: number | null;
    try {
      id = await repo.saveOption(o);
    } catch (error) {
      if (uniqueViolation(error)) throw new AppError('CONFLICT', { alias: ['validation.invalid'] });
      throw error;
    }
    const row = id === null ? null : await repo.option(id);
    if (!row) throw notFound();
    return row;
  }

  const option = (
    questionId: number,
    body: { id?: number; alias?: string | null; orderNo?: number },
    localizations: Localizations,
    extra: Partial<OptionWrite> = {},
  ): OptionWrite & { id?: number } => ({
    id: body.id,
    questionId,
    parentId: null,
    alias: body.alias ?? null,
    orderNo: body.orderNo ?? 0,
    dailyGoalMinutes: null,
    focusSkills: [],
    active: true,
    localizations,
    ...extra,
  });

  /** An edited option keeps its place unless told otherwise; a new one goes last. */
  async function orderFor(questionId: number, id: number | undefined, given: number | undefined) {
    if (given !== undefined) return given;
    const top = (await repo.options(questionId)).filter((o) => o.parentId === null);
    const current = id ? top.find((o) => o.id === id) : undefined;
    return current?.orderNo ?? Math.max(0, ...top.map((o) => o.orderNo)) + 1;
  }

  /** An edited option stays active or retired unless told otherwise; a new one is active. */
  async function activeFor(id: number | undefined, given: boolean | undefined) {
    if (given !== undefined) return given;
    return id ? ((await repo.option(id))?.active ?? true) : true;
  }

  return {
    structure: () => structure.get(),

    async birthday(lang: Lang) {
      const { base: b, localizations } = await base(QUESTION_IDS.birthday, lang);
      return { ...b, birthdayQuestionLocalizations: localizations };
    },
    async student(lang: Lang) {
      const { base: b, localizations } = await base(QUESTION_IDS.student, lang);
      const answers = await repo.options(QUESTION_IDS.student);
      return {
        ...b,
        studentQuestionLocalizations: localizations,
        studentQuestionAnswers: answers.map((o) => toStudentAnswer(o, lang)),
      };
    },
    async education(lang: Lang) {
      const { base: b, localizations } = await base(QUESTION_IDS.education, lang);
      const rows = await repo.options(QUESTION_IDS.education);
      return {
        ...b,
        educationQuestionLocalizations: localizations,
        faculties: toFaculties(rows, lang),
      };
    },
    async job(lang: Lang, searchText?: string) {
      const { base: b, localizations } = await base(QUESTION_IDS.job, lang);
      const pattern = searchText?.trim() ? containsPattern(searchText) : undefined;
      const rows = await repo.options(QUESTION_IDS.job, pattern);
      return { ...b, jobQuestionLocalizations: localizations, jobs: sortJobs(rows, lang) };
    },
    async jobById(id: number, lang: Lang) {
      const row = await repo.option(id);
      return row && row.questionId === QUESTION_IDS.job ? sortJobs([row], lang)[0]! : null;
    },
    /** One option as stored, with its names: what the audit log keeps of it. */
    optionSnapshot: (id: number) => repo.option(id),
    /** Every option of a question, flat: the generic question call and the result page read it. */
    options: (questionId: number) => repo.options(questionId),
    /** `offered`: the options a learner may pick (the active ones and those they already chose). */
    async purpose(lang: Lang, offered?: (o: OptionRow) => boolean) {
      const { base: b, localizations } = await base(QUESTION_IDS.englishLearningPurpose, lang);
      const rows = (await repo.options(QUESTION_IDS.englishLearningPurpose)).filter(
        offered ?? (() => true),
      );
      return {
        ...b,
        englishLearningPurposeQuestionLocalizations: localizations,
        englishLearningPurposes: rows.map((o) => toPurpose(o, lang)),
      };
    },
    async interest(lang: Lang, offered?: (o: OptionRow) => boolean) {
      const { base: b, localizations } = await base(QUESTION_IDS.interest, lang);
      const rows = (await repo.options(QUESTION_IDS.interest)).filter(offered ?? (() => true));
      return {
        ...b,
        interestQuestionLocalizations: localizations,
        interests: rows.map((o) => toInterest(o, lang)),
      };
    },

    async setQuestionTexts(
      questionId: number,
      texts: { languageId: number; title: string; description?: string }[],
      field = 'questionLocalizations',
    ) {
      const s = await structure.get();
      if (!s.questions.some((q) => q.id === questionId)) throw notFound();
      await assertLanguages(field, texts);
      await repo.setQuestionTexts(questionId, texts);
      afterCommit(() => structure.clear());
    },

    /** The yes and the no answers are fixed; only their labels change. */
    async saveStudentAnswer(answerBooleanType: boolean, localizations: Localizations, lang: Lang) {
      const alias = answerBooleanType ? 'yes' : 'no';
      const existing = (await repo.options(QUESTION_IDS.student)).find((o) => o.alias === alias);
      const row = await save(
        option(
          QUESTION_IDS.student,
          { id: existing?.id, alias, orderNo: existing?.orderNo ?? 1 },
          localizations,
        ),
        'studentQuestionAnswerLocalizations',
      );
      return toStudentAnswer(row, lang);
    },

    async saveFaculty(
      body: {
        id?: number;
        orderNo?: number;
        facultyLocalizations: Localizations;
        facultyDepartments: {
          id?: number;
          orderNo?: number;
          facultyDepartmentLocalizations: Localizations;
        }[];
      },
      lang: Lang,
    ) {
      const q = QUESTION_IDS.education;
      const all = await repo.options(q);
      const current = body.id ? all.find((o) => o.id === body.id && o.parentId === null) : null;
      if (body.id && !current) throw notFound();
      const existing = all.filter((o) => body.id && o.parentId === body.id).map((o) => o.id);
      // Departments are edited in place: an id must already be one of this faculty's.
      if (body.facultyDepartments.some((d) => d.id && !existing.includes(d.id)))
        throw new AppError('VALIDATION_FAILED', { facultyDepartments: ['validation.invalid'] });
      await assertLanguages('facultyLocalizations', [
        ...body.facultyLocalizations,
        ...body.facultyDepartments.flatMap((d) => d.facultyDepartmentLocalizations),
      ]);
      const removed = existing.filter((id) => !body.facultyDepartments.some((d) => d.id === id));
      if (removed.length && (await repo.optionsInUse(removed))) throw new AppError('CONFLICT');
      const orderNo = await orderFor(q, body.id, body.orderNo);
      const id = await repo.saveFaculty(
        option(q, { ...body, orderNo }, body.facultyLocalizations),
        body.facultyDepartments.map((d, i) =>
          option(q, { id: d.id, orderNo: d.orderNo ?? i + 1 }, d.facultyDepartmentLocalizations),
        ),
      );
      const faculty = toFaculties(await repo.options(q), lang).find((f) => f.id === id);
      if (!faculty) throw notFound();
      return faculty;
    },

    async saveJob(
      body: { id?: number; alias?: string | null; jobLocalizations: Localizations },
      lang: Lang,
    ) {
      // A new job sorts among the ordinary ones; an edited one keeps its place.
      const existing = body.id ? await repo.option(body.id) : null;
      const orderNo = existing?.questionId === QUESTION_IDS.job ? existing.orderNo : 1;
      const row = await save(
        option(QUESTION_IDS.job, { ...body, orderNo }, body.jobLocalizations),
        'jobLocalizations',
      );
      return sortJobs([row], lang)[0]!;
    },

    async savePurpose(
      body: {
        id?: number;
        alias?: string | null;
        orderNo?: number;
        dailyGoalMinutes?: number | null;
        focusSkills?: string[];
        active?: boolean;
        englishLearningPurposeLocalizations: Localizations;
      },
      lang: Lang,
    ) {
      const q = QUESTION_IDS.englishLearningPurpose;
      const orderNo = await orderFor(q, body.id, body.orderNo);
      const row = await save(
        option(q, { ...body, orderNo }, body.englishLearningPurposeLocalizations, {
          dailyGoalMinutes: body.dailyGoalMinutes ?? null,
          focusSkills: body.focusSkills ?? [],
          active: await activeFor(body.id, body.active),
        }),
        'englishLearningPurposeLocalizations',
      );
      return toPurpose(row, lang);
    },

    async saveInterest(
      body: {
        id?: number;
        alias?: string | null;
        orderNo?: number;
        focusSkills?: string[];
        active?: boolean;
        interestLocalizations: Localizations;
      },
      lang: Lang,
    ) {
      const orderNo = await orderFor(QUESTION_IDS.interest, body.id, body.orderNo);
      const row = await save(
        option(QUESTION_IDS.interest, { ...body, orderNo }, body.interestLocalizations, {
          focusSkills: body.focusSkills ?? [],
          active: await activeFor(body.id, body.active),
        }),
        'interestLocalizations',
      );
      return toInterest(row, lang);
    },

    /**
     * The occupations for the admin grid: searched by any part of a name in either language, sorted
     * by name (the Turkish way) or id, with how many learners chose each.
     */
    async jobPage(query: JobPagedQuery, lang: Lang): Promise<Paged<JobListItem>> {
      const pattern = query.searchText ? containsPattern(query.searchText) : undefined;
      const rows = (await repo.options(QUESTION_IDS.job, pattern)).filter(
        (o) => o.parentId === null,
      );
      const c = collator(lang);
      const sign = query.orderDirection === 'desc' ? -1 : 1;
      const jobs = rows
        .map((o) => toJob(o, lang))
        .sort((a, b) => sign * (query.orderBy === 'id' ? a.id - b.id : c.compare(a.name, b.name)));
      const start = (query.pageNumber - 1) * query.pageSize;
      const page = jobs.slice(start, start + query.pageSize);
      const counts = await repo.optionUserCounts(page.map((j) => j.id));
      return {
        items: page.map((j) => ({ ...j, userCount: counts.get(j.id) ?? 0 })),
        totalCount: jobs.length,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
      };
    },

    /** An occupation a learner chose stays: their answer points at it. */
    async deleteJob(id: number) {
      const row = await repo.option(id);
      if (!row || row.questionId !== QUESTION_IDS.job) throw notFound();
      if (await repo.optionsInUse([id])) throw new AppError('JOB_IN_USE');
      if (!(await repo.deleteOption(QUESTION_IDS.job, id))) throw notFound();
    },

    /** An option a learner chose stays: their answer points at it. */
    async deleteOption(questionId: number, id: number) {
      if (questionId === QUESTION_IDS.student || questionId === QUESTION_IDS.birthday)
        throw new AppError('CONFLICT');
      const row = await repo.option(id);
      if (!row || row.questionId !== questionId) throw notFound();
      if (await repo.optionsInUse([id])) throw new AppError('CONFLICT');
      if (!(await repo.deleteOption(questionId, id))) throw notFound();
    },
  };
}
export type QuestionContentService = ReturnType<typeof createQuestionContentService>;
