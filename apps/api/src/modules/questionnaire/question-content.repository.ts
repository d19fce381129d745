import type { Pool } from 'pg';
import type {
  languages,
  registrationOptionLocalizations,
  registrationOptions,
  registrationQuestionLocalizations,
  registrationQuestions,
  registrationStageLocalizations,
  registrationStages,
} from '../../db/schema';
import { type Queryable, withTransaction } from '../../db/transaction';
import { searchKey } from '../../lib/search-text';

type Language = Pick<typeof languages.$inferSelect, 'cultureName'>;
type OptionColumns = typeof registrationOptions.$inferSelect;
type StageText = typeof registrationStageLocalizations.$inferSelect;

export type Localized = Pick<
  typeof registrationOptionLocalizations.$inferSelect,
  'languageId' | 'name' | 'description'
> &
  Language;
export type OptionRow = Pick<
  OptionColumns,
  | 'id'
  | 'questionId'
  | 'parentId'
  | 'alias'
  | 'orderNo'
  | 'dailyGoalMinutes'
  | 'focusSkills'
  | 'active'
> & { localizations: Localized[] };
export type OptionWrite = Omit<OptionRow, 'id' | 'localizations' | 'active'> & {
  /** Left out: active. */
  active?: boolean;
  localizations: { languageId: number; name: string; description?: string | null }[];
};
/** A stage's name goes out as title, the field name the question and result texts use. */
export type LocalizedText = Pick<StageText, 'languageId' | 'description'> &
  Language & { title: StageText['name'] };
export type StageRow = Pick<typeof registrationStages.$inferSelect, 'id' | 'orderNo' | 'alias'> & {
  localizations: LocalizedText[];
};
export type QuestionRow = Pick<
  typeof registrationQuestions.$inferSelect,
  'id' | 'orderNo' | 'alias' | 'mainQuestionCategoryId' | 'registrationStageId'
>;
export type QuestionTextRow = Pick<
  typeof registrationQuestionLocalizations.$inferSelect,
  'questionId' | 'languageId' | 'title' | 'description'
> &
  Language;

const OPTION_SELECT = `
  SELECT o.id, o.question_id AS "questionId", o.parent_id AS "parentId", o.alias,
         o.order_no AS "orderNo", o.daily_goal_minutes AS "dailyGoalMinutes",
         o.focus_skills AS "focusSkills", o.active,
         COALESCE(json_agg(json_build_object('languageId', l.language_id, 'cultureName', lang.culture_name,
                  'name', l.name, 'description', l.description) ORDER BY l.language_id)
                  FILTER (WHERE l.id IS NOT NULL), '[]') AS localizations
    FROM registration_options o
    LEFT JOIN registration_option_localizations l ON l.option_id = o.id
    LEFT JOIN languages lang ON lang.id = l.language_id`;

/** Inserts or updates one option with its texts; null when the id is not an option of the question. */
export async function writeOption(
  q: Queryable,
  o: OptionWrite & { id?: number },
): Promise<number | null> {
  const key = searchKey(o.localizations.map((l) => l.name).join(' '));
  let id = o.id ?? null;
  const values = [
    o.questionId,
    o.parentId,
    o.alias,
    o.orderNo,
    key,
    o.dailyGoalMinutes,
    o.focusSkills,
    o.active ?? true,
  ];
  if (id === null) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO registration_options (question_id, parent_id, alias, order_no, search_key, daily_goal_minutes, focus_skills, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      values,
    );
    id = rows[0]!.id;
  } else {
    const { rowCount } = await q.query(
      `UPDATE registration_options SET parent_id = $2, alias = $3, order_no = $4, search_key = $5,
              daily_goal_minutes = $6, focus_skills = $7, active = $8
        WHERE question_id = $1 AND id = $9`,
      [...values, id],
    );
    if (rowCount === 0) return null;
    await q.query('DELETE FROM registration_option_localizations WHERE option_id = $1', [id]);
  }
  for (const l of o.localizations) {
    await q.query(
      `INSERT INTO registration_option_localizations (option_id, language_id, name, description)
       VALUES ($1, $2, $3, $4)`,
      [id, l.languageId, l.name, l.description ?? null],
    );
  }
  return id;
}

/** Replaces a question's texts, one per language. */
export async function writeQuestionTexts(
  q: Queryable,
  questionId: number,
  texts: { languageId: number; title: string; description?: string }[],
) {
  await q.query('DELETE FROM registration_question_localizations WHERE question_id = $1', [
    questionId,
  ]);
  for (const t of texts) {
    await q.query(
      `INSERT INTO registration_question_localizations (question_id, language_id, title, description)
       VALUES ($1, $2, $3, $4)`,
      [questionId, t.languageId, t.title, t.description ?? ''],
    );
  }
}

