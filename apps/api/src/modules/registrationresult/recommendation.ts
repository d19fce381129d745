import type { ApiCulture } from '@yek/contracts/common';
import { SKILLS, type Skill } from '@yek/contracts/content-common';
import { ageOn } from '../../lib/calendar';
import { DEFAULT_DAILY_GOAL_MINUTES } from '@yek/contracts/usertask';

const SKILL_NAMES: Record<ApiCulture, Record<Skill, string>> = {
  'tr-TR': {
    grammar: 'Dilbilgisi',
    vocabulary: 'Kelime',
    reading: 'Okuma',
    listening: 'Dinleme',
    writing: 'Yazma',
    speaking: 'Konuşma',
  },
  'en-US': {
    grammar: 'Grammar',
    vocabulary: 'Vocabulary',
    reading: 'Reading',
    listening: 'Listening',
    writing: 'Writing',
    speaking: 'Speaking',
  },
};
export const skillName = (culture: ApiCulture, skill: Skill) => SKILL_NAMES[culture][skill];

const DEFAULT_FOCUS: Skill[] = ['vocabulary', 'reading', 'listening'];
const FOCUS_COUNT = 3;

interface Choice {
  dailyGoalMinutes: number | null;
  focusSkills: string[];
}

/**
 * The daily goal comes from the purpose; focus skills are the three the purpose (counted twice)
 * and the interests point at most. Ties keep the purpose's own order, then the interests'.
 */
export function recommend(purpose: Choice | null, interests: Choice[]) {
  const known = (list: string[]) =>
    list.filter((s): s is Skill => (SKILLS as readonly string[]).includes(s));
  const score = new Map<Skill, number>();
  const fromPurpose = known(purpose?.focusSkills ?? []);
  const fromInterests = interests.flatMap((i) => known(i.focusSkills));
  for (const s of fromPurpose) score.set(s, (score.get(s) ?? 0) + 2);
  for (const s of fromInterests) score.set(s, (score.get(s) ?? 0) + 1);
  const ranked = [...new Set([...fromPurpose, ...fromInterests])].sort(
    (a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0),
  );
  const focus = [...ranked, ...DEFAULT_FOCUS.filter((s) => !ranked.includes(s))].slice(
    0,
    FOCUS_COUNT,
  );
  return {
    dailyGoalMinutes: purpose?.dailyGoalMinutes ?? DEFAULT_DAILY_GOAL_MINUTES,
    focusSkills: focus,
  };
}

export function ageBand(birthday: string, today: string): string {
  const age = ageOn(birthday, today);
  if (age < 18) return 'age:13-17';
  if (age < 25) return 'age:18-24';
  if (age < 45) return 'age:25-44';
  return 'age:45+';
}

const NOT_WORKING = new Set(['retired', 'homemaker', 'not-working']);

/** Stage 2's rule: studying, working or neither, from the student answer and the job. */
export function workRule(
  isStudent: boolean | null,
  jobAlias: string | null | undefined,
  hasJob: boolean,
) {
  if (isStudent || jobAlias === 'student') return 'student';
  if (jobAlias && NOT_WORKING.has(jobAlias)) return 'not-working';
  return hasJob ? 'working' : 'default';
}
