/**
 * The contracts' MIN_LEARNER_AGE and MIN_BIRTH_YEAR, restated so the setup page does not load the
 * schema library for two numbers; a test keeps them equal. The server checks the same rules.
 */
export const MIN_AGE = 13;
export const EARLIEST_BIRTHDAY = '1900-01-01';

export type BirthdayProblem = 'required' | 'date' | 'future' | 'minAge' | 'tooEarly';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as YYYY-MM-DD, read in the browser's own zone. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest birthday of a learner old enough to sign up today. */
export function latestBirthday(today: Date): string {
  const [year, month, day] = isoDay(today).split('-').map(Number) as [number, number, number];
  // 29 February minus 13 years is 28 February; Date would roll it over into March.
  const lastDay = new Date(Date.UTC(year - MIN_AGE, month, 0)).getUTCDate();
  return `${year - MIN_AGE}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** What is wrong with a birthday before it is sent; null when nothing is. */
export function birthdayProblem(value: string, today: Date): BirthdayProblem | null {
  if (!value) return 'required';
  if (!isRealDay(value)) return 'date';
  // ISO days compare correctly as text.
  if (value > isoDay(today)) return 'future';
  if (value < EARLIEST_BIRTHDAY) return 'tooEarly';
  if (value > latestBirthday(today)) return 'minAge';
  return null;
}
