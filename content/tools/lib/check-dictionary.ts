import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Day } from '@yek/contracts/content';
import { parse } from 'yaml';
import { lemmaCandidates, tokenize } from './coverage';
import { IRREGULAR_FORMS } from './irregular';
import { isBlocked } from './dictionary-senses';
import { type Lexicon, loadLexicon, rankLevel } from './lexicon';
import { CONTENT_DIR } from './paths';

/**
 * The dictionary behind the word popover, checked against the passages: every word of the CEFR
 * lists up to C1 that a day's reading passage or listening script uses and that the programme does
 * not teach should have a curated Turkish meaning (content/dictionary/glosses-*.yaml), and no gloss
 * may show a blocked (offensive, vulgar or adult) sense.
 */

export const DICTIONARY_DIR = join(CONTENT_DIR, 'dictionary');
export const BUILT_DICTIONARY = join(DICTIONARY_DIR, 'freedict-en-tr.json');

/** The highest level whose words need a curated meaning (C1). */
const TOP_RANK = 5;

export interface PassageWord {
  lemma: string;
  /** Lowest listed level, A1 = 1. */
  rank: number;
  /** Occurrences in all passages and scripts. */
  count: number;
  /** First day that uses it. */
  firstDay: number;
}

const KEEP_FORMS = new Set(
  `me my mine myself your yours yourself yourselves him his himself her hers herself its itself us our
  ours ourselves them their theirs themselves could would should might better best worse worst more
  most less least further furthest farther farthest`.split(/\s+/),
);

/** A word of a text reduced to the first of its base forms the lists know up to C1. */
export function listedLemma(
  word: string,
  lexicon: Lexicon,
): { lemma: string; rank: number } | null {
  const w = word.toLowerCase();
  // Irregular forms of verbs and nouns count as their base (went → go, children → child, is → be);
  // pronoun forms, modals and comparatives are words of their own (my, would, better).
  const base = KEEP_FORMS.has(w) ? undefined : IRREGULAR_FORMS.get(w);
  const baseRank = base === undefined ? undefined : lexicon.levelOf(base);
  if (base !== undefined && baseRank !== undefined && baseRank <= TOP_RANK)
    return { lemma: base, rank: baseRank };
  for (const lemma of lemmaCandidates(w)) {
    const rank = lexicon.levelOf(lemma);
    if (rank !== undefined && rank <= TOP_RANK) return { lemma, rank };
  }
  return null;
}

/** The words of the days' passages and scripts that the lists know up to C1, minus taught words. */
export function passageWords(days: readonly Day[], lexicon: Lexicon): PassageWord[] {
  const taught = new Set<string>();
  for (const day of days)
    for (const part of day.parts)
      if (part.kind === 'vocabulary')
        for (const w of part.words) taught.add(w.headword.toLowerCase());
  const found = new Map<string, PassageWord>();
  for (const day of [...days].sort((a, b) => a.day - b.day)) {
    for (const part of day.parts) {
      if (part.kind !== 'reading' && part.kind !== 'listening') continue;
      const text =
        part.kind === 'reading'
          ? part.passage.text
          : part.script.lines.map((l) => l.text).join('\n');
      const names = part.kind === 'reading' ? part.passage.names : [];
      const nameWords = new Set(names.flatMap((n) => tokenize(n).map((t) => t.word)));
      for (const token of tokenize(text)) {
        if (nameWords.has(token.word)) continue;
        if (lemmaCandidates(token.word).some((c) => taught.has(c))) continue;
        const hit = listedLemma(token.word, lexicon);
        if (!hit) continue;
        const seen = found.get(hit.lemma);
        if (seen) seen.count++;
        else
          found.set(hit.lemma, { lemma: hit.lemma, rank: hit.rank, count: 1, firstDay: day.day });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.rank - b.rank || b.count - a.count);
}

/** The curated meanings: word → senses (`gelmek; varmak` in the file). */
export function readGlosses(dir: string = DICTIONARY_DIR): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir)
    .filter((f) => /^glosses-.*\.ya?ml$/.test(f))
    .sort()) {
    const data = (parse(readFileSync(join(dir, file), 'utf8')) ?? {}) as Record<string, unknown>;
    for (const [word, value] of Object.entries(data)) {
      const senses = String(value ?? '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      out.set(word.toLowerCase(), senses);
    }
  }
  return out;
}

