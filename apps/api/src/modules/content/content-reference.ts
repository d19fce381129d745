import type { SyllabusSection } from '@yek/contracts/content';
import type { Tx } from '../../db/transaction';
import { LEVEL_ROWS, SKILL_ROWS } from './content-ids';
import { json } from './content-writer';

/** The loader's SQL for what every day refers to: levels, skills and the programme's sections. */

export async function writeReference(q: Tx, sections: SyllabusSection[] | null) {
  let written = 0;
  const levels = await q.query(
    `INSERT INTO levels AS t (id, code, name_tr, name_en)
     SELECT x.id, x.code, x."nameTr", x."nameEn"
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, code text, "nameTr" text, "nameEn" text)
     ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name_tr = EXCLUDED.name_tr, name_en = EXCLUDED.name_en
      WHERE (t.code, t.name_tr, t.name_en) IS DISTINCT FROM (EXCLUDED.code, EXCLUDED.name_tr, EXCLUDED.name_en)`,
    [json(LEVEL_ROWS)],
  );
  const skills = await q.query(
    `INSERT INTO skills AS t (id, slug, name_tr, name_en)
     SELECT x.id, x.slug, x."nameTr", x."nameEn"
       FROM jsonb_to_recordset($1::jsonb) AS x(id int, slug text, "nameTr" text, "nameEn" text)
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name_tr = EXCLUDED.name_tr, name_en = EXCLUDED.name_en
      WHERE (t.slug, t.name_tr, t.name_en) IS DISTINCT FROM (EXCLUDED.slug, EXCLUDED.name_tr, EXCLUDED.name_en)`,
    [json(SKILL_ROWS)],
  );
  written += (levels.rowCount ?? 0) + (skills.rowCount ?? 0);
  if (sections) {
    const rows = sections.map((s, i) => ({ ...s, orderNo: i + 1 }));
    const result = await q.query(
      `INSERT INTO program_sections AS t (slug, order_no, level_id, first_day, last_day, title_tr, title_en,
                                          exam_slug, exam_title_tr, exam_title_en)
       SELECT x.id, x."orderNo", l.id, x."firstDay", x."lastDay", x.title->>'tr', x.title->>'en',
              x.exam->>'slug', x.exam->'title'->>'tr', x.exam->'title'->>'en'
         FROM jsonb_to_recordset($1::jsonb)
              AS x(id text, "orderNo" int, level text, "firstDay" int, "lastDay" int, title jsonb, exam jsonb)
         JOIN levels l ON l.code = x.level
       ON CONFLICT (slug) DO UPDATE SET order_no = EXCLUDED.order_no, level_id = EXCLUDED.level_id,
              first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, title_tr = EXCLUDED.title_tr,
              title_en = EXCLUDED.title_en, exam_slug = EXCLUDED.exam_slug,
              exam_title_tr = EXCLUDED.exam_title_tr, exam_title_en = EXCLUDED.exam_title_en, updated_at = now()
        WHERE (t.order_no, t.level_id, t.first_day, t.last_day, t.title_tr, t.title_en, t.exam_slug,
               t.exam_title_tr, t.exam_title_en)
              IS DISTINCT FROM (EXCLUDED.order_no, EXCLUDED.level_id, EXCLUDED.first_day, EXCLUDED.last_day,
               EXCLUDED.title_tr, EXCLUDED.title_en, EXCLUDED.exam_slug, EXCLUDED.exam_title_tr,
               EXCLUDED.exam_title_en)`,
      [json(rows)],
    );
    written += result.rowCount ?? 0;
  }
  return written;
}

/** What the database already holds: section ids by slug and each day's content hash. */
export async function readLoadedState(q: Tx) {
  const sections = await q.query<{ slug: string; id: number }>(
    'SELECT slug, id FROM program_sections',
  );
  const tasks = await q.query<{ dayNo: number; hash: string }>(
    'SELECT day_no AS "dayNo", content_hash AS hash FROM tasks',
  );
  return {
    sectionIds: new Map(sections.rows.map((r) => [r.slug, r.id])),
    dayHashes: new Map(tasks.rows.map((r) => [r.dayNo, r.hash])),
  };
}
