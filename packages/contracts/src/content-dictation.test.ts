import { describe, expect, it } from 'vitest';
import {
  DictationSchema,
  QuestionSchema,
  dictationMarks,
  dictationScore,
} from './content-questions';
import { PART_RULES } from './content-parts';

const item = {
  type: 'dictation',
  slug: 'day-070-listening-q06',
  prompt: 'Listen and write the sentence.',
  sentence: "We're meeting at the station after work.",
  answersReviewed: true,
  explanation: "We're = We are. Cümlede iki durak var: station ve work.",
};

describe('DictationSchema', () => {
  it('accepts a sentence with its explanation, and takes other written forms', () => {
    expect(DictationSchema.safeParse(item).success).toBe(true);
    expect(QuestionSchema.parse(item).type).toBe('dictation');
    expect(
      DictationSchema.safeParse({ ...item, answers: ["We're meeting at the station after work"] })
        .success,
    ).toBe(false);
  });

  it('is offered in listening parts only, ordering in reading and listening', () => {
    expect(PART_RULES.listening.types).toContain('dictation');
    expect(PART_RULES.reading.types).not.toContain('dictation');
    expect(PART_RULES.reading.types).toContain('ordering');
    expect(PART_RULES.grammar.types).not.toContain('ordering');
  });
});

describe('dictationMarks', () => {
  it('marks every word right when the reply is the sentence, contractions either way', () => {
    const marks = dictationMarks('we are meeting at the station after work', item.sentence);
    expect(marks.score).toBe(1);
    expect(marks.sentence.every((w) => w.ok)).toBe(true);
    expect(dictationScore('We are meeting at the station after work.', [item.sentence])).toEqual(
      expect.objectContaining({ isCorrect: true }),
    );
  });

  it('marks the missing and the wrong words, and scores the share written right', () => {
    const marks = dictationMarks("We're meting at station after work", item.sentence);
    expect(marks.sentence.filter((w) => !w.ok).map((w) => w.word)).toEqual(['meeting', 'the']);
    expect(marks.reply.filter((w) => !w.ok).map((w) => w.word)).toEqual(['meting']);
    // 8 pieces (we, 're, meeting, at, the, station, after, work), 6 written right.
    expect(marks.score).toBeCloseTo(6 / 8);
    const scored = dictationScore("We're meting at station after work", [item.sentence]);
    expect(scored.isCorrect).toBe(false);
    expect(scored.marks.score).toBeCloseTo(0.75);
  });

  it('counts extra words against the reply', () => {
    const marks = dictationMarks(
      "We're meeting at the big station after work today",
      item.sentence,
    );
    expect(marks.reply.filter((w) => !w.ok).map((w) => w.word)).toEqual(['big', 'today']);
    expect(marks.score).toBeCloseTo(8 / 10);
  });

  it('scores nothing for an empty or unrelated reply', () => {
    expect(dictationMarks('', item.sentence).score).toBe(0);
    expect(dictationScore('hello', [item.sentence]).marks.score).toBe(0);
  });
});
