import {
  americanVocabulary,
  britishSpelling,
  spellingChanges,
  type VocabularyFlag,
} from './british';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { RawBooks, RawContent, RawFile } from './load';
import { CONTENT_DIR } from './paths';

/**
 * British English in the curriculum (docs/decisions/0039): which fields of a content file are
 * English, and the check that fails on an American spelling there and lists American words.
 */

/**
 * Fields that are never English prose: keys, file names, levels, pen names, Turkish, patterns.
 * A passage's `names` are: they follow the text (Mom, Harbor City → Mum, Harbour City).
 */
const NOT_ENGLISH = new Set([
  'slug',
  'id',
  'file',
  'timings',
  'kind',
  'type',
  'level',
  'section',
  'pos',
  'ipa',
  'speaker',
  'name',
  'voice',
  'genre',
  'author',
  'publishType',
  'isbn',
  'pattern',
  'grammarRefs',
  'rotating',
  'profileLevel',
  'form',
  'skill',
  'course',
  'minLevel',
  'maxLevel',
  'tr',
  'meaning',
  'explanation',
  'audio',
  'next',
  'place',
]);

/**
 * Fields that hold English or Turkish (a word-order item's Turkish cue, a Turkish option of a
 * translation item, the Turkish side of a matching pair): read as English unless they read as
 * Turkish.
 */
const MIXED = new Set([
  'prompt',
  'hint',
  'options',
  'left',
  'right',
  'stem',
  'answers',
  'accepted',
  'words',
]);

const TURKISH_WORD =
  /^(ve|bir|bu|şu|ile|icin|ama|gibi|daha|etmek|olmak|yapmak|etti|oldu|var|yok|ne|mi|mu|da|de|ki|en|ya|saat|kitap|ev|okul)$/i;
const ENGLISH_WORD =
  /^(the|a|an|is|are|am|was|were|be|has|have|had|and|or|of|to|in|on|at|with|for|my|your|his|her|our|their|it|this|that|i|you|he|she|we|they|not|do|does|did|can|will)$/i;

/**
 * More words that read as Turkish (Turkish letters outside a capitalised name inside the text, or
 * common Turkish words) than English function words: `Ayşe has a favorite color` is English.
 */
export function looksTurkish(text: string): boolean {
  let turkish = 0;
  let english = 0;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const word = m[0];
    if (ENGLISH_WORD.test(word)) english++;
    else if (/^\p{Lu}/u.test(word) && m.index > 0)
      continue; // a name such as Ayşe inside English
    else if (/[çğıöşüÇĞİÖŞÜ]/.test(word) || TURKISH_WORD.test(word)) turkish++;
  }
  return turkish > 0 && turkish >= english;
}

export interface EnglishField {
  /** `parts[1].words[0].headword`. */
  path: string;
  /** The path as keys and indices, for an editor of the YAML document. */
  keys: (string | number)[];
  value: string;
  /** A Turkish field (`tr`, `explanation`, `meaning`), converted only where it quotes English. */
  turkish: boolean;
}

/** The key a value sits under, and the key of the list or map above it. */
function lastKeys(path: (string | number)[]): { key: string; parent: string } {
  const keys = path.filter((p): p is string => typeof p === 'string');
  return { key: keys.at(-1) ?? '', parent: keys.at(-2) ?? '' };
}

const TURKISH_FIELDS = new Set(['tr', 'explanation', 'meaning', 'goal', 'feedback']);

/**
 * Whether the string at `path` is English text the spelling rules apply to. `siblings`: the
 * other strings of the same list or side (a question's options, the right sides of its pairs);
 * when one of them reads as Turkish, all of them are Turkish (`program` beside `takvim`).
 */
export function isEnglishField(
  path: (string | number)[],
  value: string,
  siblings: string[] = [value],
): boolean {
  const { key, parent } = lastKeys(path);
  if (key === 'en') return true;
  if (NOT_ENGLISH.has(key) || parent === 'audio') return false;
  if (MIXED.has(key) || (key === 'text' && parent === 'options'))
    return !siblings.some((s) => looksTurkish(s));
  return true;
}

