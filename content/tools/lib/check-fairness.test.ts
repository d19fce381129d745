import type { Part, Question } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  C1_READING_MEAN_WORDS_MIN,
  gradeLevel,
  keyCopiesText,
  keyIsUniquelyLongest,
  longestKeyCount,
  longestKeyFails,
  offPosDistractors,
  stockPrompts,
  template,
  textFigures,
  textLevelProblems,
} from './check-fairness';
import { buildLexicon } from './lexicon';

const choice = (key: string, ...others: string[]): Question =>
  ({
    type: 'single-choice',
    slug: 'day-001-reading-q01',
    prompt: 'Why?',
    explanation: 'Çünkü.',
    options: [{ text: key, correct: true }, ...others.map((text) => ({ text, correct: false }))],
  }) as Question;

describe('fairness checks', () => {
  it('finds a key longer than every other option, and parts where that happens too often', () => {
    expect(keyIsUniquelyLongest(choice('Because the bus was late', 'Rain', 'A cat'))).toBe(true);
    expect(keyIsUniquelyLongest(choice('Rain', 'Because the bus was late', 'A cat'))).toBe(false);
    const part = {
      kind: 'grammar',
      slug: 'p',
      questions: [
        choice('a long key here', 'x', 'y'),
        choice('another long key', 'x', 'y'),
        choice('z', 'a much longer option', 'y'),
      ],
    } as Part;
    expect(longestKeyCount(part)).toEqual({ items: 3, longest: 2 });
    expect(longestKeyFails(longestKeyCount(part))).toBe(true);
    expect(longestKeyFails({ items: 5, longest: 2 })).toBe(false);
  });

  it('finds a comprehension key copied word for word from its text', () => {
    const text = 'Ali goes to school by bus. He likes it.';
    expect(keyCopiesText(choice('He goes to school by bus', 'x', 'y'), text)).toBe(false);
    expect(keyCopiesText(choice('goes to school by bus', 'x', 'y'), text)).toBe(true);
  });

  it('flags vocabulary distractors of another part of speech than the key', () => {
    const lexicon = buildLexicon([
      'headword,pos,CEFR\ncat,noun,A1\ndog,noun,A1\nefficient,adjective,B1\nrun,verb,A1\nrun,noun,A2',
    ]);
    const dayPos = new Map([['cat', 'noun']]);
    expect(offPosDistractors(choice('cat', 'dog', 'efficient', 'run'), dayPos, lexicon)).toEqual([
      'efficient',
    ]);
  });

  it('names a part by its item sequence and counts a stock prompt once per part', () => {
    const part = {
      kind: 'grammar',
      slug: 'p',
      questions: [choice('a', 'b', 'c'), choice('d', 'e', 'f')],
    } as Part;
    expect(template(part)).toBe('single-choice,single-choice');
    expect(stockPrompts(part)).toEqual(['why']);
  });

  it('grades a harder text above an easy one', () => {
    const easy = 'I am Ali. I have a cat. It is big.';
    const hard =
      'Considerable institutional resistance notwithstanding, the administration eventually implemented comprehensive regulatory reforms.';
    expect(gradeLevel(hard)).toBeGreaterThan(gradeLevel(easy) + 5);
  });
});

describe('texts by level', () => {
  const level = (id: string, reading: [number, number], listening: [number, number]) => ({
    id,
    level: id.toUpperCase(),
    reading: { texts: 10, words: reading[0], grade: reading[1] },
    listening: { texts: 10, words: listening[0], grade: listening[1] },
  });

  it('measures mean length and grade', () => {
    const f = textFigures(['I am Ali. I have a cat.', 'It is big.']);
    expect(f.texts).toBe(2);
    expect(f.words).toBe(5);
    expect(textFigures([])).toEqual({ texts: 0, words: 0, grade: 0 });
  });

  it('passes texts that grow longer and harder by level', () => {
    expect(
      textLevelProblems([
        level('b2', [300, 6], [180, 3]),
        level('c1', [C1_READING_MEAN_WORDS_MIN, 9], [230, 4]),
      ]),
    ).toEqual([]);
  });

  it('fails a level whose texts are no harder or no longer, and short C1 passages', () => {
    const problems = textLevelProblems([
      level('b2', [300, 8], [180, 3]),
      level('c1', [290, 7.6], [230, 2.9]),
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      "reading passages (grade 7.6) are not harder than B2's (8.0)",
      "reading passages (290 words) are not longer than B2's (300)",
      `reading passages average 290 words (min ${C1_READING_MEAN_WORDS_MIN}, the middle of the C1 range 350–550)`,
      "listening scripts (grade 2.9) are not harder than B2's (3.0)",
    ]);
  });
});
