import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MetaCourseSchema, type MetaCourse } from '@yek/contracts/content-meta';
import { readYamlFile } from '@yek/content/load';
import { META_DIR } from '@yek/content/paths';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { inTransaction, type Tx } from '../../db/transaction';

/**
 * Loads content/meta into the meta course tables (docs/decisions/0027), the way the books are
 * loaded (decision 0021): courses and tasks upserted by slug so ids stay stable for learners'
 * progress; one transaction per course; a course whose files hash the same as when last loaded
 * is not parsed again; a task or course whose file is gone is retired, not deleted. A course an
 * editor added or changed keeps its texts, level and visibility; one an editor deleted stays
 * deleted. Invalid courses are reported and skipped, and the last good version stays.
 */

/** Bump when the mapping from files to rows changes: every course is then written again. */
const META_LOADER_VERSION = 1;
/** Any fixed number distinct from the migration, seed, content and book locks. */
const META_LOCK_KEY = 7_311_049;

export interface MetaLoadReport {
  loaded: number;
  unchanged: number;
  invalid: number;
  retired: number;
  lines: string[];
  ms: number;
}

interface CourseFolder {
  slug: string;
  dir: string;
  hash: string;
}

function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
    .join('; ');
}

/** Each course folder with a hash of its YAML files, names included. */
function courseFolders(dir: string): CourseFolder[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .flatMap((slug) => {
      const courseDir = join(dir, slug);
      if (!existsSync(join(courseDir, 'course.yaml'))) return [];
      const hash = createHash('sha256').update(`meta loader ${META_LOADER_VERSION}\n`);
      for (const name of readdirSync(courseDir)
        .filter((n) => n.endsWith('.yaml'))
        .sort())
        hash.update(`${name}\n`).update(readFileSync(join(courseDir, name)));
      return [{ slug, dir: courseDir, hash: hash.digest('hex') }];
    });
}

/** course.yaml and its task files, read and checked as one course; a reason when invalid. */
function readCourse(folder: CourseFolder): MetaCourse | string {
  const head = readYamlFile(join(folder.dir, 'course.yaml'));
  if (head.parseError) return `course.yaml is not valid YAML: ${head.parseError}`;
  const tasks = [];
  for (const name of readdirSync(folder.dir)
    .filter((n) => /^task-\d+\.yaml$/.test(n))
    .sort()) {
    const file = readYamlFile(join(folder.dir, name));
    if (file.parseError) return `${name} is not valid YAML: ${file.parseError}`;
    tasks.push(file.data);
  }
  const parsed = MetaCourseSchema.safeParse({
    ...(typeof head.data === 'object' ? head.data : {}),
    tasks,
  });
  if (!parsed.success) return issuesOf(parsed.error);
  if (parsed.data.slug !== folder.slug) return `slug ${parsed.data.slug} is not the folder's name`;
  return parsed.data;
}

const loadStep = <T>(q: Tx, fn: () => Promise<T>): Promise<T> =>
  inTransaction(q, fn, { synchronousCommit: false });

