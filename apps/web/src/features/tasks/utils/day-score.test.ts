import type { UserTaskPart } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { dayScore } from './day-score';

const part = (score: number | null, answeredCount: number): UserTaskPart => ({
  mainQuestionId: 1,
  orderNo: 1,
  skillId: 1,
  kind: 'reading',
  questionCount: answeredCount,
  answeredCount,
  correctCount: 0,
  score,
  completed: true,
});

describe('dayScore', () => {
  it('weights each part by its answers and skips parts without a score', () => {
    expect(dayScore([part(1, 9), part(0, 1), part(null, 0)])).toBeCloseTo(0.9);
  });

  it('is null when no part was scored', () => {
    expect(dayScore([part(null, 0)])).toBeNull();
    expect(dayScore([])).toBeNull();
  });
});
