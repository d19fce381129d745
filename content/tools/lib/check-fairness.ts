import {
  CONTENT_SECTIONS,
  READING_WORDS,
  countWords,
  normalizeTypedAnswer,
  type Day,
  type Part,
  type Question,
} from '@yek/contracts/content';
import { lemmaCandidates, tokenize } from './coverage';
import { type CheckContext, type Findings, where } from './findings';
import type { Lexicon } from './lexicon';

/**
 * Fair items and varied days (issue "Curriculum quality"): a key that gives itself away by its
 * length, a vocabulary distractor of another part of speech, a typed item whose accepted answers
 * nobody has reviewed, and days built from one template. Each figure is reported by level.
 */

/** A part fails when its key is the uniquely longest option in more than this share of items. */
export const LONGEST_KEY_SHARE_MAX = 0.4;
/** Within a section, no more than this share of one kind's parts may share one item sequence. */
export const TEMPLATE_SHARE_MAX = 0.35;
/** Within a section, no more than this share of one kind's parts may ask the same prompt. */
export const OPENING_SHARE_MAX = 0.25;
/** Parts of a kind in a section below which template shares say nothing. */
const TEMPLATE_MIN_PARTS = 8;

const TYPED = new Set<Question['type']>([
  'gap-fill',
  'error-correction',
  'word-order',
  'dictation',
]);
const pct = (n: number, of: number) => (of === 0 ? '–' : `${((n / of) * 100).toFixed(0)}%`);

/** Whether the correct option of a single-choice item is longer than every other option. */
export function keyIsUniquelyLongest(q: Question): boolean {
  if (q.type !== 'single-choice') return false;
  const len = (t: string) => t.trim().length;
  const key = q.options.find((o) => o.correct);
  if (!key) return false;
  return q.options.every((o) => o === key || len(o.text) < len(key.text));
}

/** The parts whose key is the uniquely longest option too often, with their counts. */
export function longestKeyCount(part: Part): { items: number; longest: number } {
  const choice = part.questions.filter((q) => q.type === 'single-choice');
  return { items: choice.length, longest: choice.filter(keyIsUniquelyLongest).length };
}

export function longestKeyFails({ items, longest }: { items: number; longest: number }): boolean {
  return items >= 3 && longest >= 2 && longest / items > LONGEST_KEY_SHARE_MAX;
}

const plain = (s: string) => ` ${normalizeTypedAnswer(s)} `;

/** Whether a comprehension key of three words or more is copied word for word from its text. */
export function keyCopiesText(q: Question, text: string): boolean {
  if (q.type !== 'single-choice') return false;
  const key = q.options.find((o) => o.correct)?.text ?? '';
  return countWords(key) >= 3 && plain(text).includes(plain(key).trim());
}

/** The parts of speech a one-word option can have: the day's words first, then the lists. */
export function optionPos(text: string, dayPos: Map<string, string>, lexicon: Lexicon): string[] {
  const words = tokenize(text);
  if (words.length !== 1) return [];
  const word = words[0]!.word;
  const own = dayPos.get(word);
  if (own) return [own];
  const pos = new Set<string>();
  for (const c of lemmaCandidates(word)) for (const p of lexicon.partsOfSpeech(c)) pos.add(p);
  return [...pos];
}

/** Distractors of a vocabulary item whose part of speech cannot be the key's. */
export function offPosDistractors(q: Question, dayPos: Map<string, string>, lexicon: Lexicon) {
  if (q.type !== 'single-choice') return [];
  const key = q.options.find((o) => o.correct);
  if (!key) return [];
  const keyPos = optionPos(key.text, dayPos, lexicon);
  if (keyPos.length === 0) return [];
  return q.options
    .filter((o) => o !== key)
    .filter((o) => {
      const pos = optionPos(o.text, dayPos, lexicon);
      return pos.length > 0 && !pos.some((p) => keyPos.includes(p));
    })
    .map((o) => o.text);
}

/** The item types of a part in order: the part's template. */
export const template = (part: Part): string => part.questions.map((q) => q.type).join(',');

/**
 * The prompts a part asks, each once (matching, ordering and dictation items leave theirs out: it
 * only says what to do), so a stock question such as "Which sentence is correct?" is counted by
 * the parts that ask it.
 */
const INSTRUCTION_ONLY = new Set<Question['type']>(['matching', 'ordering', 'dictation']);
export function stockPrompts(part: Part): string[] {
  return [
    ...new Set(
      part.questions
        .filter((q) => !INSTRUCTION_ONLY.has(q.type))
        .map((q) =>
          normalizeTypedAnswer(typeof q.prompt === 'string' ? q.prompt : JSON.stringify(q.prompt)),
        ),
    ),
  ];
}

/** The most common value and its count. */
function mostCommon(values: string[]): [string, number] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: [string, number] = ['', 0];
  for (const entry of counts) if (entry[1] > best[1]) best = entry;
  return best;
}

