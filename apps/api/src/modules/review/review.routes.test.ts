import type {
  LessonReview,
  ReviewAnswerResult,
  ReviewCardsPage,
  ReviewSession,
} from '@yek/contracts/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { api, completeToday, learnerWithTrial } from '../../../test/learner';
import { signInAgain } from '../../../test/onboarding';
import { gapSentence, gradeAnswer } from './review-exercises';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/**
 * A learner who completed day 1, the next day; reviews spread over months, so their plan
 * outlasts them.
 */
async function learnerWhoFinishedDayOne() {
  const learner = await learnerWithTrial(t);
  await t.database.pool.query(
    `UPDATE users SET subscription_ends_at = now() + interval '5 years' WHERE email = $1`,
    [learner.body.email],
  );
  await completeToday(t, learner.token);
  t.clock.advance(DAY);
  return learner;
}

describe('review (FSRS)', () => {
  it('grades from correctness and time, and gaps the word in its example', () => {
    expect(gradeAnswer(false, 1000, 'meaning')).toBe(1);
    expect(gradeAnswer(true, 20_000, 'meaning')).toBe(2);
    expect(gradeAnswer(true, 8_000, 'meaning')).toBe(3);
    expect(gradeAnswer(true, 2_000, 'meaning')).toBe(4);
    expect(gradeAnswer(true, 7_000, 'spelling')).toBe(4);
    expect(gapSentence('She opens the door.', 'open')).toBe('She ___ the door.');
    expect(gapSentence('Hello there.', 'open')).toBeNull();
  });

  it('brings the words of a completed day back the next day, and the intervals grow with right answers', async () => {
    const learner = await learnerWhoFinishedDayOne();
    const token = await signInAgain(t, learner);
    const call = api(t, token);
    const session = await call.data<ReviewSession>('GET', 'review/getreviewsession');
    expect(session.items.length).toBeGreaterThanOrEqual(6);
    expect(session.newPerDay).toBe(20);
    const first = session.items[0]!;
    expect(first.card.state).toBe('new');
    expect(first.form).toBe('meaning');
    expect(first.choices).toHaveLength(4);
    expect(first.choices).toContain(first.card.meaningTr);

    // A wrong answer is Again; the word comes back within the day.
    const wrong = await call.data<ReviewAnswerResult>('POST', 'review/registerreviewanswer', {
      cardId: first.card.id,
      form: 'meaning',
      answer: first.choices.find((c) => c !== first.card.meaningTr)!,
      durationMs: 3000,
    });
    expect(wrong).toMatchObject({
      correct: false,
      rating: 'again',
      expected: first.card.meaningTr,
    });
    expect(wrong.intervalDays).toBe(0);

    // Right answers, each when due: the intervals grow.
    const intervals: number[] = [];
    let card = wrong.card;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(Math.max(new Date(card.due).getTime() - t.clock.now().getTime(), 0) + 1000);
      const again = api(t, await signInAgain(t, learner));
      const result = await again.data<ReviewAnswerResult>('POST', 'review/registerreviewanswer', {
        cardId: card.id,
        form: 'spelling',
        answer: ` ${card.word.toUpperCase()} `,
        durationMs: 8000,
      });
      expect(result.correct).toBe(true);
      intervals.push(result.intervalDays);
      card = result.card;
    }
    expect(intervals.at(-1)!).toBeGreaterThan(intervals[1]!);
    expect(intervals[3]!).toBeGreaterThanOrEqual(intervals[2]!);

    // The profile list shows the state and the next review.
    const page = await api(t, await signInAgain(t, learner)).data<ReviewCardsPage>(
      'GET',
      `review/getreviewcards?words=${encodeURIComponent(card.word)}`,
    );
    expect(page.items[0]).toMatchObject({ word: card.word, state: 'review', reps: 5 });

    // The words as CSV, for Anki or a spreadsheet.
    const csv = await t.app.inject({
      url: '/api/review/exportwords',
      headers: bearer(await signInAgain(t, learner)),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('word,meaning_tr,ipa,pos,example_en,example_tr,state,due');
    expect(lines.some((l) => l.startsWith(`"${card.word}",`) && l.includes('"review"'))).toBe(true);
  });

  it("never lets a learner see or answer another learner's cards", async () => {
    const owner = await learnerWithTrial(t);
    await completeToday(t, owner.token);
    t.clock.advance(DAY);
    const ownerToken = await signInAgain(t, owner);
    const session = await api(t, ownerToken).data<ReviewSession>('GET', 'review/getreviewsession');
    const cardId = session.items[0]!.card.id;

    const other = await learnerWithTrial(t);
    const otherToken = await signInAgain(t, other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review/registerreviewanswer',
      headers: bearer(otherToken),
      payload: { cardId, form: 'meaning', answer: 'x', durationMs: 100 },
    });
    expect(res.statusCode).toBe(404);
    const theirs = json<ReviewCardsPage>(
      await t.app.inject({ url: '/api/review/getreviewcards', headers: bearer(otherToken) }),
    ).data;
    expect(theirs.items.map((c) => c.id)).not.toContain(cardId);
  });

  it("brings due words back in a lesson's vocabulary part, in gap fills and matching, as reviews", async () => {
    const learner = await learnerWhoFinishedDayOne();
    let call = api(t, await signInAgain(t, learner));
    const session = await call.data<ReviewSession>('GET', 'review/getreviewsession');
    // Every word answered once: each is learning and due again within the day.
    for (const item of session.items)
      await call.data('POST', 'review/registerreviewanswer', {
        cardId: item.card.id,
        form: 'meaning',
        answer: item.card.meaningTr,
        durationMs: 6000,
      });
    t.clock.advance(DAY);
    call = api(t, await signInAgain(t, learner));
    const own = session.items[0]!.card.word;
    const lesson = await call.data<LessonReview>(
      'GET',
      `review/getlessonreview?exclude=${encodeURIComponent(own)}`,
    );
    const all = [...lesson.gapFills, ...lesson.matching];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.map((i) => i.card.word)).not.toContain(own);
    expect(lesson.gapFills.length).toBeLessThanOrEqual(3);
    for (const gap of lesson.gapFills) {
      expect(gap.form).toBe('sentence');
      expect(gap.prompt).toContain('___');
      expect(gap.choices).toContain(gap.card.word);
    }
    if (lesson.matching.length > 0) {
      const meanings = lesson.matching[0]!.choices;
      for (const m of lesson.matching) {
        expect(m.form).toBe('matching');
        expect(m.choices).toEqual(meanings);
        expect(meanings).toContain(m.card.meaningTr);
      }
      const m = lesson.matching[0]!;
      const result = await call.data<ReviewAnswerResult>('POST', 'review/registerreviewanswer', {
        cardId: m.card.id,
        form: 'matching',
        answer: m.card.meaningTr,
        durationMs: 3000,
      });
      expect(result).toMatchObject({ correct: true, rating: 'easy' });
      expect(result.intervalDays).toBeGreaterThanOrEqual(1);
    }
    // An answered word is no longer due; a stranger gets none of these words.
    const after = await call.data<LessonReview>('GET', 'review/getlessonreview');
    if (lesson.matching.length > 0)
      expect(after.matching.map((i) => i.card.id)).not.toContain(lesson.matching[0]!.card.id);
    const stranger = api(t, await signInAgain(t, await learnerWithTrial(t)));
    expect(await stranger.data<LessonReview>('GET', 'review/getlessonreview')).toEqual({
      gapFills: [],
      matching: [],
    });
  });
});
