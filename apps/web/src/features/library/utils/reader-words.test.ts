import { bookWordTokens } from '@yek/contracts/content-book';
import { describe, expect, it } from 'vitest';
import { BOOK_WORD_PATTERN, spokenWord } from './reader-words';

describe('reader words', () => {
  it('splits a chapter into the same words as the audio timings count', () => {
    const text =
      "Ayşe's twenty-one cats don't sleep.\n\nAt 7:30 the café opens — “Günaydın!” says Can.";
    const words = text.split(BOOK_WORD_PATTERN).filter((_, i) => i % 2 === 1);
    expect(words).toEqual(bookWordTokens(text).map((t) => t.text));
  });

  it('finds the word being spoken from the time', () => {
    const timings: [number, number][] = [
      [0, 300],
      [350, 700],
      [800, 1200],
    ];
    expect(spokenWord(timings, -1)).toBeNull();
    expect(spokenWord(timings, 0)).toBe(0);
    expect(spokenWord(timings, 720)).toBe(1);
    expect(spokenWord(timings, 900)).toBe(2);
    expect(spokenWord(timings, 99_999)).toBe(2);
  });
});