/** Strings of the same list, or of the same side of a question's pairs or options. */
function siblingsOf(container: unknown, path: (string | number)[]): string[] | undefined {
  const { key } = lastKeys(path);
  if (!Array.isArray(container)) return undefined;
  if (container.every((v) => typeof v === 'string')) return container as string[];
  if (key === 'text' || key === 'left' || key === 'right')
    return container
      .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined))
      .filter((v): v is string => typeof v === 'string');
  return undefined;
}

/** Every English string of a parsed content file, and every Turkish one, with its path. */
export function englishFields(data: unknown): EnglishField[] {
  const out: EnglishField[] = [];
  const visit = (value: unknown, path: (string | number)[], list: unknown) => {
    if (typeof value === 'string') {
      const { key } = lastKeys(path);
      const turkish = TURKISH_FIELDS.has(key);
      if (turkish || isEnglishField(path, value, siblingsOf(list, path)))
        out.push({ path: formatPath(path), keys: path, value, turkish });
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i], value));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value))
        visit(v, [...path, k], list && typeof path.at(-1) === 'number' ? list : undefined);
  };
  visit(data, [], undefined);
  return out;
}

export function valueAt(data: unknown, keys: (string | number)[]): unknown {
  let at = data as Record<string | number, unknown> | undefined;
  for (const k of keys) at = at?.[k] as Record<string | number, unknown> | undefined;
  return at;
}

export function formatPath(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** The level a file's findings are counted under: its section or level, else its folder. */
export function levelOfFile(file: RawFile): string {
  const data = file.data as Record<string, unknown> | null;
  const level = data && typeof data.level === 'string' ? data.level : undefined;
  if (level) return level;
  if (file.path.startsWith('exams/levels/'))
    return /-(a1|a2|b1|b2|c1|c2)/i.exec(file.path)?.[1]?.toUpperCase() ?? 'exams';
  const top = file.path.split('/')[0] ?? '';
  return top.replace(/\.yaml$/, '');
}

/**
 * A list of accepted typed answers (a gap fill's or error correction's `answers`, an exam item's
 * `accepted`, a dictation's other written forms): a learner may type either spelling, so the
 * American form stays accepted after its British form (a dictation's sentence comes first). A word-order item's `answers` are not: they use exactly the words shown.
 */
export function isTypedAnswerList(keys: (string | number)[], owner: unknown): boolean {
  const key = keys.at(-1);
  if (key === 'accepted') return true;
  return (
    key === 'answers' &&
    !!owner &&
    typeof owner === 'object' &&
    !('words' in (owner as Record<string, unknown>))
  );
}

/** The paths (`parts[0].questions[3].answers`) of every typed answer list in a file's data. */
export function typedAnswerLists(data: unknown): Map<string, (string | number)[]> {
  const out = new Map<string, (string | number)[]>();
  const visit = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        if (
          Array.isArray(v) &&
          v.every((x) => typeof x === 'string') &&
          isTypedAnswerList([...path, k], value)
        )
          out.set(formatPath([...path, k]), [...path, k]);
        else visit(v, [...path, k]);
      }
  };
  visit(data, []);
  return out;
}

export interface BritishFinding {
  file: string;
  level: string;
  path: string;
  /** The American form as written. */
  found: string;
  british: string;
}

export interface BritishReport {
  /** American spellings of the map in English fields: failures. */
  spelling: BritishFinding[];
  /** American words flagged for a writer and not yet reviewed: warnings. */
  vocabulary: BritishFinding[];
  /** American words a writer reviewed and kept (british-reviewed.yaml), with the reason. */
  reviewed: (BritishFinding & { reason: string })[];
  /** Entries of british-reviewed.yaml that match no American word any more: warnings. */
  stale: ReviewedUse[];
  /** Entries of british-reviewed.yaml without a file, path, word or reason: failures. */
  invalid: string[];
  fields: number;
}

