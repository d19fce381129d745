import {
  LEVEL_COVERAGE_MIN,
  READING_WORDS,
  WRITING_WORDS,
  countWords,
  type Day,
  type FreeText,
  type Part,
} from '@yek/contracts/content';
import { lemmaCandidates, measureCoverage, tokenize } from './coverage';
import type { CheckContext, Findings } from './findings';
import { levelRank } from './lexicon';

/** Headwords the day teaches: they do not count against its passages' coverage. */
export function newWordsOf(day: Day): string[] {
  return day.parts.flatMap((p) => (p.kind === 'vocabulary' ? p.words.map((w) => w.headword) : []));
}

export function scriptText(lines: { text: string }[]): string {
  return lines.map((l) => l.text).join('\n');
}

/** Passage length by level and the ≥ 90% level coverage; listening coverage is reported only. */
export function checkReading(ctx: CheckContext, findings: Findings): void {
  const summary = new Map<string, { words: number[]; coverage: number[] }>();
  for (const { day } of ctx.days) {
    const level = levelRank(day.level);
    const newWords = newWordsOf(day);
    for (const part of day.parts) {
      if (part.kind === 'reading') {
        const at = part.slug;
        const words = countWords(part.passage.text);
        const bounds = READING_WORDS[day.section];
        if (words < bounds.min || words > bounds.max)
          findings.error(
            'reading',
            at,
            `${words} words; ${day.level} passages have ${bounds.min}–${bounds.max}`,
          );
        const cov = measureCoverage(part.passage.text, {
          level,
          lexicon: ctx.lexicon,
          names: part.passage.names,
          newWords,
        });
        const pct = (cov.ratio * 100).toFixed(1);
        const own = summary.get(day.section) ?? { words: [], coverage: [] };
        own.words.push(words);
        own.coverage.push(cov.ratio);
        summary.set(day.section, own);
        if (cov.ratio < LEVEL_COVERAGE_MIN)
          findings.error(
            'reading',
            at,
            `${pct}% of words at ${day.level} or below (min ${LEVEL_COVERAGE_MIN * 100}%); above: ${[...new Set(cov.above)].join(', ')}`,
          );
        findings.detail(
          'reading',
          `${at}: ${words} words, ${pct}% at ${day.level}${cov.above.length ? ` (above: ${[...new Set(cov.above)].join(', ')})` : ''}`,
        );
      }
      if (part.kind === 'listening') {
        const names = part.script.speakers.map((s) => s.name);
        const cov = measureCoverage(scriptText(part.script.lines), {
          level,
          lexicon: ctx.lexicon,
          names,
          newWords,
        });
        findings.detail(
          'reading',
          `${part.slug}: script ${countWords(scriptText(part.script.lines))} words, ${(cov.ratio * 100).toFixed(1)}% at ${day.level}`,
        );
      }
    }
  }
  for (const [section, { words, coverage }] of summary) {
    findings.note(
      'reading',
      `${section}: ${words.length} passages, ${Math.min(...words)}–${Math.max(...words)} words, lowest coverage ${(Math.min(...coverage) * 100).toFixed(1)}%`,
    );
  }
}

