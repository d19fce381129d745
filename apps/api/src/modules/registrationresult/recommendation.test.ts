import { describe, expect, it } from 'vitest';
import { ageBand, recommend, workRule } from './recommendation';

describe('setup recommendation', () => {
  it('takes the goal from the purpose and ranks skills, the purpose first on ties', () => {
    const career = { dailyGoalMinutes: 20, focusSkills: ['speaking', 'writing', 'vocabulary'] };
    const listening = { dailyGoalMinutes: null, focusSkills: ['listening'] };
    expect(recommend(career, [listening])).toEqual({
      dailyGoalMinutes: 20,
      focusSkills: ['speaking', 'writing', 'vocabulary'],
    });
    expect(recommend(career, [listening, listening, listening]).focusSkills[0]).toBe('listening');
  });

  it('fills in sensible defaults when answers are missing', () => {
    expect(recommend(null, [])).toEqual({
      dailyGoalMinutes: 15,
      focusSkills: ['vocabulary', 'reading', 'listening'],
    });
    expect(
      recommend({ dailyGoalMinutes: null, focusSkills: ['nonsense'] }, []).focusSkills,
    ).toHaveLength(3);
  });

  it('sorts learners into the result rules', () => {
    expect(ageBand('2010-01-01', '2026-06-01')).toBe('age:13-17');
    expect(ageBand('2008-06-01', '2026-06-01')).toBe('age:18-24');
    expect(ageBand('1981-06-02', '2026-06-01')).toBe('age:25-44');
    expect(ageBand('1950-01-01', '2026-06-01')).toBe('age:45+');
    expect(workRule(true, null, false)).toBe('student');
    expect(workRule(false, 'retired', true)).toBe('not-working');
    expect(workRule(false, null, true)).toBe('working');
    expect(workRule(null, null, false)).toBe('default');
  });
});