export interface BuiltEntry {
  ipa: string | null;
  /** Senses joined with `; `. */
  tr: string;
  /** Set when the meaning is the curated one. */
  curated?: true;
  /** The written form when it is not the lower-cased key (contractions: `I'm`). */
  form?: string;
}

export function readBuiltDictionary(file: string = BUILT_DICTIONARY): Record<string, BuiltEntry> {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, BuiltEntry>)
    : {};
}

export interface DictionaryCheck {
  lines: string[];
  errors: string[];
}

/** The dictionary line of the content check, and its errors (blocked senses, a stale build). */
export function checkDictionary(
  days: readonly Day[],
  lexicon: Lexicon,
  glosses: Map<string, string[]> = readGlosses(),
  built: Record<string, BuiltEntry> = readBuiltDictionary(),
): DictionaryCheck {
  const errors: string[] = [];
  const words = passageWords(days, lexicon);
  const byRank = new Map<number, { with: number; without: number }>();
  for (const w of words) {
    const row = byRank.get(w.rank) ?? { with: 0, without: 0 };
    if (glosses.has(w.lemma)) row.with++;
    else row.without++;
    byRank.set(w.rank, row);
  }
  let blocked = 0;
  for (const [word, senses] of glosses)
    for (const s of senses)
      if (isBlocked(s)) {
        blocked++;
        errors.push(`glosses ${word}: blocked sense "${s}"`);
      }
  // The programme's own meanings are shown in the same popover.
  for (const day of days)
    for (const part of day.parts)
      if (part.kind === 'vocabulary')
        for (const w of part.words)
          if (isBlocked(w.meaning)) {
            blocked++;
            errors.push(`${day.slug} vocabulary ${w.headword}: blocked sense "${w.meaning}"`);
          }
  for (const [word, entry] of Object.entries(built))
    if (isBlocked(entry.tr)) {
      blocked++;
      errors.push(`built dictionary ${word}: blocked sense "${entry.tr}"`);
    }
  let stale = 0;
  for (const [word, senses] of glosses) {
    const entry = built[word];
    if (!entry || entry.tr !== senses.join('; ')) stale++;
  }
  if (stale)
    errors.push(
      `${stale} curated meaning(s) not in the built dictionary: run npx tsx content/tools/dictionary.ts <freedict-eng-tur.json>`,
    );
  const total = words.length;
  const covered = words.filter((w) => glosses.has(w.lemma)).length;
  const levels = [...byRank.keys()]
    .sort()
    .map((r) => {
      const row = byRank.get(r)!;
      return `${rankLevel(r)} ${row.with}/${row.with + row.without}`;
    })
    .join(', ');
  const lines = [
    `Dictionary: ${covered} of ${total} untaught passage words (CEFR lists up to C1) have a curated Turkish meaning, ${total - covered} without (${levels}); ${glosses.size} curated meanings; ${blocked} blocked gloss(es)`,
  ];
  return { lines, errors };
}

/**
 * The dictionary part of `check.ts`: prints its line (and its errors, the first 40 unless verbose),
 * and says whether it passed.
 */
export function dictionaryHook(days: readonly { day: Day }[], verbose: boolean): boolean {
  const { lines, errors } = checkDictionary(
    days.map((d) => d.day),
    loadLexicon(),
  );
  const out = [...lines];
  for (const e of verbose ? errors : errors.slice(0, 40)) out.push(`  error    ${e}`);
  if (!verbose && errors.length > 40) out.push(`  … ${errors.length - 40} more (--verbose)`);
  out.push(errors.length ? `Dictionary FAILED: ${errors.length} error(s)` : 'Dictionary PASSED');
  console.log(`\n${out.join('\n')}`);
  return errors.length === 0;
}
