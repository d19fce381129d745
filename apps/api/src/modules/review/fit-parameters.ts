import { localDate } from '../../lib/calendar';
import type { ReviewRepository } from './review.repository';

/** A learner's own parameters are fitted once they have this many reviews (FSRS's usual floor). */
export const MIN_REVIEWS_TO_FIT = 400;
/** …and fitted again after this many more. */
export const MIN_NEW_REVIEWS = 200;
/** The most recent reviews a fit reads (bounded for a learner with a very long log). */
const MAX_REVIEWS = 50_000;

export interface ReviewEvent {
  cardId: number;
  /** 1 again … 4 easy. */
  rating: number;
  reviewedAt: Date;
}

/**
 * The optimizer's training set from a review log (ordered by card, then time): for every card,
 * each of its histories that ends in a review at least a day after the one before, with the days
 * between reviews counted in the product's time zone.
 */
export function trainingHistories(
  events: ReviewEvent[],
  timeZone: string,
): { rating: number; deltaT: number }[][] {
  const out: { rating: number; deltaT: number }[][] = [];
  const dayNo = (at: Date) => Date.parse(`${localDate(at, timeZone)}T00:00:00Z`) / 86_400_000;
  let card = -1;
  let history: { rating: number; deltaT: number }[] = [];
  let lastDay = 0;
  for (const e of events) {
    if (e.cardId !== card) {
      card = e.cardId;
      history = [];
    }
    const day = dayNo(e.reviewedAt);
    const deltaT = history.length === 0 ? 0 : day - lastDay;
    history.push({ rating: e.rating, deltaT });
    lastDay = day;
    if (history.length >= 2 && deltaT > 0) out.push([...history]);
  }
  return out;
}

/**
 * Fits one learner's FSRS weights from their review log with the FSRS optimizer and stores them;
 * null when the log is too short to fit. The optimizer is loaded only here (a native module).
 */
export async function fitLearner(
  repo: ReviewRepository,
  userId: number,
  timeZone: string,
): Promise<{ weights: number[]; reviews: number; histories: number } | null> {
  const events = await repo.reviewHistory(userId, MAX_REVIEWS);
  if (events.length < MIN_REVIEWS_TO_FIT) return null;
  const histories = trainingHistories(events, timeZone);
  if (histories.length === 0) return null;
  const { computeParameters, FSRSBindingItem, FSRSBindingReview } =
    await import('@open-spaced-repetition/binding');
  const items = histories.map(
    (h) => new FSRSBindingItem(h.map((r) => new FSRSBindingReview(r.rating, r.deltaT))),
  );
  // Same-day reviews stay in the histories, as the scheduler's short-term steps make them.
  const weights = await computeParameters(items, { enableShortTerm: true });
  if (weights.length === 0 || weights.some((w) => !Number.isFinite(w))) return null;
  await repo.saveParameters(userId, weights, events.length);
  return { weights, reviews: events.length, histories: histories.length };
}
