import { QUESTION_IDS, REGISTRATION_QUESTIONS } from '@yek/contracts/registration';
import type { PoolClient } from 'pg';
import {
  writeOption,
  writeQuestionTexts,
} from '../../modules/questionnaire/question-content.repository';
import { FACULTY_SEED } from './data/faculties';
import { JOB_SEED } from './data/jobs';
import {
  INTEREST_SEED,
  PURPOSE_SEED,
  QUESTION_TEXT_SEED,
  STAGE_SEED,
  STUDENT_ANSWER_SEED,
} from './questionnaire-text';
import { RESULT_SEED } from './registration-results-text';
import { onceIfEmpty } from './seed-log';
import { seedSubscriptionPlans } from './subscription-plans';

const TR = 1;
const EN = 2;

const names = (tr: string, en: string, trDescription?: string, enDescription?: string) => [
  { languageId: TR, name: tr, description: trDescription ?? null },
  { languageId: EN, name: en, description: enDescription ?? null },
];

const option = (questionId: number, orderNo: number, alias: string | null = null) => ({
  questionId,
  parentId: null,
  alias,
  orderNo,
  dailyGoalMinutes: null,
  focusSkills: [],
});

/** The questionnaire, its answers, the result texts and the plans; each part once (seed-log.ts). */
export async function seedOnboarding(q: PoolClient): Promise<void> {
  for (const s of STAGE_SEED) {
    await q.query(
      'INSERT INTO registration_stages (id, order_no, alias) VALUES ($1, $1, $2) ON CONFLICT DO NOTHING',
      [s.id, s.alias],
    );
    for (const [languageId, text] of [
      [TR, s.tr],
      [EN, s.en],
    ] as const) {
      await q.query(
        `INSERT INTO registration_stage_localizations (stage_id, language_id, name, description)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [s.id, languageId, text.title, text.description],
      );
    }
  }
  for (const question of REGISTRATION_QUESTIONS) {
    const { rowCount } = await q.query(
      `INSERT INTO registration_questions (id, order_no, alias, main_question_category_id, registration_stage_id)
       VALUES ($1, $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [question.id, question.alias, question.mainQuestionCategoryId, question.stageId],
    );
    const text = QUESTION_TEXT_SEED[question.id];
    if (rowCount && text) {
      await writeQuestionTexts(q, question.id, [
        { languageId: TR, ...text.tr },
        { languageId: EN, ...text.en },
      ]);
    }
  }

  // The answers of each question are the editors' once written (docs/decisions/0017).
  const noOptions = (questionId: number) =>
    onceIfEmpty(
      q,
      `options:${questionId}`,
      'SELECT 1 FROM registration_options WHERE question_id = $1 LIMIT 1',
      [questionId],
    );

  if (await noOptions(QUESTION_IDS.student)) {
    for (const [i, a] of STUDENT_ANSWER_SEED.entries()) {
      await writeOption(q, {
        ...option(QUESTION_IDS.student, i + 1, a.alias),
        localizations: names(a.tr, a.en),
      });
    }
  }
  if (await noOptions(QUESTION_IDS.education)) {
    for (const [i, f] of FACULTY_SEED.entries()) {
      const facultyId = await writeOption(q, {
        ...option(QUESTION_IDS.education, i + 1),
        localizations: names(...f.name),
      });
      for (const [j, d] of f.departments.entries()) {
        await writeOption(q, {
          ...option(QUESTION_IDS.education, j + 1),
          parentId: facultyId,
          localizations: names(...d),
        });
      }
    }
  }
  if (await noOptions(QUESTION_IDS.job)) {
    for (const [tr, en, alias] of JOB_SEED) {
      // Not working, retired and the like lead the list, 'other' closes it; the rest sort by name.
      const orderNo = alias === 'other' ? 2 : alias ? 0 : 1;
      await writeOption(q, {
        ...option(QUESTION_IDS.job, orderNo, alias ?? null),
        localizations: names(tr, en),
      });
    }
  }
  for (const [questionId, seeds] of [
    [QUESTION_IDS.englishLearningPurpose, PURPOSE_SEED],
    [QUESTION_IDS.interest, INTEREST_SEED],
  ] as const) {
    if (!(await noOptions(questionId))) continue;
    for (const [i, c] of seeds.entries()) {
      await writeOption(q, {
        ...option(questionId, i + 1, c.alias),
        dailyGoalMinutes: c.dailyGoalMinutes ?? null,
        focusSkills: c.focusSkills,
        localizations: names(c.tr, c.en, c.trDescription, c.enDescription),
      });
    }
  }

  if (await onceIfEmpty(q, 'registration-results', 'SELECT 1 FROM registration_results LIMIT 1')) {
    for (const [i, r] of RESULT_SEED.entries()) {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO registration_results (registration_stage_id, rule_key, order_no)
         VALUES ($1, $2, $3) RETURNING id`,
        [r.stageId, r.ruleKey, i + 1],
      );
      for (const [languageId, text] of [
        [TR, r.tr],
        [EN, r.en],
      ] as const) {
        await q.query(
          `INSERT INTO registration_result_localizations (result_id, language_id, title, description)
           VALUES ($1, $2, $3, $4)`,
          [rows[0]!.id, languageId, text.title, text.description],
        );
      }
    }
  }
  await seedSubscriptionPlans(q);
}
