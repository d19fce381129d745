import { QUESTION_IDS } from '@yek/contracts/registration';
import type {
  RegistrationResult,
  RegistrationResultBody,
  UserStageResult,
} from '@yek/contracts/registration-content';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../db/transaction';
import { localDate } from '../../lib/calendar';
import { AppError, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { QuestionContentService } from '../questionnaire/question-content.service';
import type { QuestionnaireService } from '../questionnaire/questionnaire.service';
import { ageBand, recommend, skillName, workRule } from './recommendation';
import type { Paged } from '@yek/contracts/paging';
import type { PagedQuery } from '../../lib/paged-list';
import type {
  RegistrationResultRepository,
  ResultRow,
  ResultSort,
} from './registrationresult.repository';
import { type Lang, pick } from '../../lib/localized';

/** Result-page texts for editors, and the page itself built from a learner's answers. */
export function createRegistrationResultService(
  deps: AppDeps,
  repo: RegistrationResultRepository,
  questionnaire: QuestionnaireService,
  content: QuestionContentService,
) {
  async function views(rows: ResultRow[], lang: Lang): Promise<RegistrationResult[]> {
    const { stages } = await content.structure();
    return rows.map((r) => {
      const stage = stages.find((s) => s.id === r.registrationStageId);
      const text = pick(r.localizations, lang.languageId);
      return {
        id: r.id,
        registrationStageId: r.registrationStageId,
        stageOrderNo: r.stageOrderNo,
        stageName: (stage && pick(stage.localizations, lang.languageId)?.title) ?? '',
        ruleKey: r.ruleKey,
        orderNo: r.orderNo,
        title: text?.title ?? '',
        description: text?.description ?? '',
        registrationResultLocalizations: r.localizations,
      };
    });
  }
  const one = async (row: ResultRow | null, lang: Lang) => {
    if (!row) throw notFound();
    return (await views([row], lang))[0]!;
  };

  return {
    list: async (lang: Lang) => views(await repo.list(), lang),
    async page(query: PagedQuery<ResultSort>, lang: Lang): Promise<Paged<RegistrationResult>> {
      const page = await repo.page(query);
      return { ...page, items: await views(page.items, lang) };
    },
    byStage: async (stageId: number, lang: Lang) => views(await repo.byStage(stageId), lang),
    get: async (id: number, lang: Lang) => one(await repo.byId(id), lang),

    async save(body: RegistrationResultBody, lang: Lang) {
      const { stages } = await content.structure();
      if (!stages.some((s) => s.id === body.registrationStageId))
        throw new AppError('VALIDATION_FAILED', { registrationStageId: ['validation.invalid'] });
      let id: number | null;
      try {
        id = await repo.save(body);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint) throw new AppError('CONFLICT', { ruleKey: ['validation.invalid'] });
        if ((error as { code?: string }).code === '23503')
          throw new AppError('VALIDATION_FAILED', {
            registrationResultLocalizations: ['validation.invalid'],
          });
        throw error;
      }
      return one(id === null ? null : await repo.byId(id), lang);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound();
    },

    /**
     * For each finished stage, the text whose rule the answers match (else the stage's default),
     * with a daily goal and focus skills from the purpose and interests.
     */
    async forUser(userId: number, lang: Lang): Promise<UserStageResult> {
      const loaded = await questionnaire.load(userId);
      const { learner } = loaded;
      const state = await questionnaire.state(userId, lang);
      const [rows, purposes, interests, students, jobs] = await Promise.all([
        repo.list(),
        content.options(QUESTION_IDS.englishLearningPurpose),
        content.options(QUESTION_IDS.interest),
        content.options(QUESTION_IDS.student),
        content.options(QUESTION_IDS.job),
      ]);
      const chosen = (questionId: number) => questionnaire.chosen(learner, questionId);
      const purpose = purposes.find((p) =>
        chosen(QUESTION_IDS.englishLearningPurpose).includes(p.id),
      );
      const studentAnswer = students.find((s) => chosen(QUESTION_IDS.student).includes(s.id));
      const job = jobs.find((j) => chosen(QUESTION_IDS.job).includes(j.id));
      const today = localDate(deps.clock.now(), deps.config.timeZone);
      const rules: Record<string, string> = {
        'about-you': learner.birthday ? ageBand(learner.birthday, today) : 'default',
        'education-and-work': workRule(
          studentAnswer ? studentAnswer.alias === 'yes' : null,
          job?.alias,
          Boolean(job),
        ),
        goals: purpose?.alias ? `purpose:${purpose.alias}` : 'default',
      };
      const picked = state.userRegistrationStages
        .filter((s) => s.userCompleteStage)
        .flatMap((s) => {
          const rule = rules[s.alias] ?? 'default';
          const forStage = rows.filter((r) => r.registrationStageId === s.id);
          const match =
            forStage.find((r) => r.ruleKey === rule) ??
            forStage.find((r) => r.ruleKey === 'default');
          return match ? [match] : [];
        });
      const { dailyGoalMinutes, focusSkills } = recommend(
        purpose ?? null,
        interests.filter((i) => chosen(QUESTION_IDS.interest).includes(i.id)),
      );
      const names = focusSkills.map((s) => skillName(lang.culture, s));
      const list = new Intl.ListFormat(lang.culture.slice(0, 2), { type: 'conjunction' }).format(
        names.map((n) => n.toLocaleLowerCase(lang.culture)),
      );
      return {
        registrationResults: await views(picked, lang),
        dailyGoalMinutes,
        focusSkills: focusSkills.map((skill, i) => ({ skill, name: names[i]! })),
        summary: translate(lang.culture, 'registration.summary', {
          minutes: dailyGoalMinutes,
          skills: list,
        }),
        answersComplete: state.answersComplete,
        registrationComplete: state.registrationComplete,
      };
    },
  };
}
export type RegistrationResultService = ReturnType<typeof createRegistrationResultService>;
