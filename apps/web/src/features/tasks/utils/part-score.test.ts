import { describe, expect, it } from 'vitest';
import { makePart, makeResult } from '../../../test/part-fixtures';
import { partScore, scoreState, starsFor } from './part-score';

describe('starsFor', () => {
  it('gives three stars from 90 %, two from 70 %, one from 50 %, none below', () => {
    expect([0, 0.49, 0.5, 0.69, 0.7, 0.89, 0.9, 1].map(starsFor)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('scoreState', () => {
  it('does not call 2 / 5 a success', () => {
    expect(scoreState(0.4)).toBe('low');
    expect(scoreState(0.8)).toBe('done');
  });
});

describe('partScore', () => {
  it('counts right and wrong items and the mean score', () => {
    const base = makePart().questions;
    const figures = partScore({
      questions: [
        { ...base[0]!, result: makeResult({ isCorrect: true, score: 1 }) },
        { ...base[1]!, result: makeResult({ isCorrect: false, score: 0 }) },
      ],
    });
    expect(figures).toEqual({ score: 0.5, correct: 1, judged: 2, mistakes: 1 });
  });
});
