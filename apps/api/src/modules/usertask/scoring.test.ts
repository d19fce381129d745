import { describe, expect, it } from 'vitest';
import type { QuestionKey } from '../content/content.types';
import { normalizeReply } from '../content/question-split';
import { scoreAnswer } from './scoring';

function typedKey(
  type: 'gap-fill' | 'error-correction' | 'word-order',
  answers: string[],
  exactForm = false,
): QuestionKey {
  return {
    id: 1,
    slug: 'day-001-grammar-q01',
    mainQuestionId: 1,
    explanation: 'Çünkü.',
    retired: false,
    correctOptionIds: [],
    type,
    solution: type === 'word-order' ? {} : { exactForm },
    acceptedAnswers: answers.map((answer) => ({
      answer,
      normalized: normalizeReply(type, answer),
    })),
  } as QuestionKey;
}

const score = (key: QuestionKey, text: string) => scoreAnswer(key, { text }, [], 0).isCorrect;

describe('scoreAnswer for typed replies', () => {
  it('accepts a corrected sentence without copying its commas and quotation marks', () => {
    const key = typedKey('error-correction', ['"I\'m tired," she said, "so I\'m going home."']);
    expect(score(key, "I'm tired she said so I'm going home")).toBe(true);
    expect(score(key, 'I am tired, she said, so I am going home.')).toBe(true);
    expect(score(key, 'I was tired she said so I went home')).toBe(false);
  });

  it('accepts the spelled-out form of a contracted answer and the other way round', () => {
    expect(score(typedKey('gap-fill', ["isn't"]), 'is not')).toBe(true);
    expect(score(typedKey('gap-fill', ['has not']), "hasn't")).toBe(true);
    expect(score(typedKey('gap-fill', ['has']), 'is')).toBe(false);
  });

  it('keeps an exact-form item to its capitals and punctuation', () => {
    const key = typedKey('error-correction', ['I live in London.'], true);
    expect(score(key, 'I live in London.')).toBe(true);
    expect(score(key, 'i live in london.')).toBe(false);
  });

  it('compares word order by its words, punctuation aside', () => {
    const key = typedKey('word-order', ['Where do you live?']);
    expect(score(key, 'where do you live')).toBe(true);
    expect(score(key, 'do you live where')).toBe(false);
  });
});

describe('scoreAnswer for orderings and dictations', () => {
  const base = {
    id: 1,
    slug: 'day-140-reading-q08',
    mainQuestionId: 1,
    explanation: 'Çünkü.',
    retired: false,
    correctOptionIds: [],
    acceptedAnswers: [],
  };
  const ordering = { ...base, type: 'ordering', solution: { order: [2, 0, 3, 1] } } as QuestionKey;

  it('gives an ordering the share of pieces in place, correct only when all are', () => {
    expect(scoreAnswer(ordering, { order: [2, 0, 3, 1] }, [], 0)).toEqual({
      isCorrect: true,
      score: 1,
    });
    expect(scoreAnswer(ordering, { order: [2, 0, 1, 3] }, [], 0)).toEqual({
      isCorrect: false,
      score: 0.5,
    });
  });

  it('refuses an ordering reply that is not a permutation of the shown pieces', () => {
    for (const order of [
      [2, 0, 3],
      [2, 2, 3, 1],
      [2, 0, 3, 4],
    ])
      expect(() => scoreAnswer(ordering, { order }, [], 0)).toThrow();
  });

  it('scores a dictation by its words, accepting any listed form', () => {
    const dictation = {
      ...base,
      type: 'dictation',
      solution: {},
      acceptedAnswers: ['The train leaves at six.', 'The train leaves at 6.'].map((answer) => ({
        answer,
        normalized: normalizeReply('dictation', answer),
      })),
    } as QuestionKey;
    expect(scoreAnswer(dictation, { text: 'the train leaves at 6' }, [], 0)).toEqual({
      isCorrect: true,
      score: 1,
    });
    expect(scoreAnswer(dictation, { text: 'The train leave at six' }, [], 0)).toEqual({
      isCorrect: false,
      score: 0.8,
    });
    expect(() => scoreAnswer(dictation, { text: ' ' }, [], 0)).toThrow();
  });
});