/**
 * An American word kept on purpose (content/british-reviewed.yaml): the file and field it is in,
 * the word as the check lists it, and why it stays (a recorded listening script, the verb
 * *store*, a taught headword whose British word is taught on another day).
 */
export interface ReviewedUse {
  file: string;
  path: string;
  word: string;
  reason: string;
}

export const REVIEWED_FILE = join(CONTENT_DIR, 'british-reviewed.yaml');

/** The reviewed uses of a british-reviewed.yaml text, and the entries that lack a field. */
export function parseReviewed(text: string): { uses: ReviewedUse[]; invalid: string[] } {
  const data = (parse(text) ?? []) as unknown;
  const uses: ReviewedUse[] = [];
  const invalid: string[] = [];
  if (!Array.isArray(data)) return { uses, invalid: ['the file is not a list'] };
  data.forEach((entry, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const missing = (['file', 'path', 'word', 'reason'] as const).filter(
      (k) => typeof e[k] !== 'string' || !(e[k] as string).trim(),
    );
    if (missing.length) invalid.push(`entry ${i + 1}: no ${missing.join(', ')}`);
    else uses.push(e as unknown as ReviewedUse);
  });
  return { uses, invalid };
}

export function readReviewed(file = REVIEWED_FILE): { uses: ReviewedUse[]; invalid: string[] } {
  return existsSync(file) ? parseReviewed(readFileSync(file, 'utf8')) : { uses: [], invalid: [] };
}

/**
 * Moves the American words a reviewed use names (same file, field and word, any case) from the
 * warnings to `reviewed`; one entry covers every time the word is in that field. Entries that
 * match nothing are listed as stale, so the list says only what is in the content.
 */
export function applyReviewed(
  report: BritishReport,
  uses: ReviewedUse[],
  invalid: string[] = [],
): BritishReport {
  const key = (file: string, path: string, word: string) =>
    `${file}\u0000${path}\u0000${word.toLowerCase()}`;
  const byKey = new Map(uses.map((u) => [key(u.file, u.path, u.word), u]));
  const used = new Set<string>();
  const vocabulary: BritishFinding[] = [];
  const reviewed = [...report.reviewed];
  for (const f of report.vocabulary) {
    const k = key(f.file, f.path, f.found);
    const use = byKey.get(k);
    if (use) {
      used.add(k);
      reviewed.push({ ...f, reason: use.reason });
    } else vocabulary.push(f);
  }
  const stale = uses.filter((u) => !used.has(key(u.file, u.path, u.word)));
  return { ...report, vocabulary, reviewed, stale, invalid: [...report.invalid, ...invalid] };
}

/** Every file the check and the rewrite read: syllabus, days, meta, exams, books, yekverse. */
export function contentFiles(raw: RawContent, books?: RawBooks): RawFile[] {
  return [
    ...(raw.syllabus ? [raw.syllabus] : []),
    ...raw.days,
    ...(raw.meta ?? []).flatMap((m) => [...(m.course ? [m.course] : []), ...m.tasks]),
    ...(raw.exams ? [...raw.exams.placement, ...raw.exams.levels] : []),
    ...(books ? [...(books.genres ? [books.genres] : []), ...books.books] : []),
    ...(raw.yekverse
      ? [...(raw.yekverse.places ? [raw.yekverse.places] : []), ...raw.yekverse.scenarios]
      : []),
  ];
}

