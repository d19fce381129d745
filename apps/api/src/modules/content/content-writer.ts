import type { Day } from '@yek/contracts/content';
import type { Tx } from '../../db/transaction';
import type { DayRows } from './content-mapping';

/**
 * The loader's SQL. Every upsert is keyed by a slug (options by their position under the question)
 * and only rewrites a row whose values differ, so updated_at shows what a load really changed.
 * Rows pass as one JSON array per statement, which keeps a day at a fixed dozen round trips.
 * Only content tables are written here.
 */

export interface WriteCounts {
  written: number;
  retired: number;
}

export const json = (rows: unknown) => JSON.stringify(rows);

/** Writes one day; the caller holds the transaction. */
export async function writeDay(
  q: Tx,
  day: Day,
  rows: DayRows,
  sectionId: number,
): Promise<WriteCounts> {
  let written = 0;
  let retired = 0;
  const run = async (text: string, values: unknown[], kind: 'written' | 'retired' = 'written') => {
    const { rowCount } = await q.query(text, values);
    if (kind === 'written') written += rowCount ?? 0;
    else retired += rowCount ?? 0;
  };

  const task = await q.query<{ id: number }>(
    `INSERT INTO tasks (slug, day_no, section_id, level_id, kind, title_tr, title_en, content_hash)
     VALUES ($1, $2, $3, (SELECT id FROM levels WHERE code = $4), $5, $6, $7, $8)
     ON CONFLICT (slug) DO UPDATE SET day_no = EXCLUDED.day_no, section_id = EXCLUDED.section_id,
            level_id = EXCLUDED.level_id, kind = EXCLUDED.kind, title_tr = EXCLUDED.title_tr,
            title_en = EXCLUDED.title_en, content_hash = EXCLUDED.content_hash, updated_at = now()
     RETURNING id`,
    [day.slug, day.day, sectionId, day.level, day.kind, day.title.tr, day.title.en, rows.hash],
  );
  written += 1;
  const taskId = task.rows[0]!.id;
  const { lecture } = day;
  await run(
    `INSERT INTO lectures AS t (slug, task_id, point_tr, point_en, explanation, examples, mistakes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (slug) DO UPDATE SET task_id = EXCLUDED.task_id, point_tr = EXCLUDED.point_tr,
            point_en = EXCLUDED.point_en, explanation = EXCLUDED.explanation,
            examples = EXCLUDED.examples, mistakes = EXCLUDED.mistakes, updated_at = now()
      WHERE (t.task_id, t.point_tr, t.point_en, t.explanation, t.examples, t.mistakes)
            IS DISTINCT FROM (EXCLUDED.task_id, EXCLUDED.point_tr, EXCLUDED.point_en,
            EXCLUDED.explanation, EXCLUDED.examples, EXCLUDED.mistakes)`,
    [
      lecture.slug,
      taskId,
      lecture.point.tr,
      lecture.point.en,
      lecture.explanation,
      json(lecture.examples),
      json(lecture.mistakes),
    ],
  );

  await run(
    `INSERT INTO task_main_questions AS t (slug, task_id, order_no, skill_id, kind, instructions_tr,
                                           instructions_en, body, reveal)
     SELECT x.slug, $1, x."orderNo", s.id, x.kind, x."instructionsTr", x."instructionsEn", x.body, x.reveal
       FROM jsonb_to_recordset($2::jsonb) AS x(slug text, "orderNo" int, kind text, "instructionsTr" text,
            "instructionsEn" text, body jsonb, reveal jsonb)
       JOIN skills s ON s.slug = x.kind
      ORDER BY x."orderNo"
     ON CONFLICT (slug) DO UPDATE SET task_id = EXCLUDED.task_id, order_no = EXCLUDED.order_no,
            skill_id = EXCLUDED.skill_id, kind = EXCLUDED.kind, instructions_tr = EXCLUDED.instructions_tr,
            instructions_en = EXCLUDED.instructions_en, body = EXCLUDED.body, reveal = EXCLUDED.reveal,
            retired_at = NULL, updated_at = now()
      WHERE (t.task_id, t.order_no, t.skill_id, t.kind, t.instructions_tr, t.instructions_en, t.body,
             t.reveal, t.retired_at)
            IS DISTINCT FROM (EXCLUDED.task_id, EXCLUDED.order_no, EXCLUDED.skill_id, EXCLUDED.kind,
             EXCLUDED.instructions_tr, EXCLUDED.instructions_en, EXCLUDED.body, EXCLUDED.reveal, NULL)`,
    [taskId, json(rows.mainQuestions)],
  );
  await run(
    `UPDATE task_main_questions SET retired_at = now(), updated_at = now()
      WHERE task_id = $1 AND retired_at IS NULL AND slug <> ALL($2::text[])`,
    [taskId, rows.mainQuestions.map((m) => m.slug)],
    'retired',
  );

  await run(
    `INSERT INTO questions AS t (slug, main_question_id, order_no, type, payload, solution, explanation)
     SELECT x.slug, m.id, x."orderNo", x.type, x.payload, x.solution, x.explanation
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, "mainQuestionSlug" text, "orderNo" int,
            type text, payload jsonb, solution jsonb, explanation text)
       JOIN task_main_questions m ON m.slug = x."mainQuestionSlug"
      ORDER BY m.order_no, x."orderNo"
     ON CONFLICT (slug) DO UPDATE SET main_question_id = EXCLUDED.main_question_id,
            order_no = EXCLUDED.order_no, type = EXCLUDED.type, payload = EXCLUDED.payload,
            solution = EXCLUDED.solution, explanation = EXCLUDED.explanation, retired_at = NULL,
            updated_at = now()
      WHERE (t.main_question_id, t.order_no, t.type, t.payload, t.solution, t.explanation, t.retired_at)
            IS DISTINCT FROM (EXCLUDED.main_question_id, EXCLUDED.order_no, EXCLUDED.type,
             EXCLUDED.payload, EXCLUDED.solution, EXCLUDED.explanation, NULL)`,
    [json(rows.questions)],
  );
  await run(
    `UPDATE questions q SET retired_at = now(), updated_at = now()
       FROM task_main_questions m
      WHERE q.main_question_id = m.id AND m.task_id = $1 AND q.retired_at IS NULL
        AND q.slug <> ALL($2::text[])`,
    [taskId, rows.questions.map((x) => x.slug)],
    'retired',
  );

  await run(
    `INSERT INTO question_options AS t (question_id, order_no, text, is_correct)
     SELECT q.id, x."orderNo", x.text, x."isCorrect"
       FROM jsonb_to_recordset($1::jsonb) AS x("questionSlug" text, "orderNo" int, text text, "isCorrect" boolean)
       JOIN questions q ON q.slug = x."questionSlug"
      ORDER BY q.id, x."orderNo"
     ON CONFLICT (question_id, order_no) DO UPDATE SET text = EXCLUDED.text,
            is_correct = EXCLUDED.is_correct, retired_at = NULL, updated_at = now()
      WHERE (t.text, t.is_correct, t.retired_at) IS DISTINCT FROM (EXCLUDED.text, EXCLUDED.is_correct, NULL)`,
    [json(rows.options)],
  );
  await run(
    `UPDATE question_options o SET retired_at = now(), updated_at = now()
       FROM questions q JOIN task_main_questions m ON m.id = q.main_question_id
      WHERE o.question_id = q.id AND m.task_id = $1 AND o.retired_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS x("questionSlug" text, "orderNo" int)
                         WHERE x."questionSlug" = q.slug AND x."orderNo" = o.order_no)`,
    [taskId, json(rows.options)],
    'retired',
  );

  // Accepted answers are keys only (a learner's answer keeps its own text), so stale ones go.
  await run(
    `DELETE FROM accepted_answers a USING questions q, task_main_questions m
      WHERE a.question_id = q.id AND q.main_question_id = m.id AND m.task_id = $1
        AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS x("questionSlug" text, normalized text)
                         WHERE x."questionSlug" = q.slug AND x.normalized = a.normalized)`,
    [taskId, json(rows.answers)],
  );
  await run(
    `INSERT INTO accepted_answers AS t (question_id, order_no, answer, normalized)
     SELECT q.id, x."orderNo", x.answer, x.normalized
       FROM jsonb_to_recordset($1::jsonb) AS x("questionSlug" text, "orderNo" int, answer text, normalized text)
       JOIN questions q ON q.slug = x."questionSlug"
      ORDER BY q.id, x."orderNo"
     ON CONFLICT (question_id, normalized) DO UPDATE SET order_no = EXCLUDED.order_no,
            answer = EXCLUDED.answer, updated_at = now()
      WHERE (t.order_no, t.answer) IS DISTINCT FROM (EXCLUDED.order_no, EXCLUDED.answer)`,
    [json(rows.answers)],
  );

  await run(
    `INSERT INTO vocabulary AS t (slug, headword, pos, level_id, ipa, meaning_tr, example_en, example_tr)
     SELECT x.slug, x.headword, x.pos, l.id, x.ipa, x."meaningTr", x."exampleEn", x."exampleTr"
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, headword text, pos text, level text, ipa text,
            "meaningTr" text, "exampleEn" text, "exampleTr" text, "orderNo" int)
       JOIN levels l ON l.code = x.level
      ORDER BY x."orderNo"
     ON CONFLICT (slug) DO UPDATE SET headword = EXCLUDED.headword, pos = EXCLUDED.pos,
            level_id = EXCLUDED.level_id, ipa = EXCLUDED.ipa, meaning_tr = EXCLUDED.meaning_tr,
            example_en = EXCLUDED.example_en, example_tr = EXCLUDED.example_tr, updated_at = now()
      WHERE (t.headword, t.pos, t.level_id, t.ipa, t.meaning_tr, t.example_en, t.example_tr)
            IS DISTINCT FROM (EXCLUDED.headword, EXCLUDED.pos, EXCLUDED.level_id, EXCLUDED.ipa,
             EXCLUDED.meaning_tr, EXCLUDED.example_en, EXCLUDED.example_tr)`,
    [json(rows.words)],
  );
  // A link says which part teaches a word; dictionary entries will point at the word itself.
  await run(
    `DELETE FROM main_question_vocabulary l USING task_main_questions m, vocabulary v
      WHERE l.main_question_id = m.id AND m.task_id = $1 AND l.vocabulary_id = v.id
        AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS x(slug text, "mainQuestionSlug" text)
                         WHERE x.slug = v.slug AND x."mainQuestionSlug" = m.slug)`,
    [taskId, json(rows.words)],
  );
  await run(
    `INSERT INTO main_question_vocabulary AS t (main_question_id, vocabulary_id, order_no)
     SELECT m.id, v.id, x."orderNo"
       FROM jsonb_to_recordset($1::jsonb) AS x(slug text, "mainQuestionSlug" text, "orderNo" int)
       JOIN task_main_questions m ON m.slug = x."mainQuestionSlug"
       JOIN vocabulary v ON v.slug = x.slug
     ON CONFLICT (main_question_id, vocabulary_id) DO UPDATE SET order_no = EXCLUDED.order_no
      WHERE t.order_no <> EXCLUDED.order_no`,
    [json(rows.words)],
  );
  return { written, retired };
}
