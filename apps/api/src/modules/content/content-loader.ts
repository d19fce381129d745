import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DaySchema, SyllabusSectionSchema, type Day } from '@yek/contracts/content';
import type { Pool } from 'pg';
import { inTransaction, type Tx } from '../../db/transaction';
import { z } from 'zod';
import { type RawContent, type RawExams, readContent } from '@yek/content/load';
import { AUDIO_DIR } from '@yek/content/paths';
import { contentFilesHash } from './content-files';
import { dayRows } from './content-mapping';
import { readLoadedState, writeReference } from './content-reference';
import { writeDay } from './content-writer';
import { type ExamLoadCounts, writeExams } from './exam-loader';

/**
 * Loads content/ into the database: levels, skills and sections, then one transaction per day
 * file that changed since the last load. Invalid files are reported and skipped (the content
 * check is the gate, not the loader), and the last good version of such a day stays in place.
 * A whole load holds an advisory lock, so instances starting together load once.
 */

const CONTENT_TABLES = [
  'tasks',
  'lectures',
  'task_main_questions',
  'questions',
  'question_options',
  'accepted_answers',
  'vocabulary',
  'main_question_vocabulary',
];

/** Any fixed number distinct from the migration and seed locks. */
const CONTENT_LOCK_KEY = 7_311_044;

export interface LoadReport {
  /** True when content_state already held this content's hash: nothing was read. */
  upToDate: boolean;
  days: { loaded: number; unchanged: number; invalid: number; failed: number };
  rows: { written: number; retired: number };
  /** The exams (content/exams): bank items and level papers in place, rows written and retired. */
  exams: ExamLoadCounts | null;
  /** One line per skipped file, missing audio or failure. */
  lines: string[];
  ms: number;
}

export interface LoadOptions {
  /** The content to load; the files under content/ by default. Tests pass edited copies. */
  raw?: RawContent;
  /** The hash of the files (contentFilesHash) to record in content_state once loaded. */
  stateHash?: string;
  /**
   * Return at once when content_state already holds stateHash: another instance loaded the same
   * content while this one waited for the lock.
   */
  skipIfLoaded?: boolean;
  /** The exam files to load; those under content/exams when `raw` is not given either. */
  exams?: RawExams;
  log?: (line: string) => void;
}

const SectionsSchema = z.array(SyllabusSectionSchema).min(1);

function issuesOf(error: z.ZodError): string {
  const shown = error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}

// A day need not reach the disk before the next one starts: content_state is written last with a
// normal commit, which flushes everything before it, and a crash before that means the next start
// finds the old hash and loads again.
const loadStep = <T>(q: Tx, fn: () => Promise<T>): Promise<T> =>
  inTransaction(q, fn, { synchronousCommit: false });

