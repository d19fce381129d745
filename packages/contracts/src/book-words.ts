/**
 * The library's word tokens, without schemas, so the reader can split a chapter with the same
 * pattern the audio timings were counted with.
 */

export interface BookWordToken {
  /** The word as written. */
  text: string;
  /** Offset of its first character in the chapter text. */
  start: number;
  /** Offset just past its last character. */
  end: number;
}

/**
 * What a word token of a book is: a run of letters and digits, joined through an apostrophe or a
 * hyphen (`don't`, `Ayşe's`, `twenty-one` are one token each). The audio timings hold one entry per
 * token in this order, and the reader highlights exactly these spans.
 */
export const BOOK_WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The word tokens of a chapter text, with their offsets in it. */
export function bookWordTokens(text: string): BookWordToken[] {
  return [...text.matchAll(BOOK_WORD)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}