export const normalizeText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function shingles(text: string, size = 5): Set<string> {
  const words = normalizeText(text).split(' ');
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Share of 5-word sequences two texts have in common above which they count as the same text. */
export const SIMILARITY_MAX = 0.5;

/** A passage, script or prompt, with the day or task it belongs to. */
export interface ComparedText {
  at: string;
  owner: string;
  kind: string;
  text: string;
  long: boolean;
}

/** The passages, scripts and writing and speaking prompts of one day's or task's parts. */
export function textsOf(owner: string, parts: Part[]): ComparedText[] {
  const texts: ComparedText[] = [];
  for (const part of parts) {
    if (part.kind === 'reading')
      texts.push({ at: part.slug, owner, kind: 'passage', text: part.passage.text, long: true });
    if (part.kind === 'listening')
      texts.push({
        at: part.slug,
        owner,
        kind: 'script',
        text: scriptText(part.script.lines),
        long: true,
      });
    for (const q of part.questions) {
      if (q.type === 'free-text' || q.type === 'recording-free') {
        texts.push({ at: q.slug, owner, kind: 'prompt', text: q.prompt.en, long: false });
        texts.push({ at: q.slug, owner, kind: 'prompt', text: q.prompt.tr, long: false });
      }
      if (q.type === 'dictation')
        texts.push({ at: q.slug, owner, kind: 'dictation', text: q.sentence, long: false });
    }
  }
  return texts;
}

/**
 * Texts that repeat one of another owner, the same or nearly (5-word sequences): each reported at
 * the later text, and only when `reported` says that text is checked here.
 */
export function duplicateTexts(
  texts: ComparedText[],
  reported: (t: ComparedText) => boolean = () => true,
): { at: string; message: string }[] {
  const out: { at: string; message: string }[] = [];
  const seen = new Map<string, ComparedText>();
  for (const t of texts) {
    const key = `${t.kind}:${normalizeText(t.text)}`;
    const first = seen.get(key);
    if (first && first.owner !== t.owner && reported(t))
      out.push({ at: t.at, message: `same ${t.kind} as ${first.at}` });
    else if (!first) seen.set(key, t);
  }
  const long = texts.filter((t) => t.long).map((t) => ({ ...t, set: shingles(t.text) }));
  for (let i = 0; i < long.length; i++) {
    for (let j = i + 1; j < long.length; j++) {
      const a = long[i];
      const b = long[j];
      if (!a || !b || !reported(b)) continue;
      const s = similarity(a.set, b.set);
      if (s >= SIMILARITY_MAX && normalizeText(a.text) !== normalizeText(b.text))
        out.push({ at: b.at, message: `${(s * 100).toFixed(0)}% the same as ${a.at}` });
    }
  }
  return out;
}

/** Texts of every day, for comparing other content with the days. */
export function dayTexts(ctx: CheckContext): ComparedText[] {
  return ctx.days.flatMap(({ day }) => textsOf(day.slug, day.parts));
}

/** No two days share a passage, a script, a writing prompt or a speaking prompt. */
export function checkDuplicates(ctx: CheckContext, findings: Findings): void {
  const texts = dayTexts(ctx);
  for (const d of duplicateTexts(texts)) findings.error('duplicates', d.at, d.message);
  findings.note('duplicates', `${texts.length} passages, scripts and prompts compared`);
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Problems of a model answer against its own task. */
export function modelAnswerProblems(task: FreeText): string[] {
  const problems: string[] = [];
  const answer = task.modelAnswer;
  const words = countWords(answer);
  if (words < task.minWords || words > task.maxWords)
    problems.push(`model answer has ${words} words, task asks ${task.minWords}–${task.maxWords}`);
  const lemmas = new Set(tokenize(answer).flatMap((t) => lemmaCandidates(t.word)));
  for (const c of task.criteria) {
    if (c.kind === 'uses-words') {
      const used = c.words.filter((w) => tokenize(w).every((t) => lemmas.has(t.word)));
      if (c.words.length < c.min)
        problems.push(`uses-words lists ${c.words.length} words but asks for ${c.min}`);
      else if (used.length < c.min)
        problems.push(
          `model answer uses ${used.length} of the listed words, criterion asks ${c.min}`,
        );
    }
    if (c.kind === 'uses-pattern') {
      const n = answer.match(new RegExp(c.pattern, 'giu'))?.length ?? 0;
      if (n < c.min)
        problems.push(`model answer matches /${c.pattern}/ ${n} time(s), criterion asks ${c.min}`);
    }
    if (c.kind === 'sentences' && sentences(answer).length < c.min)
      problems.push(`model answer has fewer than ${c.min} sentences`);
    if (c.kind === 'capitalization' && sentences(answer).some((s) => !/^["'(]?\p{Lu}/u.test(s)))
      problems.push('a model answer sentence starts lower-case');
    if (c.kind === 'punctuation' && sentences(answer).some((s) => !/[.!?]["')]?$/.test(s)))
      problems.push('a model answer sentence has no end mark');
  }
  return problems;
}

export function checkWriting(ctx: CheckContext, findings: Findings): void {
  for (const { day } of ctx.days) {
    for (const q of day.parts.flatMap((p) => p.questions)) {
      if (q.type !== 'free-text') continue;
      const bounds = WRITING_WORDS[day.section];
      if (q.minWords < bounds.min || q.maxWords > bounds.max)
        findings.error(
          'writing',
          q.slug,
          `${q.minWords}–${q.maxWords} words; ${day.level} tasks stay within ${bounds.min}–${bounds.max}`,
        );
      for (const problem of modelAnswerProblems(q)) findings.error('writing', q.slug, problem);
    }
  }
}

const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
const ENGLISH_WORDS =
  /\b(the|is|are|am|and|of|to|with|this|that|you|they|it|in|on|my|your|was|have|has)\b/gi;
/** A sentence or more without Turkish letters where many words are English function words. */
export function readsAsEnglish(full: string): boolean {
  // English quoted in a Turkish explanation ("Yes, I am.", *I am*) is not the explanation's language.
  const text = full.replace(/"[^"]*"|\*[^*]*\*/g, ' ');
  if (TURKISH_LETTERS.test(text)) return false;
  const words = text.split(/\s+/).filter(Boolean).length;
  const english = text.match(ENGLISH_WORDS)?.length ?? 0;
  return words >= 8 && english / words >= 0.25;
}
/** Common words written without their Turkish letters (`cumle` for `cümle`). */
// Word edges are letters of any script: with \b, the ASCII tail of "İkisi" would read as "kisi".
export const ASCII_TURKISH =
  /(?<!\p{L})(turkce|cumle|cumlede|cumleler|ogretmen|ogrenci|ornek|ozne|dogru|yanlis|icin|cok|guzel|bugun|sifat|kisi|cogul|gecmis|simdiki|degil|soyle)(?!\p{L})/iu;

/** Problems of the Turkish fields (`tr`, `explanation`, `meaning`) anywhere inside `value`. */
export function turkishProblems(value: unknown): {
  fields: number;
  problems: { path: string; message: string }[];
} {
  let fields = 0;
  const problems: { path: string; message: string }[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) node.forEach((v, i) => visit(v, [...path, String(i)]));
    else if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      for (const [key, v] of Object.entries(obj)) {
        if (typeof v === 'string' && ['tr', 'explanation', 'meaning'].includes(key)) {
          fields++;
          const at = [...path, key].join('.');
          if (readsAsEnglish(v))
            problems.push({ path: at, message: 'reads as English, not Turkish' });
          const ascii = v.match(ASCII_TURKISH);
          if (ascii)
            problems.push({ path: at, message: `"${ascii[0]}" is missing its Turkish letters` });
          if (
            key === 'tr' &&
            typeof obj.en === 'string' &&
            obj.en.trim() === v.trim() &&
            /\s/.test(v)
          )
            problems.push({ path: at, message: 'same as the English' });
        } else visit(v, [...path, key]);
      }
    }
  };
  visit(value, []);
  return { fields, problems };
}

/** Turkish fields: filled (schema), written in Turkish, with its letters, not a copy of the English. */
export function checkTurkish(ctx: CheckContext, findings: Findings): void {
  let fields = 0;
  for (const { day } of ctx.days) {
    const found = turkishProblems(day);
    fields += found.fields;
    for (const p of found.problems) findings.error('turkish', `${day.slug} ${p.path}`, p.message);
  }
  findings.note('turkish', `${fields} Turkish fields read`);
}
