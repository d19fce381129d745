import { FUNCTION_WORDS, lemmaCandidates, tokenize } from '@yek/content/coverage';
import type { Lexicon } from '@yek/content/lexicon';

/**
 * The distinct base forms of a book's words, which is what "the share of a book's words a learner
 * knows" is measured on: each word is reduced to the first of its base forms the word lists know
 * (went → go, cities → city), names (declared, or capitalised inside a sentence and unlisted) and
 * function words are left out. Computed once when a book is loaded or saved.
 */
export function bookLemmas(texts: string[], names: string[], lexicon: Lexicon): string[] {
  const nameWords = new Set(names.flatMap((n) => tokenize(n).map((t) => t.word)));
  const lemmas = new Set<string>();
  for (const text of texts) {
    for (const token of tokenize(text)) {
      if (nameWords.has(token.word) || FUNCTION_WORDS.has(token.word)) continue;
      const candidates = lemmaCandidates(token.word);
      const listed = candidates.find((c) => lexicon.levelOf(c) !== undefined);
      if (!listed && !token.sentenceStart && /^\p{Lu}/u.test(token.raw)) continue;
      if (!/^\p{L}/u.test(token.word)) continue;
      lemmas.add(listed ?? token.word);
    }
  }
  return [...lemmas].sort();
}

/** Words a learner knows, reduced the same way (saved words are kept as their base forms). */
export function knownLemmas(words: string[], lexicon: Lexicon): Set<string> {
  const out = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    out.add(word);
    const listed = lemmaCandidates(word).find((c) => lexicon.levelOf(c) !== undefined);
    if (listed) out.add(listed);
  }
  return out;
}

/**
 * The share (0–1) of a book's lemmas the learner knows by the known-word model: a known word
 * counts whole, a word being learned half (met, not yet held by the reviews), a new word not at all.
 */
export function knownShare(
  lemmas: readonly string[],
  known: ReadonlySet<string>,
  learning: ReadonlySet<string> = new Set(),
): number {
  if (lemmas.length === 0) return 0;
  let hits = 0;
  for (const l of lemmas) hits += known.has(l) ? 1 : learning.has(l) ? 0.5 : 0;
  return hits / lemmas.length;
}