export function checkBritish(files: RawFile[]): BritishReport {
  const report: BritishReport = {
    spelling: [],
    vocabulary: [],
    reviewed: [],
    stale: [],
    invalid: [],
    fields: 0,
  };
  for (const file of files) {
    if (!file.data) continue;
    const level = levelOfFile(file);
    const typed = typedAnswerLists(file.data);
    for (const field of englishFields(file.data)) {
      report.fields++;
      // An accepted American answer is fine where its British form is accepted before it.
      const list = typed.get(field.path.replace(/\[\d+\]$/, ''));
      if (list) {
        const answers = valueAt(file.data, list) as string[];
        const at = field.keys.at(-1) as number;
        // A dictation's sentence is accepted before its other written forms.
        const owner = valueAt(file.data, list.slice(0, -1)) as { sentence?: unknown };
        const before = [
          ...(typeof owner?.sentence === 'string' ? [owner.sentence] : []),
          ...answers.slice(0, at),
        ];
        if (before.includes(britishSpelling(field.value))) continue;
      }
      for (const c of spellingChanges(field.value, field.turkish))
        report.spelling.push({
          file: file.path,
          level,
          path: field.path,
          found: c.from,
          british: c.to,
        });
      if (!field.turkish)
        for (const f of americanVocabulary(field.value) as VocabularyFlag[])
          report.vocabulary.push({
            file: file.path,
            level,
            path: field.path,
            found: f.found,
            british: f.british,
          });
    }
  }
  return report;
}

/** Counts by level (`A1 12, A2 3`). */
export function countByLevel(findings: BritishFinding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.level, (counts.get(f.level) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([level, n]) => `${level} ${n}`)
    .join(', ');
}

/** The report's lines: a failure for each American spelling, a warning for each American word. */
export function formatBritish(report: BritishReport, verbose: boolean): string[] {
  const status = report.spelling.length || report.invalid.length ? 'FAIL' : 'PASS';
  const reasons = new Map<string, number>();
  for (const r of report.reviewed) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
  const out = [
    `  ${status.padEnd(8)} ${'british'.padEnd(11)} British spelling in English fields; American words listed`,
    `             ${report.fields} English fields read; American spellings: ${report.spelling.length}${report.spelling.length ? ` (${countByLevel(report.spelling)})` : ''}`,
    `             American words to review (warnings): ${report.vocabulary.length}${report.vocabulary.length ? ` (${countByLevel(report.vocabulary)})` : ''}`,
    `             American words reviewed and kept (british-reviewed.yaml): ${report.reviewed.length}`,
  ];
  if (verbose)
    for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1]))
      out.push(`               ${String(n).padStart(4)}  ${reason}`);
  for (const e of report.invalid) out.push(`             error    british-reviewed.yaml ${e}`);
  for (const u of report.stale)
    out.push(
      `             warning  british-reviewed.yaml: ${u.file} ${u.path} "${u.word}" matches no American word; remove the entry`,
    );
  const shown = verbose ? report.spelling : report.spelling.slice(0, 40);
  for (const f of shown)
    out.push(`             error    ${f.file} ${f.path}: "${f.found}" → ${f.british}`);
  if (shown.length < report.spelling.length)
    out.push(`             … ${report.spelling.length - shown.length} more (--verbose)`);
  const warnings = verbose ? report.vocabulary : report.vocabulary.slice(0, 20);
  for (const f of warnings)
    out.push(`             warning  ${f.file} ${f.path}: "${f.found}" (British: ${f.british})`);
  if (warnings.length < report.vocabulary.length)
    out.push(
      `             … ${report.vocabulary.length - warnings.length} more warnings (--verbose)`,
    );
  return out;
}

/**
 * The check as content/tools/check.ts runs it: prints its lines after the main report and says
 * whether it passed (American words only warn).
 */
export function runBritishCheck(
  raw: RawContent & { books?: RawBooks },
  verbose: boolean,
  print: (text: string) => void = console.log,
): boolean {
  const { uses, invalid } = readReviewed();
  const report = applyReviewed(checkBritish(contentFiles(raw, raw.books)), uses, invalid);
  print(['', 'British English', ...formatBritish(report, verbose)].join('\n'));
  if (report.spelling.length > 0)
    print(
      `FAILED: ${report.spelling.length} American spelling(s); npx tsx content/tools/british.ts converts them`,
    );
  if (report.invalid.length > 0)
    print(`FAILED: ${report.invalid.length} entry(ies) of british-reviewed.yaml incomplete`);
  return report.spelling.length === 0 && report.invalid.length === 0;
}
