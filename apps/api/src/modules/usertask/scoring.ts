import { dictationScore, orderingScore, typedReplyMatches } from '@yek/contracts/content-questions';
import { type Answer, answerFits } from '@yek/contracts/usertask-questions';
import type { QuestionKey } from '../content/content.types';

export interface Score {
  /** null where a reply is not right or wrong (writing, free speaking). */
  isCorrect: boolean | null;
  /** 0–1. */
  score: number;
}

/** The reply does not fit the question's type (an option id for a gap fill, …). */
export class AnswerMismatch extends Error {}

/**
 * Scores one reply against its key. Typed replies are compared with each accepted answer as written
 * (typedAnswerMatches: case, punctuation and spacing aside, contractions either way), word order
 * by its words; items marked exactForm compare the text exactly, case and punctuation included,
 * forgiving only spacing and the style of apostrophes (sameExactForm). An ordering scores the
 * share of items in their right place, a dictation the share of its words written right
 * (dictationScore); either is correct only when wholly right.
 */
export function scoreAnswer(
  key: QuestionKey,
  answer: Answer,
  optionIds: readonly number[],
  pairCount: number,
): Score {
  const right = (ok: boolean): Score => ({ isCorrect: ok, score: ok ? 1 : 0 });
  switch (key.type) {
    case 'single-choice': {
      if (!answerFits(key.type, answer) || !optionIds.includes(answer.optionId))
        throw new AnswerMismatch();
      return right(key.correctOptionIds.includes(answer.optionId));
    }
    case 'multiple-choice': {
      if (!answerFits(key.type, answer) || answer.optionIds.some((id) => !optionIds.includes(id)))
        throw new AnswerMismatch();
      const chosen = new Set(answer.optionIds);
      const correct = new Set(key.correctOptionIds);
      const ok = chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
      return right(ok);
    }
    case 'true-false': {
      if (!answerFits(key.type, answer)) throw new AnswerMismatch();
      return right(answer.value === key.solution.answer);
    }
    case 'gap-fill':
    case 'error-correction':
    case 'word-order': {
      if (!answerFits(key.type, answer)) throw new AnswerMismatch();
      const text = answer.text.trim();
      if (text === '') throw new AnswerMismatch();
      const exact = 'exactForm' in key.solution && key.solution.exactForm;
      return right(
        key.acceptedAnswers.some((a) => typedReplyMatches(key.type, text, a.answer, exact)),
      );
    }
    case 'matching': {
      if (!answerFits(key.type, answer)) throw new AnswerMismatch();
      const solution = key.solution.match;
      if (answer.match.length !== pairCount || solution.length !== pairCount)
        throw new AnswerMismatch();
      const hits = answer.match.filter((m, i) => m === solution[i]).length;
      return { isCorrect: hits === pairCount, score: hits / pairCount };
    }
    case 'ordering': {
      // The reply puts every shown item in one place: a permutation of the shown indexes.
      if (!answerFits(key.type, answer)) throw new AnswerMismatch();
      const solution = key.solution.order;
      const places = new Set(answer.order);
      if (
        answer.order.length !== solution.length ||
        places.size !== solution.length ||
        answer.order.some((i) => i >= solution.length)
      )
        throw new AnswerMismatch();
      const score = orderingScore(answer.order, solution);
      return { isCorrect: score === 1, score };
    }
    case 'dictation': {
      // Right as a typed answer is right; otherwise the share of its words written right.
      if (!answerFits(key.type, answer)) throw new AnswerMismatch();
      const text = answer.text.trim();
      if (text === '') throw new AnswerMismatch();
      const { isCorrect, marks } = dictationScore(
        text,
        key.acceptedAnswers.map((a) => a.answer),
      );
      return { isCorrect, score: isCorrect ? 1 : marks.score };
    }
    case 'free-text':
      if (!answerFits(key.type, answer) || answer.text.trim() === '') throw new AnswerMismatch();
      return { isCorrect: null, score: 0 };
    case 'recording-read-aloud':
    case 'recording-free':
      if (!answerFits(key.type, answer)) throw new AnswerMismatch();
      return { isCorrect: null, score: 1 };
  }
}
