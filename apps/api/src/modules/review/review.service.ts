import { normalizeTypedAnswer, typedAnswerMatches } from '@yek/contracts/content-common';
import {
  REVIEW_RATINGS,
  REVIEW_STATES,
  type LessonReview,
  type RegisterReviewAnswerBody,
  type ReviewAnswerResult,
  type ReviewCard,
  type ReviewSession,
} from '@yek/contracts/review';
import type { AppDeps } from '../../deps';
import { localDate, startOfDay } from '../../lib/calendar';
import { AppError, notFound } from '../../lib/errors';
import {
  exerciseFor,
  gapSentence,
  gradeAnswer,
  schedulerFor,
  shuffle,
  toFsrsCard,
  toReviewCard,
} from './review-exercises';
import type { CardRow, Distractor, ReviewRepository } from './review.repository';

/** Due words a lesson's vocabulary part brings back: in gap fills, and matched to meanings. */
export const LESSON_GAP_FILLS = 3;
export const LESSON_MATCHING = 4;

/** New words brought in per day (the rest wait for the next days). */
export const NEW_PER_DAY = 20;
/** Exercises in one session; more due words wait for the next one. */
export const SESSION_SIZE = 40;
const DAY_MS = 86_400_000;

/** Chosen words from a `words=a,b` query: lower-case, distinct, at most 100. */
export function parseWords(text: string | undefined): string[] {
  const words = (text ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(words)].slice(0, 100);
}

