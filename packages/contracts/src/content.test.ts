import { describe, expect, it } from 'vitest';
import {
  QuestionSchema,
  countWords,
  normalizeTypedAnswer,
  sectionOfDay,
  wordSlug,
} from './content';

const base = { slug: 'day-001-grammar-q01', prompt: 'I ___ a student.', explanation: 'Çünkü.' };
/** What each issue of a failed parse is about: its curriculum tag, or its zod code. */
const tags = (input: unknown) =>
  QuestionSchema.safeParse(input).error?.issues.map((i) =>
    i.code === 'custom' ? ((i.params as { check?: string } | undefined)?.check ?? i.code) : i.code,
  );

describe('content schemas', () => {
  it('accepts a single-choice item with exactly one correct option', () => {
    const options = [{ text: 'am', correct: true }, { text: 'is' }, { text: 'are' }];
    expect(QuestionSchema.safeParse({ ...base, type: 'single-choice', options }).success).toBe(
      true,
    );
  });

  it('tags a single-choice item with two correct options as a key problem', () => {
    const options = [{ text: 'am', correct: true }, { text: 'is', correct: true }, { text: 'are' }];
    expect(tags({ ...base, type: 'single-choice', options })).toEqual(['keys']);
  });

  it('tags a gap fill without accepted answers or without its gap', () => {
    expect(tags({ ...base, type: 'gap-fill', answers: [] })).toEqual(['keys']);
    expect(tags({ ...base, prompt: 'I am a student.', type: 'gap-fill', answers: ['am'] })).toEqual(
      ['keys'],
    );
  });

  it('checks that a word-order answer uses exactly the words shown', () => {
    const item = {
      ...base,
      type: 'word-order',
      prompt: 'Ben öğrenciyim.',
      words: ['student', 'a', 'am', 'I'],
    };
    expect(QuestionSchema.safeParse({ ...item, answers: ['I am a student.'] }).success).toBe(true);
    expect(tags({ ...item, answers: ['I am student.'] })).toEqual(['keys']);
  });
});

describe('content helpers', () => {
  it('compares typed answers without case, spacing, curly quotes or the final full stop', () => {
    expect(normalizeTypedAnswer('  I’m  Happy. ')).toBe("i'm happy");
  });

  it('builds word slugs from headword and part of speech', () => {
    expect(wordSlug('get up', 'verb')).toBe('get-up-verb');
    expect(wordSlug("o'clock", 'adverb')).toBe('oclock-adverb');
  });

  it('counts words the way the writing feedback does', () => {
    expect(countWords("I'm twenty-one, and she's 20.")).toBe(5);
  });

  it('finds the section of a day', () => {
    expect([1, 60, 61, 210, 211, 365].map((d) => sectionOfDay(d)?.id)).toEqual([
      'a1',
      'a1',
      'a2',
      'b1',
      'b2',
      'c1',
    ]);
    expect(sectionOfDay(366)).toBeUndefined();
  });
});
