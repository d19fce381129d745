import { describe, expect, it } from 'vitest';
import { partSeconds } from './part-time';

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 2, 10, 9, minute, second));

describe('partSeconds', () => {
  it('is null before the first answer', () => {
    expect(partSeconds([at(0)], [], 15)).toBeNull();
  });

  it('counts from the day’s step before each answer of the part, not the other parts', () => {
    // Day taken 9:00, lecture 9:03, another part answered 9:05, this part 9:07 and 9:07:30.
    const steps = [at(0), at(3), at(5)];
    expect(partSeconds(steps, [at(7), at(7, 30)], 15)).toBe(150);
    // The other part's answer after this one's does not count for this one.
    expect(partSeconds([at(0), at(9)], [at(1)], 15)).toBe(60);
  });

  it('leaves out a pause longer than the break limit', () => {
    expect(partSeconds([at(0)], [at(20), at(21)], 15)).toBe(60);
  });
});
