import type { ProgressDay, SkillWeek } from '@yek/contracts/usertask';

/** The skills by their API ids (reading 1 … vocabulary 6), named as the locale's tasks.kinds. */
export const SKILL_KINDS = {
  1: 'reading',
  2: 'listening',
  3: 'writing',
  4: 'grammar',
  5: 'speaking',
  6: 'vocabulary',
} as const;
export type SkillId = keyof typeof SKILL_KINDS;
export const SKILL_IDS = Object.keys(SKILL_KINDS).map(Number) as SkillId[];

/** Adds whole days to a 'YYYY-MM-DD' date (calendar dates only, no time zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "9 Mar" for a 'YYYY-MM-DD' date; `long` gives "9 Mart 2026". */
export function dayLabel(date: string, culture: string, long = false): string {
  return new Intl.DateTimeFormat(culture, {
    day: 'numeric',
    month: long ? 'long' : 'short',
    ...(long ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Study minutes of each of the last `count` days up to today, oldest first (0 on a quiet day). */
export function recentMinutes(days: ProgressDay[], today: string, count: number) {
  const byDate = new Map(days.map((d) => [d.date, d.minutes]));
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i - count + 1);
    return { date, minutes: byDate.get(date) ?? 0 };
  });
}

/** The skill with the best mean score over the weeks (weighted by answers), if any was answered. */
export function bestSkill(weeks: SkillWeek[]): { skillId: SkillId; score: number } | null {
  let best: { skillId: SkillId; score: number } | null = null;
  for (const skillId of SKILL_IDS) {
    let answered = 0;
    let sum = 0;
    for (const w of weeks)
      for (const s of w.skills)
        if (s.skillId === skillId && s.score !== null) {
          answered += s.answered;
          sum += s.score * s.answered;
        }
    if (answered > 0 && (!best || sum / answered > best.score))
      best = { skillId, score: sum / answered };
  }
  return best;
}

/** A skill's weekly scores as whole percentages, null for weeks without an answer. */
export function skillSeries(weeks: SkillWeek[], skillId: number): (number | null)[] {
  return weeks.map((w) => {
    const score = w.skills.find((s) => s.skillId === skillId)?.score ?? null;
    return score === null ? null : Math.round(score * 100);
  });
}
