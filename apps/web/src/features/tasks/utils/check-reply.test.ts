import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test/part-fixtures';
import { checkReply } from './check-reply';

describe('checkReply for orderings and dictations', () => {
  it('judges a practice ordering against the order the first result revealed', () => {
    const result = makeResult({ answer: { order: [0, 1, 2] }, solution: { order: [2, 0, 1] } });
    expect(checkReply('ordering', result, { order: [2, 0, 1] })).toBe(true);
    expect(checkReply('ordering', result, { order: [2, 1, 0] })).toBe(false);
  });

  it('judges a practice dictation as the server does, contractions either way', () => {
    const result = makeResult({
      answer: { text: 'we meet' },
      acceptedAnswers: ["We're meeting at the station."],
    });
    expect(checkReply('dictation', result, { text: 'we are meeting at the station' })).toBe(true);
    expect(checkReply('dictation', result, { text: 'we are meeting at station' })).toBe(false);
  });
});