/** Readability as a school grade (Flesch–Kincaid), from words, sentences and syllables. */
export function gradeLevel(text: string): number {
  const words = text.match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? [];
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  if (words.length === 0) return 0;
  const syllables = words.reduce((n, w) => n + syllableCount(w), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

export function syllableCount(word: string): number {
  const w = word.toLowerCase().replace(/'.*$/, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

export function checkFairness(ctx: CheckContext, findings: Findings): void {
  const figures: LevelTexts[] = [];
  for (const section of CONTENT_SECTIONS) {
    const days: Day[] = ctx.days.filter((d) => d.day.section === section.id).map((d) => d.day);
    if (days.length === 0) continue;
    const id = section.id;

    // Keys that give themselves away.
    let choice = 0;
    let longest = 0;
    let failingParts = 0;
    let comprehension = 0;
    let copied = 0;
    for (const day of days)
      for (const part of day.parts) {
        const counts = longestKeyCount(part);
        choice += counts.items;
        longest += counts.longest;
        if (longestKeyFails(counts)) {
          failingParts++;
          findings.error(
            'giveaways',
            where(day, part.kind),
            `the key is the uniquely longest option in ${counts.longest} of ${counts.items} items (max ${LONGEST_KEY_SHARE_MAX * 100}%)`,
          );
        }
        const text =
          part.kind === 'reading'
            ? part.passage.text
            : part.kind === 'listening'
              ? part.script.lines.map((l) => l.text).join(' ')
              : null;
        if (text)
          for (const q of part.questions)
            if (q.type === 'single-choice') {
              comprehension++;
              if (keyCopiesText(q, text)) copied++;
            }
      }
    const focus = new Map<string, number>();
    let comprehensionItems = 0;
    for (const day of days)
      for (const part of day.parts)
        if (part.kind === 'reading' || part.kind === 'listening')
          for (const q of part.questions) {
            comprehensionItems++;
            const f = ('focus' in q ? q.focus : undefined) ?? 'untagged';
            focus.set(f, (focus.get(f) ?? 0) + 1);
          }
    findings.note(
      'variety',
      `${id}: comprehension items by focus: ${[...focus]
        .sort((a, b) => b[1] - a[1])
        .map(([f, n]) => `${f} ${pct(n, comprehensionItems)}`)
        .join(' · ')}`,
    );
    findings.note(
      'giveaways',
      `${id}: key uniquely longest in ${pct(longest, choice)} of ${choice} single-choice items, ${failingParts} parts over the limit; comprehension keys copied word for word ${pct(copied, comprehension)} of ${comprehension}`,
    );

    // Vocabulary distractors.
    let vocabItems = 0;
    let offItems = 0;
    for (const day of days) {
      const dayPos = new Map<string, string>();
      for (const part of day.parts)
        if (part.kind === 'vocabulary')
          for (const w of part.words) dayPos.set(w.headword.toLowerCase(), w.pos);
      for (const part of day.parts) {
        if (part.kind !== 'vocabulary') continue;
        for (const q of part.questions) {
          if (q.type !== 'single-choice') continue;
          vocabItems++;
          const off = offPosDistractors(q, dayPos, ctx.lexicon);
          if (off.length === 0) continue;
          offItems++;
          findings.error(
            'distractors',
            q.slug,
            `distractors of another part of speech than the key: ${off.join(', ')}`,
          );
        }
      }
    }
    findings.note(
      'distractors',
      `${id}: ${offItems} of ${vocabItems} vocabulary choice items have a distractor of another part of speech`,
    );

    // Typed items reviewed.
    let typed = 0;
    let reviewed = 0;
    for (const day of days)
      for (const part of day.parts)
        for (const q of part.questions) {
          if (!TYPED.has(q.type)) continue;
          typed++;
          if ('answersReviewed' in q && q.answersReviewed) reviewed++;
          else
            findings.error(
              'typed-review',
              q.slug,
              'accepted answers not reviewed (list every defensible answer, then set answersReviewed: true)',
            );
        }
    findings.note(
      'typed-review',
      `${id}: ${reviewed} of ${typed} typed items have reviewed accepted answers`,
    );

    // Variety: templates and openings per part kind, the item types used.
    const kinds = new Map<string, Part[]>();
    for (const day of days)
      for (const part of day.parts) kinds.set(part.kind, [...(kinds.get(part.kind) ?? []), part]);
    const shares: string[] = [];
    for (const [kind, parts] of kinds) {
      if (kind === 'writing') continue;
      const [top, topCount] = mostCommon(parts.map(template));
      const [opening, openCount] = mostCommon(parts.flatMap(stockPrompts));
      shares.push(
        `${kind} ${pct(topCount, parts.length)} one sequence, ${pct(openCount, parts.length)} one stock prompt`,
      );
      if (parts.length < TEMPLATE_MIN_PARTS) continue;
      if (topCount / parts.length > TEMPLATE_SHARE_MAX)
        findings.error(
          'variety',
          `${id} ${kind}`,
          `${topCount} of ${parts.length} parts have the item sequence ${top} (max ${TEMPLATE_SHARE_MAX * 100}%)`,
        );
      if (openCount / parts.length > OPENING_SHARE_MAX)
        findings.error(
          'variety',
          `${id} ${kind}`,
          `${openCount} of ${parts.length} parts ask "${opening}" (max ${OPENING_SHARE_MAX * 100}%)`,
        );
    }
    const types = new Set(
      days.flatMap((d) => d.parts.flatMap((p) => p.questions.map((q) => q.type))),
    );
    const forms = (type: Question['type']) =>
      days.reduce(
        (n, d) =>
          n + d.parts.reduce((m, p) => m + p.questions.filter((q) => q.type === type).length, 0),
        0,
      );
    findings.note(
      'variety',
      `${id}: ${shares.join('; ')}; ${types.size} item types (ordering ${forms('ordering')}, dictation ${forms('dictation')})`,
    );

    // Texts grow longer and harder with the level.
    const reading = textFigures(
      days.flatMap((d) => d.parts.flatMap((p) => (p.kind === 'reading' ? [p.passage.text] : []))),
    );
    const listening = textFigures(
      days.flatMap((d) =>
        d.parts.flatMap((p) =>
          p.kind === 'listening' ? [p.script.lines.map((l) => l.text).join(' ')] : [],
        ),
      ),
    );
    figures.push({ id, level: section.level, reading, listening });
  }
  findings.note('variety', 'texts by level (mean words · mean Flesch–Kincaid grade):');
  for (const f of figures)
    findings.note(
      'variety',
      `${f.id}: reading ${describeFigures(f.reading)}; listening ${describeFigures(f.listening)}`,
    );
  for (const problem of textLevelProblems(figures))
    findings.error('variety', problem.where, problem.message);
}

/** How many texts, their mean length in words and their mean Flesch–Kincaid grade. */
export interface TextFigures {
  texts: number;
  words: number;
  grade: number;
}

/** One level's reading passages and listening scripts, measured. */
export interface LevelTexts {
  id: string;
  level: string;
  reading: TextFigures;
  listening: TextFigures;
}

/**
 * C1 reading passages average at least the middle of CURRICULUM.md's C1 range (350–550 words):
 * a C1 text is long enough to carry an argument, not a short story told at B2 length.
 */
export const C1_READING_MEAN_WORDS_MIN = Math.round(
  (READING_WORDS.c1.min + READING_WORDS.c1.max) / 2,
);

export function textFigures(texts: string[]): TextFigures {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    texts: texts.length,
    words: mean(texts.map(countWords)),
    grade: mean(texts.map(gradeLevel)),
  };
}

const describeFigures = (f: TextFigures) =>
  f.texts === 0
    ? 'none'
    : `${f.texts} texts, ${f.words.toFixed(0)} words, grade ${f.grade.toFixed(1)}`;

/**
 * What fails in the figures by level: reading passages or listening scripts whose mean grade does
 * not rise from one level to the next (A1 < A2 < B1 < B2 < C1), reading passages whose mean length
 * does not rise, and C1 passages shorter on average than C1_READING_MEAN_WORDS_MIN.
 */
export function textLevelProblems(levels: LevelTexts[]): { where: string; message: string }[] {
  const problems: { where: string; message: string }[] = [];
  for (const skill of ['reading', 'listening'] as const) {
    const texts = skill === 'reading' ? 'reading passages' : 'listening scripts';
    let before: LevelTexts | undefined;
    for (const level of levels) {
      const f = level[skill];
      if (f.texts === 0) continue;
      const prev = before?.[skill];
      if (before && prev && f.grade <= prev.grade)
        problems.push({
          where: level.id,
          message: `${texts} (grade ${f.grade.toFixed(1)}) are not harder than ${before.level}'s (${prev.grade.toFixed(1)})`,
        });
      if (skill === 'reading' && before && prev && f.words <= prev.words)
        problems.push({
          where: level.id,
          message: `${texts} (${f.words.toFixed(0)} words) are not longer than ${before.level}'s (${prev.words.toFixed(0)})`,
        });
      if (skill === 'reading' && level.id === 'c1' && f.words < C1_READING_MEAN_WORDS_MIN)
        problems.push({
          where: level.id,
          message: `${texts} average ${f.words.toFixed(0)} words (min ${C1_READING_MEAN_WORDS_MIN}, the middle of the C1 range ${READING_WORDS.c1.min}–${READING_WORDS.c1.max})`,
        });
      before = level;
    }
  }
  return problems;
}