export function createReviewService(deps: AppDeps, repo: ReviewRepository) {
  const now = () => deps.clock.now();
  // A sample of the programme's words to draw wrong choices from, read again every ten minutes
  // (the vocabulary changes only when content is loaded), so a session reads no more of it.
  let sample: { at: number; rows: Promise<Distractor[]> } | null = null;
  const distractors = async (n: number): Promise<Distractor[]> => {
    if (!sample || Date.now() - sample.at > 600_000) {
      const rows = repo.distractors(2000);
      sample = { at: Date.now(), rows };
      rows.catch(() => (sample = null));
    }
    return shuffle(await sample.rows).slice(0, n);
  };
  const dayStart = (at: Date) =>
    startOfDay(localDate(at, deps.config.timeZone), deps.config.timeZone);

  return {
    /**
     * Today's review: cards due (most overdue first) and new words up to the day's allowance,
     * each with the form it is asked in. `words` narrows it to words chosen in the dictionary.
     */
    async session(userId: number, chosen?: string): Promise<ReviewSession> {
      const words = parseWords(chosen);
      const at = now();
      const counts = await repo.counts(userId, at, dayStart(at));
      let rows: CardRow[];
      if (words.length > 0) {
        rows = await repo.cardsByWords(userId, words, SESSION_SIZE);
      } else {
        const due = await repo.dueCards(userId, at, SESSION_SIZE);
        const allowance = Math.min(NEW_PER_DAY - counts.newToday, SESSION_SIZE - due.length);
        rows = [...due, ...(await repo.newCards(userId, allowance, null))];
      }
      // Wrong choices from the learner's own words of this session first (words of the same
      // level and days), then from the programme's.
      const own = rows.map((r) => ({ word: r.word, meaningTr: r.meaningTr, pos: r.pos }));
      const pool = rows.length > 0 ? [...shuffle(own), ...(await distractors(200))] : [];
      const items = rows.map((row) => exerciseFor(row, pool));
      return {
        items,
        dueCount: counts.due,
        newToday: counts.newToday,
        newPerDay: NEW_PER_DAY,
      };
    },

    /**
     * Due words a lesson's vocabulary part brings back (not the part's own words): the most
     * overdue with an example sentence in gap fills, the next ones matched to their meanings.
     * Answers go through `answer` like any review, so FSRS schedules them.
     */
    async lessonReview(userId: number, exclude?: string): Promise<LessonReview> {
      const at = now();
      const rows = await repo.dueCardsExcept(
        userId,
        at,
        parseWords(exclude),
        (LESSON_GAP_FILLS + LESSON_MATCHING) * 2,
      );
      const gapRows = rows
        .filter((r) => gapSentence(r.exampleEn, r.word) !== null)
        .slice(0, LESSON_GAP_FILLS);
      const matchRows = rows
        .filter((r) => !gapRows.includes(r) && r.meaningTr)
        .slice(0, LESSON_MATCHING);
      const pool = [
        ...rows.map((r) => ({ word: r.word, meaningTr: r.meaningTr, pos: r.pos })),
        ...(gapRows.length > 0 ? await distractors(100) : []),
      ];
      const meanings = shuffle([...new Set(matchRows.map((r) => r.meaningTr))]);
      return {
        gapFills: gapRows.map((row) => exerciseFor(row, pool, 'sentence')),
        // Matching needs two words at least; a single one waits for the review page.
        matching:
          matchRows.length >= 2
            ? matchRows.map((row) => ({
                card: toReviewCard(row),
                form: 'matching',
                choices: meanings,
                prompt: null,
              }))
            : [],
      };
    },

    /** A word the learner looked up: a sign it is not known yet (the known-word model). */
    async lookedUp(userId: number, word: string): Promise<void> {
      await repo.noteLookup(userId, word, now());
    },

    /**
     * The known-word model: the words the learner knows (held by FSRS three weeks or more, or
     * skipped by their placement) and the words they are learning (met in a completed day or
     * saved, not yet known). Every other word is new to them.
     */
    async wordModel(userId: number): Promise<{ known: string[]; learning: string[] }> {
      const known: string[] = [];
      const learning: string[] = [];
      for (const w of await repo.wordModel(userId)) (w.known ? known : learning).push(w.word);
      return { known, learning };
    },

    /**
     * How the learner stands with each word, by the known-word model: `due` when its card is due
     * now, `learned` when they have a card or skipped the day that teaches it, else `new`; with
     * its Turkish meaning and, for a due word, the card a review answer goes to.
     */
    async wordStatuses(
      userId: number,
      words: string[],
    ): Promise<
      Map<string, { status: 'due' | 'learned' | 'new'; meaningTr: string; cardId: number | null }>
    > {
      const distinct = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))];
      const out = new Map<
        string,
        { status: 'due' | 'learned' | 'new'; meaningTr: string; cardId: number | null }
      >();
      for (const row of await repo.wordStanding(userId, distinct, now()))
        out.set(row.word, {
          status: row.due ? 'due' : row.learned ? 'learned' : 'new',
          meaningTr: row.meaningTr,
          cardId: row.cardId,
        });
      return out;
    },

    /** Marks one answer, schedules the card with FSRS and logs the review, all at once. */
    async answer(userId: number, body: RegisterReviewAnswerBody): Promise<ReviewAnswerResult> {
      const at = now();
      return deps.database.transaction(async (q) => {
        const row = await repo.lockCard(q, userId, body.cardId);
        if (!row) throw notFound();
        const byMeaning = body.form === 'meaning' || body.form === 'matching';
        const expected = byMeaning ? row.meaningTr : row.word;
        if (!expected) throw new AppError('VALIDATION_FAILED', { cardId: ['validation.invalid'] });
        const correct = byMeaning
          ? normalizeTypedAnswer(body.answer) === normalizeTypedAnswer(expected)
          : typedAnswerMatches(body.answer, expected);
        const grade = gradeAnswer(correct, body.durationMs, body.form);
        const { card } = schedulerFor(row.weights).next(toFsrsCard(row), at, grade);
        const next = {
          id: row.id,
          userId: row.userId,
          word: row.word,
          vocabularyId: row.vocabularyId,
          source: row.source,
          due: card.due,
          stability: card.stability,
          difficulty: card.difficulty,
          elapsedDays: card.elapsed_days,
          scheduledDays: card.scheduled_days,
          learningSteps: card.learning_steps,
          reps: card.reps,
          lapses: card.lapses,
          state: card.state,
          lastReview: card.last_review ?? at,
        };
        const { known } = await repo.saveReview(q, next, {
          rating: grade,
          stateBefore: row.state,
          correct,
          form: body.form,
          durationMs: body.durationMs,
          reviewedAt: at,
        });
        return {
          correct,
          rating: REVIEW_RATINGS[grade - 1]!,
          expected,
          card: toReviewCard({ ...row, ...next, known }),
          intervalDays: Math.max(0, Math.round((card.due.getTime() - at.getTime()) / DAY_MS)),
        };
      });
    },

    /**
     * The learner's words as CSV that Anki and spreadsheets import: word, Turkish meaning, IPA,
     * part of speech, example and its translation, state, next review (UTF-8 with a BOM).
     */
    async csv(userId: number): Promise<string> {
      const rows = await repo.allCards(userId, 20_000);
      const cell = (v: string | null) =>
        `"${(v ?? '').replace(/"/g, '""').replace(/\r?\n/g, ' ')}"`;
      const lines = [
        ['word', 'meaning_tr', 'ipa', 'pos', 'example_en', 'example_tr', 'state', 'due'].join(','),
        ...rows.map((r) =>
          [
            r.word,
            r.meaningTr,
            r.ipa,
            r.pos,
            r.exampleEn,
            r.exampleTr,
            REVIEW_STATES[r.state] ?? 'new',
            r.due.toISOString().slice(0, 10),
          ]
            .map(cell)
            .join(','),
        ),
      ];
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    async cards(
      userId: number,
      query: { state?: ReviewCard['state']; words?: string; pageIndex: number; pageSize: number },
    ) {
      const words = parseWords(query.words);
      const page = await repo.cardPage(
        userId,
        {
          ...(query.state ? { state: REVIEW_STATES.indexOf(query.state) } : {}),
          ...(words.length > 0 ? { words } : {}),
        },
        { index: query.pageIndex, size: query.pageSize },
      );
      return { items: page.items.map(toReviewCard), totalCount: page.totalCount };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