export async function loadMetaCourses(
  pool: Pool,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MetaLoadReport> {
  const dir = options.dir ?? META_DIR;
  const started = performance.now();
  const report: MetaLoadReport = {
    loaded: 0,
    unchanged: 0,
    invalid: 0,
    retired: 0,
    lines: [],
    ms: 0,
  };
  const note = (line: string) => {
    report.lines.push(line);
    options.log?.(line);
  };
  const folders = courseFolders(dir);
  const q = await pool.connect();
  try {
    await q.query('SELECT pg_advisory_lock($1)', [META_LOCK_KEY]);
    const { rows: stored } = await q.query<{ slug: string; hash: string | null }>(
      'SELECT slug, content_hash AS hash FROM meta_courses WHERE slug IS NOT NULL AND retired_at IS NULL',
    );
    const hashes = new Map(stored.map((r) => [r.slug, r.hash]));
    for (const folder of folders) {
      if (hashes.get(folder.slug) === folder.hash) {
        report.unchanged++;
        continue;
      }
      const course = readCourse(folder);
      if (typeof course === 'string') {
        report.invalid++;
        note(`meta/${folder.slug}: skipped, invalid: ${course}`);
        continue;
      }
      await loadStep(q, () => writeCourse(q, course, folder.hash));
      report.loaded++;
    }
    // A loaded course whose folder is gone leaves the list, unless an editor made it theirs.
    const { rowCount } = await q.query(
      `UPDATE meta_courses SET retired_at = now()
        WHERE slug IS NOT NULL AND retired_at IS NULL AND edited_at IS NULL
          AND NOT (slug = ANY($1::text[]))`,
      [folders.map((f) => f.slug)],
    );
    report.retired = rowCount ?? 0;
    return report;
  } finally {
    report.ms = Math.round(performance.now() - started);
    await q.query('SELECT pg_advisory_unlock($1)', [META_LOCK_KEY]).catch(() => undefined);
    q.release();
  }
}

async function writeCourse(q: Tx, course: MetaCourse, hash: string) {
  // The texts, levels and visibility are written only while the course is the loader's; a course
  // an editor deleted is left as it is, tasks included.
  const { rows } = await q.query<{ id: number; deleted: boolean }>(
    `INSERT INTO meta_courses (slug, title_tr, title_en, description_tr, description_en,
            min_level, max_level, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (slug) DO UPDATE SET
            title_tr = CASE WHEN meta_courses.edited_at IS NULL THEN EXCLUDED.title_tr ELSE meta_courses.title_tr END,
            title_en = CASE WHEN meta_courses.edited_at IS NULL THEN EXCLUDED.title_en ELSE meta_courses.title_en END,
            description_tr = CASE WHEN meta_courses.edited_at IS NULL THEN EXCLUDED.description_tr ELSE meta_courses.description_tr END,
            description_en = CASE WHEN meta_courses.edited_at IS NULL THEN EXCLUDED.description_en ELSE meta_courses.description_en END,
            min_level = CASE WHEN meta_courses.edited_at IS NULL THEN EXCLUDED.min_level ELSE meta_courses.min_level END,
            max_level = CASE WHEN meta_courses.edited_at IS NULL THEN EXCLUDED.max_level ELSE meta_courses.max_level END,
            content_hash = EXCLUDED.content_hash, retired_at = NULL,
            updated_at = CASE WHEN meta_courses.edited_at IS NULL THEN now() ELSE meta_courses.updated_at END
     RETURNING id, deleted_at IS NOT NULL AS deleted`,
    [
      course.slug,
      course.title.tr,
      course.title.en,
      course.description.tr,
      course.description.en,
      course.minLevel,
      course.maxLevel,
      hash,
    ],
  );
  const { id: courseId, deleted } = rows[0]!;
  if (deleted) return;
  for (const task of course.tasks) {
    await q.query(
      `INSERT INTO meta_tasks (course_id, slug, number, title_tr, title_en, level, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (slug) DO UPDATE SET course_id = EXCLUDED.course_id, number = EXCLUDED.number,
              title_tr = EXCLUDED.title_tr, title_en = EXCLUDED.title_en, level = EXCLUDED.level,
              content = EXCLUDED.content, retired_at = NULL, updated_at = now()`,
      [
        courseId,
        task.slug,
        task.number,
        task.title.tr,
        task.title.en,
        task.level,
        JSON.stringify(task),
      ],
    );
  }
  await q.query(
    `UPDATE meta_tasks SET retired_at = now()
      WHERE course_id = $1 AND retired_at IS NULL AND NOT (slug = ANY($2::text[]))`,
    [courseId, course.tasks.map((t) => t.slug)],
  );
}

/** One line for logs: what a load did. */
export function summarizeMeta(r: MetaLoadReport): string {
  return (
    `meta courses: ${r.loaded} loaded, ${r.unchanged} unchanged, ${r.invalid} skipped as invalid, ` +
    `${r.retired} retired in ${(r.ms / 1000).toFixed(2)} s`
  );
}
