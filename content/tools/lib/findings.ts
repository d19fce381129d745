import type { Day, Syllabus } from '@yek/contracts/content';
import type { Lexicon } from './lexicon';

/** The checks of CURRICULUM.md ("Checks the project runs on its content"), in report order. */
export const CHECKS = [
  { id: 'schema', title: 'Schema validity' },
  { id: 'syllabus', title: 'Syllabus: 365 days, sections and exams, weekly skills, profile order' },
  { id: 'days', title: 'Every day 1–365 present' },
  { id: 'counts', title: 'Counts per section, day and part' },
  { id: 'alignment', title: 'Days follow the syllabus' },
  { id: 'reading', title: 'Reading length and level coverage' },
  { id: 'keys', title: 'Every question has a valid key' },
  { id: 'positions', title: 'Correct-option positions balanced' },
  { id: 'duplicates', title: 'No two days share a passage, script or prompt' },
  { id: 'vocabulary', title: 'Vocabulary: listed levels, examples, taught once' },
  { id: 'writing', title: 'Writing: word bounds by level, model answers meet their criteria' },
  { id: 'turkish', title: 'Every Turkish field filled, in Turkish' },
  { id: 'audio', title: 'Listening audio present, duration recorded' },
  {
    id: 'audio-pace',
    title: "Audio: words a minute in each level's band, listening time by level",
  },
  {
    id: 'giveaways',
    title: 'Keys that give themselves away: uniquely longest option, copied from the text',
  },
  { id: 'distractors', title: 'Vocabulary distractors of the same part of speech as the key' },
  { id: 'typed-review', title: 'Typed items: every defensible answer listed and reviewed' },
  {
    id: 'item-forms',
    title: 'Ordering and dictation: one defensible order, sentences at the level, counts by level',
  },
  { id: 'variety', title: 'Variety: item sequences, openings, item types, harder texts by level' },
  {
    id: 'meta-schema',
    title: 'Meta courses: schema, file names, ten or more tasks numbered in order, levels in range',
  },
  { id: 'meta-reading', title: 'Meta courses: reading length and level coverage by task level' },
  { id: 'meta-keys', title: 'Meta courses: every question has a valid key' },
  { id: 'meta-positions', title: 'Meta courses: correct-option positions balanced per course' },
  {
    id: 'meta-duplicates',
    title: 'Meta courses: no passage, script or prompt repeats a day or another task',
  },
  {
    id: 'meta-vocabulary',
    title: 'Meta courses: listed levels, examples, each word taught once per course',
  },
  {
    id: 'meta-writing',
    title: 'Meta courses: writing bounds by level, model answers meet criteria',
  },
  { id: 'meta-turkish', title: 'Meta courses: every Turkish field filled, in Turkish' },
  { id: 'meta-audio', title: 'Meta courses: listening audio present, duration recorded' },
  { id: 'books', title: 'Library: book schema, slugs, genres, Turkish, mix of types' },
  { id: 'book-text', title: 'Library: chapters and words by level, level coverage' },
  { id: 'book-covers', title: 'Library: every book has its generated cover' },
  { id: 'book-audio', title: 'Library: audio books rendered, word timings match the text' },
  { id: 'exam-schema', title: 'Exams: schema validity, file names, unique ids' },
  {
    id: 'exam-counts',
    title: 'Exams: placement items per level and skill, both forms of every level',
  },
  {
    id: 'exam-difficulty',
    title: 'Exams: placement difficulties follow the level priors and type offsets',
  },
  {
    id: 'exam-keys',
    title: 'Exams: every item has one valid key, typed answers list their variants',
  },
  { id: 'exam-positions', title: 'Exams: correct-option positions balanced' },
  { id: 'exam-duplicates', title: 'Exams: no stem, passage, script or prompt used twice' },
  { id: 'exam-reading', title: 'Exams: passage length and level coverage' },
  {
    id: 'exam-writing',
    title: 'Exams: writing bounds by level, model answers meet their criteria',
  },
  { id: 'exam-turkish', title: 'Exams: every Turkish field filled, in Turkish' },
  { id: 'exam-audio', title: 'Exams: listening audio present, duration recorded' },
  {
    id: 'yekverse',
    title: 'Yekverse: places and scenarios valid, Turkish, counts by place and level',
  },
  {
    id: 'yekverse-graph',
    title: 'Yekverse: every node reachable, every branch ends, wrong replies get help',
  },
  {
    id: 'yekverse-level',
    title: "Yekverse: lines at the scenario's level, practised words used and known",
  },
  {
    id: 'yekverse-audio',
    title: "Yekverse: every line rendered in its character's voice, file present",
  },
] as const;
export type CheckId = (typeof CHECKS)[number]['id'];

export interface Issue {
  where: string;
  message: string;
}

export interface CheckResult {
  id: CheckId;
  title: string;
  /** Failures. */
  errors: Issue[];
  /** Work not done yet (missing days, unrendered audio): failures unless --allow-missing. */
  pending: Issue[];
  /** Figures worth reading that never fail the check. */
  notes: string[];
  /** Per-item figures, printed with --verbose. */
  details: string[];
}

/** Collects what every check finds. */
export class Findings {
  readonly results: Map<CheckId, CheckResult> = new Map(
    CHECKS.map((c) => [
      c.id,
      { id: c.id, title: c.title, errors: [], pending: [], notes: [], details: [] },
    ]),
  );

  private get(id: CheckId): CheckResult {
    const result = this.results.get(id);
    if (!result) throw new Error(`unknown check ${id}`);
    return result;
  }

  error(id: CheckId, where: string, message: string): void {
    this.get(id).errors.push({ where, message });
  }

  pending(id: CheckId, where: string, message: string): void {
    this.get(id).pending.push({ where, message });
  }

  note(id: CheckId, text: string): void {
    this.get(id).notes.push(text);
  }

  detail(id: CheckId, text: string): void {
    this.get(id).details.push(text);
  }

  list(): CheckResult[] {
    return [...this.results.values()];
  }
}

/** A day file that passed the schema. */
export interface ValidDay {
  path: string;
  day: Day;
}

export interface CheckContext {
  syllabus: Syllabus | undefined;
  days: ValidDay[];
  lexicon: Lexicon;
  /** Whether content/audio holds the file. */
  audioExists: (file: string) => boolean;
}

/** `day-001 reading q03`-style location for a report line. */
export function where(day: Day, ...rest: (string | number)[]): string {
  return [day.slug, ...rest].join(' ');
}