export async function loadContent(pool: Pool, options: LoadOptions = {}): Promise<LoadReport> {
  const started = performance.now();
  const report: LoadReport = {
    upToDate: false,
    days: { loaded: 0, unchanged: 0, invalid: 0, failed: 0 },
    rows: { written: 0, retired: 0 },
    exams: null,
    lines: [],
    ms: 0,
  };
  const note = (line: string) => {
    report.lines.push(line);
    options.log?.(line);
  };
  const q = await pool.connect();
  try {
    await q.query('SELECT pg_advisory_lock($1)', [CONTENT_LOCK_KEY]);
    if (options.skipIfLoaded && (await storedHash(q)) === options.stateHash) {
      report.upToDate = true;
      return report;
    }
    const raw = options.raw ?? readContent();
    const sections = SectionsSchema.safeParse(
      (raw.syllabus?.data as { sections?: unknown } | null)?.sections,
    );
    if (!sections.success) note(`syllabus.yaml: sections not loaded: ${issuesOf(sections.error)}`);
    report.rows.written += await loadStep(q, () =>
      writeReference(q, sections.success ? sections.data : null),
    );
    const { sectionIds, dayHashes } = await readLoadedState(q);
    const seenDays = new Set<number>();
    for (const file of raw.days) {
      if (file.parseError) {
        report.days.invalid++;
        note(`${file.path}: skipped, not valid YAML: ${file.parseError}`);
        continue;
      }
      const parsed = DaySchema.safeParse(file.data);
      if (!parsed.success) {
        report.days.invalid++;
        note(`${file.path}: skipped, invalid: ${issuesOf(parsed.error)}`);
        continue;
      }
      const day = parsed.data;
      const sectionId = sectionIds.get(day.section);
      if (seenDays.has(day.day) || sectionId === undefined) {
        report.days.invalid++;
        note(
          `${file.path}: skipped, ${sectionId === undefined ? `section ${day.section} is not loaded` : `day ${day.day} is given twice`}`,
        );
        continue;
      }
      seenDays.add(day.day);
      for (const line of missingAudio(day)) note(`${file.path}: ${line}`);
      const rows = dayRows(day);
      if (dayHashes.get(day.day) === rows.hash) {
        report.days.unchanged++;
        continue;
      }
      try {
        const counts = await loadStep(q, () => writeDay(q, day, rows, sectionId));
        report.days.loaded++;
        report.rows.written += counts.written;
        report.rows.retired += counts.retired;
      } catch (error) {
        report.days.failed++;
        note(`${file.path}: not loaded: ${(error as Error).message}`);
      }
    }
    // A load of given day files (tests' edited copies) leaves the exams as they are.
    const exams = options.exams ?? (options.raw ? null : (raw.exams ?? null));
    if (exams)
      try {
        report.exams = await loadStep(q, () => writeExams(q, exams, note));
      } catch (error) {
        report.days.failed++;
        note(`exams: not loaded: ${(error as Error).message}`);
      }
    // Fresh statistics, so the first day served after a big load already uses the indexes.
    if (report.days.loaded > 0)
      await q.query(`ANALYZE ${CONTENT_TABLES.join(', ')}`).catch(() => undefined);
    report.ms = Math.round(performance.now() - started);
    // A day that failed to write is tried again at the next start.
    if (options.stateHash && report.days.failed === 0)
      await saveState(q, options.stateHash, report);
    return report;
  } finally {
    report.ms = Math.round(performance.now() - started);
    await q.query('SELECT pg_advisory_unlock($1)', [CONTENT_LOCK_KEY]).catch(() => undefined);
    q.release();
  }
}

/**
 * The start-up path: one query when content/ is unchanged since the last load, a load otherwise.
 * Returns null when nothing had to be loaded.
 */
export async function loadContentIfChanged(
  pool: Pool,
  options: Pick<LoadOptions, 'log'> = {},
): Promise<LoadReport | null> {
  const hash = contentFilesHash();
  const { rows } = await pool.query<{ hash: string }>(
    'SELECT hash FROM content_state WHERE id = 1',
  );
  if (rows[0]?.hash === hash) return null;
  const report = await loadContent(pool, { ...options, stateHash: hash, skipIfLoaded: true });
  return report.upToDate ? null : report;
}

async function storedHash(q: Tx): Promise<string | null> {
  const { rows } = await q.query<{ hash: string }>('SELECT hash FROM content_state WHERE id = 1');
  return rows[0]?.hash ?? null;
}

async function saveState(q: Tx, hash: string, report: LoadReport) {
  const { lines: _lines, ...figures } = report;
  await q.query(
    `INSERT INTO content_state (id, hash, loaded_at, report) VALUES (1, $1, now(), $2)
     ON CONFLICT (id) DO UPDATE SET hash = EXCLUDED.hash, loaded_at = now(), report = EXCLUDED.report`,
    [hash, JSON.stringify(figures)],
  );
}

/** The audio is served from content/audio as it is; a part pointing at no file is worth a line. */
function missingAudio(day: Day): string[] {
  return day.parts.flatMap((part) =>
    part.kind === 'listening' && part.audio && !existsSync(join(AUDIO_DIR, part.audio.file))
      ? [`${part.slug}: audio ${part.audio.file} is missing from content/audio`]
      : [],
  );
}

/** One line for logs: what a load did. */
export function summarize(report: LoadReport): string {
  const { loaded, unchanged, invalid, failed } = report.days;
  return (
    `content: ${loaded} day(s) loaded, ${unchanged} unchanged, ${invalid} skipped as invalid, ` +
    `${failed} failed; ${report.rows.written} row(s) written, ${report.rows.retired} retired` +
    (report.exams
      ? `; exams: ${report.exams.items} placement item(s), ${report.exams.forms} level paper(s)`
      : '') +
    ` in ${(report.ms / 1000).toFixed(2)} s`
  );
}
