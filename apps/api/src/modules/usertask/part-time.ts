/**
 * Seconds spent on one part of a day, from the times the server already records: each answer of
 * the part counts the time since the day's step before it (the day taken, the lecture finished or
 * any answer), as the progress figures count study time (decision 0030); a pause longer than
 * `gapMinutes` is a break and counts nothing. Null before the part's first answer.
 */
export function partSeconds(
  steps: readonly Date[],
  partAnswers: readonly Date[],
  gapMinutes: number,
): number | null {
  if (partAnswers.length === 0) return null;
  const all = [...steps, ...partAnswers].map((d) => d.getTime()).sort((a, b) => a - b);
  const mine = new Set(partAnswers.map((d) => d.getTime()));
  const limit = gapMinutes * 60_000;
  let total = 0;
  for (let i = 1; i < all.length; i += 1) {
    const gap = all[i]! - all[i - 1]!;
    if (mine.has(all[i]!) && gap <= limit) total += gap;
  }
  return Math.round(total / 1000);
}
