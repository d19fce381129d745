import {
  CONTENT_SECTIONS,
  SKILLS,
  countWords,
  type Skill,
  type YekversePlace,
} from '@yek/contracts/content';
import { type BookFiles, diskBookFiles } from './books';
import { checkBooks } from './check-books';
import { checkFairness } from './check-fairness';
import { checkItemForms } from './check-item-forms';
import { checkAudio, checkKeys, checkPositions, checkVocabulary } from './check-items';
import { checkAlignment, checkCounts, checkDays, checkSyllabus, validate } from './check-structure';
import { checkMeta } from './check-meta';
import { checkDuplicates, checkReading, checkTurkish, checkWriting } from './check-text';
import { checkExams } from './check-exams';
import { type ValidScenario, checkYekverse } from './check-yekverse';
import { type ValidExams, validateExams } from './exams';
import { type CheckContext, type CheckResult, Findings, type ValidDay } from './findings';
import type { Lexicon } from './lexicon';
import type { RawContent } from './load';
import { type ValidMetaCourse, validateMeta } from './meta';

export interface RunOptions {
  lexicon: Lexicon;
  audioExists: (file: string) => boolean;
  /** Missing days and unrendered audio are reported but do not fail. */
  allowMissing: boolean;
  /** Covers, book audio and timings; the files on disk when left out. */
  bookFiles?: BookFiles;
}

export interface SkillCount {
  parts: number;
  questions: number;
}

export interface SectionStats {
  id: string;
  level: string;
  days: number;
  expected: number;
  skills: Record<Skill, SkillCount>;
  words: number;
  readingWords: number;
  rendered: number;
}

export interface CheckRun {
  results: CheckResult[];
  sections: SectionStats[];
  days: ValidDay[];
  /** The meta courses whose course.yaml passed its schema (none when the content read has none). */
  meta: ValidMetaCourse[];
  /** The exam files that passed their schema (none when the content read has no exams). */
  exams: ValidExams;
  /** Yekverse's places and the scenarios that passed their schema, when the content read has them. */
  yekverse?: { places: YekversePlace[]; scenarios: ValidScenario[] };
  /** True when every check passes (pending work counts as passing with allowMissing). */
  passed: boolean;
}

export function sectionStats(days: ValidDay[]): SectionStats[] {
  return CONTENT_SECTIONS.map((section) => {
    const own = days.filter((d) => d.day.section === section.id).map((d) => d.day);
    const skills = Object.fromEntries(SKILLS.map((s) => [s, { parts: 0, questions: 0 }])) as Record<
      Skill,
      SkillCount
    >;
    let words = 0;
    let readingWords = 0;
    let rendered = 0;
    for (const part of own.flatMap((d) => d.parts)) {
      skills[part.kind].parts++;
      skills[part.kind].questions += part.questions.length;
      if (part.kind === 'vocabulary') words += part.words.length;
      if (part.kind === 'reading') readingWords += countWords(part.passage.text);
      if (part.kind === 'listening' && part.audio) rendered++;
    }
    const expected = section.lastDay - section.firstDay + 1;
    return {
      id: section.id,
      level: section.level,
      days: own.length,
      expected,
      skills,
      words,
      readingWords,
      rendered,
    };
  });
}

/** Runs every check of CURRICULUM.md over the content read from disk (or built in a test). */
export function runChecks(raw: RawContent, options: RunOptions): CheckRun {
  const findings = new Findings();
  const { syllabus, days } = validate(raw, findings);
  const ctx: CheckContext = {
    syllabus,
    days,
    lexicon: options.lexicon,
    audioExists: options.audioExists,
  };
  checkSyllabus(syllabus, findings);
  checkDays(ctx, findings);
  checkCounts(ctx, findings);
  checkAlignment(ctx, findings);
  checkReading(ctx, findings);
  checkKeys(ctx, findings);
  checkPositions(ctx, findings);
  checkDuplicates(ctx, findings);
  checkVocabulary(ctx, findings);
  checkWriting(ctx, findings);
  checkTurkish(ctx, findings);
  checkAudio(ctx, findings);
  checkFairness(ctx, findings);
  checkItemForms(ctx, findings);
  const meta = raw.meta ? validateMeta(raw.meta, findings) : [];
  if (raw.meta) checkMeta(meta, ctx, findings);
  if (raw.books)
    checkBooks(
      raw.books,
      { lexicon: options.lexicon, files: options.bookFiles ?? diskBookFiles },
      findings,
    );
  else
    for (const id of ['books', 'book-text', 'book-covers', 'book-audio'] as const)
      findings.note(id, 'not run: no books read');
  const exams = raw.exams ? validateExams(raw.exams, findings) : { placement: [], levels: [] };
  if (raw.exams) checkExams(exams, options, findings);
  const yekverse = raw.yekverse
    ? checkYekverse(
        raw.yekverse,
        { lexicon: options.lexicon, days, audioExists: options.audioExists },
        findings,
      )
    : undefined;
  if (!raw.yekverse)
    for (const id of ['yekverse', 'yekverse-graph', 'yekverse-level', 'yekverse-audio'] as const)
      findings.note(id, 'not run: no yekverse content read');
  const results = findings.list();
  const passed = results.every(
    (r) => r.errors.length === 0 && (options.allowMissing || r.pending.length === 0),
  );
  return {
    results,
    sections: sectionStats(days),
    days,
    meta,
    exams,
    ...(yekverse ? { yekverse } : {}),
    passed,
  };
}

export function resultStatus(
  result: CheckResult,
  allowMissing: boolean,
): 'PASS' | 'FAIL' | 'PENDING' {
  if (result.errors.length > 0) return 'FAIL';
  if (result.pending.length > 0) return allowMissing ? 'PENDING' : 'FAIL';
  return 'PASS';
}
