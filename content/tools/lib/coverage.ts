import { SPELLING, americanHeadword } from './british';
import { IRREGULAR_FORMS } from './irregular';
import type { Lexicon } from './lexicon';

/**
 * Level coverage of a text (CURRICULUM.md): the share of its words at the section's CEFR level or
 * below by the CEFR-J / Octanove lists. Inflected forms are reduced to a listed base form; names
 * and the day's new words are left out of the count; function words count as A1.
 */

/** Closed-class words, counted as A1 whatever the lists say. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a an the this that these those some any no every each either neither both all few many much more
  most other another such what which who whom whose where when why how whether if because so and but
  or nor than as though although while until till since unless once i me my mine myself you your yours
  yourself yourselves he him his himself she her hers herself it its itself we us our ours ourselves
  they them their theirs themselves one ones be am is are was were been being do does did done have
  has had having can could will would shall should may might must ought not to of in on at by for from
  with without about above below under over into onto out up down off through across along around
  between among against during before after behind near beside inside outside toward towards upon
  within per via there here yes oh`
    .split(/\s+/)
    .filter(Boolean),
);

/** Titles before a name count with the name. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr']);

const CLITICS: Record<string, string | null> = {
  "n't": 'not',
  "'m": 'am',
  "'re": 'are',
  "'ll": 'will',
  "'ve": 'have',
  "'d": 'would',
  "'s": null,
};
const NEGATIVE_STEMS: Record<string, string> = { wo: 'will', ca: 'can', sha: 'shall' };

export interface Token {
  /** Lower-case word. */
  word: string;
  /** As written (before lower-casing), for name detection. */
  raw: string;
  /** First word of a sentence (capital letters there say nothing about names). */
  sentenceStart: boolean;
}

/** Words of a text, contractions split (`isn't` → is, not; `I'm` → I, am), numbers left out. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  const normalized = text.normalize('NFC').replace(/[’‘]/g, "'");
  for (const match of normalized.matchAll(/[\p{L}]+(?:'[\p{L}]+)*|\d+(?:[.,:]\d+)*|[.!?:;"\n]/gu)) {
    const piece = match[0];
    if (/^[.!?:;"\n]$/.test(piece)) {
      const afterTitle = piece === '.' && TITLES.has(tokens.at(-1)?.word ?? '');
      if (piece !== '"' && piece !== ';' && !afterTitle) sentenceStart = true;
      continue;
    }
    if (/^\d/.test(piece)) {
      sentenceStart = false;
      continue;
    }
    for (const part of splitContraction(piece)) {
      tokens.push({ word: part.toLowerCase(), raw: part, sentenceStart });
      sentenceStart = false;
    }
  }
  return tokens;
}

function splitContraction(piece: string): string[] {
  const lower = piece.toLowerCase();
  if (lower.endsWith("n't")) {
    const stem = piece.slice(0, -3);
    return [NEGATIVE_STEMS[stem.toLowerCase()] ?? stem, 'not'].filter(Boolean);
  }
  const apostrophe = piece.lastIndexOf("'");
  if (apostrophe > 0) {
    const clitic = CLITICS[lower.slice(apostrophe)];
    if (clitic !== undefined) return [piece.slice(0, apostrophe), ...(clitic ? [clitic] : [])];
  }
  return [piece];
}

/** Possible base forms of a word, the word itself first. */
export function lemmaCandidates(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  // A base found by rule has three letters or more (pier is not a form of pi); irregular ones may
  // be shorter (went → go).
  const add = (s: string | undefined, min = 3) => {
    if (s && s.length >= min && !out.includes(s)) out.push(s);
  };
  add(IRREGULAR_FORMS.get(w), 2);
  const doubled = (stem: string) =>
    stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : undefined;
  // A stem ending in one vowel and one consonant would have doubled it (hop → hopped), so hoped,
  // used and later come from hope, use and late before hop, us and lat.
  const eFirst = (s: string) => /(^|[^aeiou])[aeiou][^aeiouwxy]$/.test(s);
  const withE = (s: string) => (eFirst(s) ? [s + 'e', s, doubled(s)] : [s, s + 'e', doubled(s)]);
  const endings: [string, (stem: string) => (string | undefined)[]][] = [
    ['ies', (s) => [s + 'y']],
    ['ves', (s) => [s + 'f', s + 'fe']],
    ['es', (s) => [s + 'e', s]],
    ['s', (s) => [s]],
    ['ied', (s) => [s + 'y']],
    ['ed', withE],
    ['ying', (s) => [s + 'ie', s + 'y']],
    ['ing', withE],
    ['ier', (s) => [s + 'y']],
    ['iest', (s) => [s + 'y']],
    ['er', withE],
    ['est', withE],
  ];
  for (const [ending, stems] of endings) {
    if (w.length > ending.length + 1 && w.endsWith(ending)) {
      for (const stem of stems(w.slice(0, -ending.length))) {
        add(stem);
        add(stem && IRREGULAR_FORMS.get(stem), 2);
      }
    }
  }
  // The other variety's spelling (colour ↔ color): a word in either matches the word listed.
  for (const form of [...out]) {
    add(americanHeadword(form));
    add(SPELLING.get(form));
  }
  return out;
}

/** The lowest listed level of any base form of the word (function words are A1). */
export function wordLevel(word: string, lexicon: Lexicon): number | undefined {
  let best: number | undefined;
  for (const lemma of lemmaCandidates(word)) {
    const level = FUNCTION_WORDS.has(lemma) ? 1 : lexicon.levelOf(lemma);
    if (level !== undefined && (best === undefined || level < best)) best = level;
  }
  return best;
}

export interface CoverageOptions {
  /** Section level as a rank: A1 = 1 … C2 = 6. */
  level: number;
  lexicon: Lexicon;
  /** Proper names declared with the text (may be several words). */
  names?: string[];
  /** Headwords taught on the day (may be several words). */
  newWords?: string[];
}

export interface Coverage {
  /** Words counted (all words minus names and new words). */
  counted: number;
  covered: number;
  ratio: number;
  /** Counted words above the level or unlisted, as written in the text. */
  above: string[];
}

export function measureCoverage(text: string, options: CoverageOptions): Coverage {
  const { level, lexicon } = options;
  const names = new Set((options.names ?? []).flatMap((n) => tokenize(n).map((t) => t.word)));
  const newLemmas = new Set(
    (options.newWords ?? []).flatMap((w) => tokenize(w).map((t) => t.word)),
  );
  let counted = 0;
  let covered = 0;
  const above: string[] = [];
  for (const token of tokenize(text)) {
    if (names.has(token.word) || TITLES.has(token.word)) continue;
    if (lemmaCandidates(token.word).some((l) => newLemmas.has(l))) continue;
    const listed = wordLevel(token.word, lexicon);
    // A capitalised word inside a sentence that no list knows is a name.
    if (listed === undefined && !token.sentenceStart && /^\p{Lu}/u.test(token.raw)) continue;
    counted++;
    if (listed !== undefined && listed <= level) covered++;
    else above.push(token.raw);
  }
  return { counted, covered, ratio: counted === 0 ? 1 : covered / counted, above };
}
