import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LevelExamSchema, PlacementFileSchema, levelId } from '@yek/contracts/content';
import type { RawExams } from '@yek/content/load';
import { AUDIO_DIR } from '@yek/content/paths';
import type { Tx } from '../../db/transaction';
import { levelExamRows, placementRows } from './exam-mapping';

/**
 * Loads content/exams into the exam tables (placement_items, level_exam_forms), by slug, in the
 * way the day loader works (decision 0007): a row is rewritten only when its hash changed, a
 * removed item or paper is retired, never deleted, because learners' answers point at it. A
 * listening item whose audio is not rendered yet stays out of the bank: nobody could answer it.
 */

export interface ExamLoadCounts {
  items: number;
  forms: number;
  written: number;
  retired: number;
}

const hasAudio = (file: string | null) => !!file && existsSync(join(AUDIO_DIR, file));

export async function writeExams(
  q: Tx,
  raw: RawExams,
  note: (line: string) => void,
): Promise<ExamLoadCounts> {
  const counts: ExamLoadCounts = { items: 0, forms: 0, written: 0, retired: 0 };
  const itemSlugs: string[] = [];
  for (const file of raw.placement) {
    const parsed = PlacementFileSchema.safeParse(file.data);
    if (file.parseError || !parsed.success) {
      note(`${file.path}: skipped, ${file.parseError ?? parsed.error?.issues[0]?.message}`);
      continue;
    }
    for (const item of parsed.data.items) {
      const rows = placementRows(item);
      if (item.skill === 'listening' && !hasAudio(rows.payload.audioFile)) {
        note(`${file.path}: ${item.id} left out of the bank: its audio is not rendered`);
        continue;
      }
      itemSlugs.push(item.id);
      counts.items++;
      const { rowCount } = await q.query(
        `INSERT INTO placement_items (slug, level_id, skill, type, difficulty, payload, key, hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (slug) DO UPDATE SET level_id = EXCLUDED.level_id, skill = EXCLUDED.skill,
           type = EXCLUDED.type, difficulty = EXCLUDED.difficulty, payload = EXCLUDED.payload,
           key = EXCLUDED.key, hash = EXCLUDED.hash, retired_at = NULL, updated_at = now()
         WHERE placement_items.hash IS DISTINCT FROM EXCLUDED.hash
            OR placement_items.retired_at IS NOT NULL`,
        [
          item.id,
          levelId(item.level),
          item.skill,
          item.type,
          item.difficulty,
          JSON.stringify(rows.payload),
          JSON.stringify(rows.key),
          rows.hash,
        ],
      );
      counts.written += rowCount ?? 0;
    }
  }
  const retiredItems = await q.query(
    `UPDATE placement_items SET retired_at = now() WHERE retired_at IS NULL AND NOT (slug = ANY($1))`,
    [itemSlugs],
  );
  counts.retired += retiredItems.rowCount ?? 0;

  const formSlugs: string[] = [];
  for (const file of raw.levels) {
    const parsed = LevelExamSchema.safeParse(file.data);
    if (file.parseError || !parsed.success) {
      note(`${file.path}: skipped, ${file.parseError ?? parsed.error?.issues[0]?.message}`);
      continue;
    }
    const exam = parsed.data;
    const rows = levelExamRows(exam);
    for (const r of rows.paper.listening.recordings)
      if (!hasAudio(r.audioFile)) note(`${file.path}: ${r.slug}: audio is not rendered`);
    formSlugs.push(exam.slug);
    counts.forms++;
    const { rowCount } = await q.query(
      `INSERT INTO level_exam_forms (slug, level_id, form, time_limit_minutes, pass_mark, paper, keys, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (slug) DO UPDATE SET level_id = EXCLUDED.level_id, form = EXCLUDED.form,
         time_limit_minutes = EXCLUDED.time_limit_minutes, pass_mark = EXCLUDED.pass_mark,
         paper = EXCLUDED.paper, keys = EXCLUDED.keys, hash = EXCLUDED.hash, retired_at = NULL,
         updated_at = now()
       WHERE level_exam_forms.hash IS DISTINCT FROM EXCLUDED.hash
          OR level_exam_forms.retired_at IS NOT NULL`,
      [
        exam.slug,
        exam.levelId,
        exam.form,
        exam.timeLimitMinutes,
        exam.passMark,
        JSON.stringify({ title: exam.title, ...rows.paper }),
        JSON.stringify(rows.keys),
        rows.hash,
      ],
    );
    counts.written += rowCount ?? 0;
  }
  const retiredForms = await q.query(
    `UPDATE level_exam_forms SET retired_at = now() WHERE retired_at IS NULL AND NOT (slug = ANY($1))`,
    [formSlugs],
  );
  counts.retired += retiredForms.rowCount ?? 0;
  return counts;
}