export function createQuestionContentRepository(pool: Pool) {
  return {
    async stages(): Promise<StageRow[]> {
      const { rows } = await pool.query<StageRow>(
        `SELECT s.id, s.order_no AS "orderNo", s.alias,
                COALESCE(json_agg(json_build_object('languageId', l.language_id,
                         'cultureName', lang.culture_name, 'title', l.name, 'description', l.description)
                         ORDER BY l.language_id) FILTER (WHERE l.id IS NOT NULL), '[]') AS localizations
           FROM registration_stages s
           LEFT JOIN registration_stage_localizations l ON l.stage_id = s.id
           LEFT JOIN languages lang ON lang.id = l.language_id
          GROUP BY s.id ORDER BY s.order_no`,
      );
      return rows;
    },
    async questions(): Promise<QuestionRow[]> {
      const { rows } = await pool.query<QuestionRow>(
        `SELECT id, order_no AS "orderNo", alias, main_question_category_id AS "mainQuestionCategoryId",
                registration_stage_id AS "registrationStageId"
           FROM registration_questions ORDER BY order_no`,
      );
      return rows;
    },

    async options(questionId: number, searchPattern?: string): Promise<OptionRow[]> {
      const filter = searchPattern ? ` AND o.search_key LIKE $2` : '';
      const { rows } = await pool.query<OptionRow>(
        `${OPTION_SELECT} WHERE o.question_id = $1${filter}
          GROUP BY o.id ORDER BY o.parent_id NULLS FIRST, o.order_no, o.id`,
        searchPattern ? [questionId, searchPattern] : [questionId],
      );
      return rows;
    },
    async option(id: number): Promise<OptionRow | null> {
      const { rows } = await pool.query<OptionRow>(
        `${OPTION_SELECT} WHERE o.id = $1 GROUP BY o.id`,
        [id],
      );
      return rows[0] ?? null;
    },
    async questionTexts(): Promise<QuestionTextRow[]> {
      const { rows } = await pool.query<QuestionTextRow>(
        `SELECT l.question_id AS "questionId", l.language_id AS "languageId",
                lang.culture_name AS "cultureName", l.title, l.description
           FROM registration_question_localizations l JOIN languages lang ON lang.id = l.language_id
          ORDER BY l.question_id, l.language_id`,
      );
      return rows;
    },
    setQuestionTexts: (
      questionId: number,
      texts: { languageId: number; title: string; description?: string }[],
    ) => withTransaction(pool, (q) => writeQuestionTexts(q, questionId, texts)),

    saveOption: (o: OptionWrite & { id?: number }) =>
      withTransaction(pool, (q) => writeOption(q, o)),

    /** A faculty and its department list in one go; departments left out are removed. */
    saveFaculty(
      faculty: OptionWrite & { id?: number },
      departments: (OptionWrite & { id?: number })[],
    ): Promise<number | null> {
      return withTransaction(pool, async (q) => {
        const id = await writeOption(q, faculty);
        if (id === null) return null;
        const keep = departments.flatMap((d) => (d.id ? [d.id] : []));
        await q.query(
          'DELETE FROM registration_options WHERE parent_id = $1 AND NOT (id = ANY($2::int[]))',
          [id, keep],
        );
        for (const d of departments) {
          if ((await writeOption(q, { ...d, parentId: id })) === null) return null;
        }
        return id;
      });
    },

    /** Options (or their children) some learner has chosen cannot go: answers point at them. */
    async optionsInUse(ids: number[]): Promise<boolean> {
      const { rowCount } = await pool.query(
        `SELECT 1 FROM user_registration_answers a JOIN registration_options o ON o.id = a.option_id
          WHERE o.id = ANY($1::int[]) OR o.parent_id = ANY($1::int[]) LIMIT 1`,
        [ids],
      );
      return (rowCount ?? 0) > 0;
    },
    /** How many learners chose each option. */
    async optionUserCounts(ids: number[]): Promise<Map<number, number>> {
      const { rows } = await pool.query<{ id: number; n: number }>(
        `SELECT option_id AS id, count(*)::int AS n FROM user_registration_answers
          WHERE option_id = ANY($1::int[]) GROUP BY option_id`,
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    async deleteOption(questionId: number, id: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        'DELETE FROM registration_options WHERE question_id = $1 AND id = $2',
        [questionId, id],
      );
      return rowCount === 1;
    },
    async missingLanguages(ids: number[]): Promise<number[]> {
      const { rows } = await pool.query<{ id: number }>(
        'SELECT x AS id FROM unnest($1::int[]) x WHERE NOT EXISTS (SELECT 1 FROM languages l WHERE l.id = x)',
        [ids],
      );
      return rows.map((r) => r.id);
    },
  };
}
export type QuestionContentRepository = ReturnType<typeof createQuestionContentRepository>;
