import type { MainQuestion } from '@yek/contracts/usertask';
import type { ProgressState } from '../../../lib/progress-states';

/** Stars by score (0–1): three from 90 %, two from 70 %, one from 50 %, none below. */
export const STAR_THRESHOLDS = [0.5, 0.7, 0.9] as const;
/** A part scored under this is not a success: no tick, a warning colour, an encouraging word. */
export const PASS_SCORE = 0.7;
/** Under this, the result offers to go over the mistakes again. */
export const RETRY_BELOW = 0.8;

export function starsFor(score: number): number {
  return STAR_THRESHOLDS.filter((s) => score >= s).length;
}

/** done (a success) or low, for the app's one colour scheme. */
export function scoreState(score: number | null): Extract<ProgressState, 'done' | 'low'> {
  return score === null || score >= PASS_SCORE ? 'done' : 'low';
}

/** A finished part's figures: mean score of its answered items, right and wrong items. */
export function partScore(part: Pick<MainQuestion, 'questions'>) {
  const results = part.questions.flatMap((q) => (q.result ? [q.result] : []));
  const judged = results.filter((r) => r.isCorrect !== null);
  const score =
    results.length === 0 ? null : results.reduce((n, r) => n + r.score, 0) / results.length;
  return {
    score,
    correct: judged.filter((r) => r.isCorrect).length,
    judged: judged.length,
    mistakes: judged.filter((r) => !r.isCorrect).length,
  };
}
