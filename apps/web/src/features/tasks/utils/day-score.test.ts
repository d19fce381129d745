import { describe, expect, it } from 'vitest';
import { makeScoredPart } from '../../../test/fixtures';
import { dayScore } from './day-score';

const part = makeScoredPart;

describe('dayScore', () => {
  it('weights each part by its answers and skips parts without a score', () => {
    expect(dayScore([part(1, 9), part(0, 1), part(null, 0)])).toBeCloseTo(0.9);
  });

  it('is null when no part was scored', () => {
    expect(dayScore([part(null, 0)])).toBeNull();
    expect(dayScore([])).toBeNull();
  });
});
