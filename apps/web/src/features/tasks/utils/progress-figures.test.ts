import { describe, expect, it } from 'vitest';
import { addDays, bestSkill, recentMinutes, skillSeries } from './progress-figures';

const week = (weekStart: string, skills: [number, number, number | null][]) => ({
  weekStart,
  skills: skills.map(([skillId, answered, score]) => ({ skillId, answered, score })),
});

describe('progress figures', () => {
  it('adds calendar days across months', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('fills quiet days with zero minutes, oldest first', () => {
    expect(
      recentMinutes(
        [
          { date: '2026-03-08', answers: 4, completedDays: 1, minutes: 12 },
          { date: '2026-03-10', answers: 2, completedDays: 0, minutes: 5 },
        ],
        '2026-03-10',
        3,
      ),
    ).toEqual([
      { date: '2026-03-08', minutes: 12 },
      { date: '2026-03-09', minutes: 0 },
      { date: '2026-03-10', minutes: 5 },
    ]);
  });

  it('finds the best skill by the mean of all its answers', () => {
    const weeks = [
      week('2026-03-02', [
        [1, 1, 1],
        [4, 10, 0.8],
      ]),
      week('2026-03-09', [
        [1, 9, 0.5],
        [4, 0, null],
      ]),
    ];
    expect(bestSkill(weeks)).toEqual({ skillId: 4, score: 0.8 });
    expect(bestSkill([week('2026-03-09', [[1, 0, null]])])).toBeNull();
    expect(skillSeries(weeks, 1)).toEqual([100, 50]);
    expect(skillSeries(weeks, 4)).toEqual([80, null]);
  });
});
