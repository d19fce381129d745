import { normalizeTypedAnswer } from '@yek/contracts/content-common';
import {
  REVIEW_STATES,
  type ReviewCard,
  type ReviewForm,
  type ReviewItem,
} from '@yek/contracts/review';
import { type Card, type Grade, Rating, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import { wordAudioUrl } from '../content/word-audio';
import type { CardRow, Distractor } from './review.repository';

/**
 * The pieces of a review exercise: the FSRS scheduler and card of a row, the card as the learner
 * sees it, the form it is asked in, its choices and gap, and the grade of an answer.
 */

/** FSRS with its default parameters until a learner has enough reviews to fit their own. */
const defaultScheduler = fsrs(generatorParameters({ enable_fuzz: true }));
/** Schedulers for fitted weights, by weights (bounded: learners share none, the map is a cache). */
const fitted = new Map<string, ReturnType<typeof fsrs>>();

/** The scheduler for a learner: their fitted weights when they have them, else the defaults. */
export function schedulerFor(weights: number[] | null) {
  if (!weights || weights.length === 0) return defaultScheduler;
  const key = weights.join(',');
  let s = fitted.get(key);
  if (!s) {
    if (fitted.size >= 1000) fitted.clear();
    s = fsrs(generatorParameters({ w: weights, enable_fuzz: true }));
    fitted.set(key, s);
  }
  return s;
}

export function toFsrsCard(row: CardRow): Card {
  return {
    ...createEmptyCard(row.due),
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

export function toReviewCard(row: CardRow): ReviewCard {
  return {
    id: row.id,
    word: row.word,
    meaningTr: row.meaningTr,
    pos: row.pos,
    ipa: row.ipa,
    exampleEn: row.exampleEn,
    exampleTr: row.exampleTr,
    source: row.source,
    state: REVIEW_STATES[row.state] ?? 'new',
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
    known: row.known,
    audioUrl: wordAudioUrl(row.word),
  };
}

/** The example with the word (or an inflected form of it) replaced by a gap, or null. */
export function gapSentence(example: string | null, word: string): string | null {
  if (!example || word.includes(' ')) return null;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\b${escaped}(s|es|ed|d|ing|er|est)?\\b`, 'i');
  return pattern.test(example) ? example.replace(pattern, '___') : null;
}

/**
 * The form a card is asked in: a new word first by its meaning, then the word from its meaning,
 * then in its example sentence, then heard, then typed; after that the forms take turns so a word
 * is met every way. A word without its example or its recording is typed in their place.
 */
export function formFor(reps: number, sentence: boolean, heard: boolean): ReviewForm {
  const sequence: ReviewForm[] = [
    'meaning',
    'word',
    sentence ? 'sentence' : 'spelling',
    heard ? 'listening' : 'spelling',
    'spelling',
  ];
  return sequence[reps % sequence.length]!;
}

/** Grades an answer for FSRS from correctness and time (typed answers get longer). */
export function gradeAnswer(correct: boolean, durationMs: number, form: ReviewForm): Grade {
  if (!correct) return Rating.Again;
  const slow = form === 'spelling' ? 2 : 1;
  if (durationMs <= 4_000 * slow) return Rating.Easy;
  if (durationMs <= 12_000 * slow) return Rating.Good;
  return Rating.Hard;
}

export function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Three wrong choices of the same part of speech where the sample has them, then any. */
export function choicesFor(row: CardRow, form: ReviewForm, pool: Distractor[]): string[] {
  if (form === 'spelling') return [];
  const value = (d: { word: string; meaningTr: string }) =>
    form === 'meaning' || form === 'matching' ? d.meaningTr : d.word;
  const right = value(row);
  const seen = new Set([normalizeTypedAnswer(right)]);
  const wrong: string[] = [];
  const samePos = pool.filter((d) => d.pos === row.pos && d.word !== row.word);
  for (const d of [...samePos, ...pool.filter((d) => d.word !== row.word)]) {
    const v = value(d);
    const key = normalizeTypedAnswer(v);
    if (!v || seen.has(key)) continue;
    seen.add(key);
    wrong.push(v);
    if (wrong.length === 3) break;
  }
  return shuffle([right, ...wrong]);
}

/**
 * A card as one exercise: the form it is asked in (its turn in formFor unless `form` is given),
 * its choices from `pool` and, for the sentence form, its example with the gap.
 */
export function exerciseFor(row: CardRow, pool: Distractor[], form?: ReviewForm): ReviewItem {
  const card = toReviewCard(row);
  const gap = gapSentence(row.exampleEn, row.word);
  const asked = form ?? formFor(row.reps, gap !== null, card.audioUrl !== null);
  return {
    card,
    form: asked,
    choices: choicesFor(row, asked, pool),
    prompt: asked === 'sentence' ? gap : null,
  };
}
