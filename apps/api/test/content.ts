import { DaySchema, type Day } from '@yek/contracts/content';
import type { Pool } from 'pg';
import type { RawContent, RawFile } from '@yek/content/load';
import { normalizeReply, splitQuestion } from '../src/modules/content/question-split';

/** Helpers shared by the content tests: the tables, their fingerprints and expected counts. */

export const CONTENT_TABLES = [
  'levels',
  'skills',
  'program_sections',
  'tasks',
  'lectures',
  'task_main_questions',
  'questions',
  'question_options',
  'accepted_answers',
  'vocabulary',
  'main_question_vocabulary',
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

/** Empties the content tables of a test's own database, so a test sees only its own loads. */
export async function emptyContent(pool: Pool) {
  await pool.query(`TRUNCATE ${CONTENT_TABLES.join(', ')}, content_state RESTART IDENTITY CASCADE`);
}

export async function countRows(pool: Pool): Promise<Record<ContentTable, number>> {
  const { rows } = await pool.query<Record<ContentTable, number>>(
    `SELECT ${CONTENT_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`,
  );
  return rows[0]!;
}

/** A digest of every row of every content table, updated_at included. */
export async function snapshot(pool: Pool): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of CONTENT_TABLES) {
    const { rows } = await pool.query<{ d: string | null }>(
      `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS d FROM ${t} x`,
    );
    out[t] = rows[0]?.d ?? '';
  }
  return out;
}

/** The valid days of some raw content, one per day number, as the loader keeps them. */
export function validDays(raw: RawContent): Day[] {
  const days = new Map<number, Day>();
  for (const file of raw.days) {
    const parsed = DaySchema.safeParse(file.data);
    if (parsed.success && !days.has(parsed.data.day)) days.set(parsed.data.day, parsed.data);
  }
  return [...days.values()];
}

/** What the tables should hold after loading these days into empty tables. */
export function expectedCounts(days: Day[]): Record<ContentTable, number> {
  const parts = days.flatMap((d) => d.parts);
  const items = parts.flatMap((p) => p.questions);
  const words = parts.flatMap((p) =>
    p.kind === 'vocabulary' ? [...new Set(p.words.map((w) => w.slug))] : [],
  );
  // The accepted answers as the loader stores them (a dictation's sentence is one).
  const answers = items.flatMap((q) => [
    ...new Set(splitQuestion(q).answers.map((a) => normalizeReply(q.type, a))),
  ]);
  return {
    levels: 6,
    skills: 6,
    program_sections: 5,
    tasks: days.length,
    lectures: days.length,
    task_main_questions: parts.length,
    questions: items.length,
    question_options: items.reduce((n, q) => n + ('options' in q ? q.options.length : 0), 0),
    accepted_answers: answers.length,
    vocabulary: new Set(words).size,
    main_question_vocabulary: words.length,
  };
}

/** Raw content holding the syllabus and the given files only. */
export const only = (raw: RawContent, ...days: RawFile[]): RawContent => ({
  syllabus: raw.syllabus,
  days,
});

export function dayFile(raw: RawContent, day: number): RawFile {
  const file = raw.days.find((f) => (f.data as { day?: number } | null)?.day === day);
  if (!file) throw new Error(`no file for day ${day}`);
  return file;
}

/**
 * Records every statement sent through pool.query, and every checkout of a client (whose own
 * statements would not pass through here), until restored.
 */
export function recordQueries(pool: Pool) {
  const sent: string[] = [];
  const { query, connect } = pool;
  // pool.query checks a client out itself, synchronously: that one is not counted twice.
  let inQuery = false;
  const recordingQuery = function (this: Pool, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === 'string' ? first : String(first.text));
    inQuery = true;
    try {
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } finally {
      inQuery = false;
    }
  };
  const recordingConnect = function (this: Pool, ...args: unknown[]) {
    if (!inQuery) sent.push('(client checked out)');
    return (connect as (...a: unknown[]) => unknown).apply(this, args);
  };
  pool.query = recordingQuery as unknown as Pool['query'];
  pool.connect = recordingConnect as unknown as Pool['connect'];
  return {
    sent,
    restore: () => {
      pool.query = query;
      pool.connect = connect;
    },
  };
}
