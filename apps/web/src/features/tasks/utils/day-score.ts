import type { UserTaskPart } from '@yek/contracts/usertask';

/**
 * A day's score, 0–1: its parts' scores weighted by the answers each had, so a part of ten
 * questions counts ten times one of a single question. Null when nothing was scored.
 */
export function dayScore(parts: readonly UserTaskPart[]): number | null {
  let weighted = 0;
  let answered = 0;
  for (const part of parts) {
    if (part.score === null || part.answeredCount === 0) continue;
    weighted += part.score * part.answeredCount;
    answered += part.answeredCount;
  }
  return answered === 0 ? null : weighted / answered;
}
