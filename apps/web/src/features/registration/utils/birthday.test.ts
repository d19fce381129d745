import { MIN_BIRTH_YEAR, MIN_LEARNER_AGE } from '@yek/contracts/registration';
import { describe, expect, it } from 'vitest';
import { EARLIEST_BIRTHDAY, MIN_AGE, birthdayProblem, latestBirthday } from './birthday';

const today = new Date(2026, 2, 10); // 10 March 2026, local time

describe('birthday checks', () => {
  it('match the shared limits', () => {
    expect(MIN_AGE).toBe(MIN_LEARNER_AGE);
    expect(EARLIEST_BIRTHDAY).toBe(`${MIN_BIRTH_YEAR}-01-01`);
  });

  it('accept a real past day of a learner aged 13 or more', () => {
    expect(birthdayProblem('2013-03-10', today)).toBeNull();
    expect(birthdayProblem('1990-06-15', today)).toBeNull();
  });

  it('name what is wrong', () => {
    expect(birthdayProblem('', today)).toBe('required');
    expect(birthdayProblem('2001-02-30', today)).toBe('date');
    expect(birthdayProblem('15.06.1990', today)).toBe('date');
    expect(birthdayProblem('2026-03-11', today)).toBe('future');
    expect(birthdayProblem('2013-03-11', today)).toBe('minAge');
    expect(birthdayProblem('1899-12-31', today)).toBe('tooEarly');
  });

  it('keep the latest birthday on a real day', () => {
    expect(latestBirthday(today)).toBe('2013-03-10');
    expect(latestBirthday(new Date(2028, 1, 29))).toBe('2015-02-28');
  });
});
