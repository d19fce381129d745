import type { MetaLevel } from '@yek/contracts/metacourse';

/** A course's levels as one label: `A2–B1`, or `B1` when it keeps to one level. */
export function levelRange(min: MetaLevel, max: MetaLevel): string {
  return min === max ? min : `${min}–${max}`;
}

/** A 0–1 score as a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);
