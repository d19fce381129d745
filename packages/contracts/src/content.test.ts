import { describe, expect, it } from 'vitest';
import {
  QuestionSchema,
  countWords,
  normalizeTypedAnswer,
  sameExactForm,
  sectionOfDay,
  typedAnswerMatches,
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

  it('leaves out commas, quotation marks and hyphens but keeps apostrophes and decimals', () => {
    expect(normalizeTypedAnswer('"Where are you?" she asked.')).toBe('where are you she asked');
    expect(normalizeTypedAnswer('‘Hello,’ he said.')).toBe('hello he said');
    expect(normalizeTypedAnswer("The students' books.")).toBe("the students' books");
    expect(normalizeTypedAnswer('1,000 people')).toBe('1000 people');
    expect(normalizeTypedAnswer("Tom's well-known car costs 3.5 euros, OK?")).toBe(
      "tom's well known car costs 3.5 euros ok",
    );
  });

  it('matches contractions with their spelled-out forms, each reading kept apart', () => {
    expect(typedAnswerMatches("She isn't here.", 'she is not here')).toBe(true);
    expect(typedAnswerMatches('she is not here', "She isn't here")).toBe(true);
    expect(typedAnswerMatches("He's gone home", 'he has gone home')).toBe(true);
    expect(typedAnswerMatches('He is gone home', 'he has gone home')).toBe(false);
    expect(typedAnswerMatches('I can not swim', "I can't swim")).toBe(true);
    expect(typedAnswerMatches('I cannot swim', 'I can not swim')).toBe(true);
    expect(typedAnswerMatches('won’t', 'will not')).toBe(true);
    expect(typedAnswerMatches("We'd better go", 'we had better go')).toBe(true);
    expect(typedAnswerMatches('we have better go', "we'd better go")).toBe(false);
    expect(typedAnswerMatches('the student books', "the students' books")).toBe(false);
  });

  it('keeps an exact-form answer to its punctuation and capitals, forgiving spacing and quote styles', () => {
    expect(sameExactForm('I’m  from Izmir.', "I'm from Izmir.")).toBe(true);
    expect(sameExactForm("i'm from izmir.", "I'm from Izmir.")).toBe(false);
    expect(sameExactForm("I'm from Izmir", "I'm from Izmir.")).toBe(false);
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
