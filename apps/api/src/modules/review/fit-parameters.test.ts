import type { ReviewAnswerResult, ReviewSession } from '@yek/contracts/review';
import { Rating, createEmptyCard, default_w, fsrs, generatorParameters } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { api, completeToday, learnerWithTrial } from '../../../test/learner';
import { signInAgain } from '../../../test/onboarding';
import { MIN_REVIEWS_TO_FIT, fitLearner, trainingHistories } from './fit-parameters';
import { createReviewRepository } from './review.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/**
 * A learner who forgets three times faster than FSRS's defaults expect: 300 words reviewed six
 * times each when due, remembered with the probability their own memory gives.
 */
function forgetfulLearnerLog(userCardIds: number[]) {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const w = [...default_w];
  for (let i = 0; i < 4; i++) w[i] = w[i]! / 3;
  const truth = fsrs(generatorParameters({ w, enable_fuzz: false, enable_short_term: false }));
  const rows: { cardId: number; rating: number; reviewedAt: Date }[] = [];
  userCardIds.forEach((cardId, c) => {
    let at = new Date(Date.UTC(2026, 0, 1 + (c % 30), 10));
    let card = createEmptyCard(at);
    for (let r = 0; r < 6; r++) {
      const recalled = r === 0 || random() < truth.get_retrievability(card, at, false);
      const rating = r === 0 || recalled ? Rating.Good : Rating.Again;
      rows.push({ cardId, rating, reviewedAt: at });
      card = truth.next(card, at, rating).card;
      at = new Date(Math.max(card.due.getTime(), at.getTime() + DAY));
    }
  });
  return rows;
}

describe('fitting a learner’s own FSRS parameters', () => {
  it('counts the days between reviews in the time zone and keeps histories ending a day later', () => {
    const at = (iso: string) => new Date(iso);
    const histories = trainingHistories(
      [
        { cardId: 1, rating: 3, reviewedAt: at('2026-03-01T20:00:00Z') },
        // 00:30 in Istanbul, half an hour after 23:00 there: the next day.
        { cardId: 1, rating: 3, reviewedAt: at('2026-03-01T21:30:00Z') },
        { cardId: 1, rating: 1, reviewedAt: at('2026-03-04T08:00:00Z') },
        { cardId: 2, rating: 3, reviewedAt: at('2026-03-02T08:00:00Z') },
        { cardId: 2, rating: 3, reviewedAt: at('2026-03-02T09:00:00Z') },
      ],
      'Europe/Istanbul',
    );
    expect(histories).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 1 },
      ],
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 1 },
        { rating: 1, deltaT: 2 },
      ],
    ]);
  });

  it('fits a forgetful learner’s weights from their log and schedules their answers with them', async () => {
    const learner = await learnerWithTrial(t);
    await completeToday(t, learner.token);
    t.clock.advance(DAY);
    const call = api(t, await signInAgain(t, learner));
    const session = await call.data<ReviewSession>('GET', 'review/getreviewsession');
    const { rows: users } = await t.database.pool.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [learner.body.email],
    );
    const userId = users[0]!.id;
    // 300 words of a long log (cards made directly, their reviews logged as the learner gave them).
    const { rows: cards } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO review_cards (user_id, word, source, due)
       SELECT $1, 'fitword' || g, 'dictionary', now() FROM generate_series(1, 300) g
       RETURNING id`,
      [userId],
    );
    const log = forgetfulLearnerLog(cards.map((c) => c.id));
    await t.database.pool.query(
      `INSERT INTO review_logs (card_id, user_id, rating, state, correct, form, duration_ms,
                                elapsed_days, scheduled_days, stability, difficulty, reviewed_at)
       SELECT c, $1, r, 2, r > 1, 'meaning', 5000, 0, 0, 1, 5, at
         FROM unnest($2::int[], $3::smallint[], $4::timestamptz[]) AS l(c, r, at)`,
      [userId, log.map((l) => l.cardId), log.map((l) => l.rating), log.map((l) => l.reviewedAt)],
    );
    expect(log.length).toBeGreaterThanOrEqual(MIN_REVIEWS_TO_FIT);

    const repo = createReviewRepository(t.database.pool);
    expect(await repo.learnersToFit(MIN_REVIEWS_TO_FIT, 1)).toContain(userId);
    const fit = await fitLearner(repo, userId, 'Europe/Istanbul');
    expect(fit).not.toBeNull();
    // Good on a new word: the fitted first stability is well under the default's.
    expect(fit!.weights[2]!).toBeLessThan(default_w[2]! * 0.6);
    const { rows: stored } = await t.database.pool.query<{ reviews: number }>(
      'SELECT reviews FROM review_parameters WHERE user_id = $1',
      [userId],
    );
    expect(stored[0]!.reviews).toBe(log.length);
    // Fitted now: nobody else's log is waiting on it.
    expect(await repo.learnersToFit(MIN_REVIEWS_TO_FIT, 1)).not.toContain(userId);

    // A new word answered Good comes back sooner than the defaults would bring it back.
    const item = session.items.find((i) => i.card.state === 'new')!;
    let card = item.card;
    let result: ReviewAnswerResult | null = null;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(Math.max(new Date(card.due).getTime() - t.clock.now().getTime(), 0) + 1000);
      result = await api(t, await signInAgain(t, learner)).data<ReviewAnswerResult>(
        'POST',
        'review/registerreviewanswer',
        { cardId: card.id, form: 'spelling', answer: card.word, durationMs: 9000 },
      );
      card = result.card;
    }
    const defaults = fsrs(generatorParameters({ enable_fuzz: false }));
    let plain = createEmptyCard(new Date(0));
    for (let i = 0; i < 3; i++) plain = defaults.next(plain, plain.due, Rating.Good).card;
    const defaultDays = Math.round((plain.due.getTime() - plain.last_review!.getTime()) / DAY);
    expect(result!.intervalDays).toBeLessThan(defaultDays);
  });
});
