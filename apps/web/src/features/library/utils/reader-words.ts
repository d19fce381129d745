import { BOOK_WORD } from '@yek/contracts/book-words';

/**
 * The book tokenizer of the contracts (`bookWordTokens`) as one capture group, so the passage
 * splits a chapter into exactly the words its audio timings count (a test keeps the two equal).
 */
export const BOOK_WORD_PATTERN = new RegExp(`(${BOOK_WORD.source})`, 'u');

/** The index of the word being spoken at `ms`: the last one that has started, or null before. */
export function spokenWord(
  timings: readonly (readonly [number, number])[],
  ms: number,
): number | null {
  let lo = 0;
  let hi = timings.length - 1;
  let found: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (timings[mid]![0] <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
