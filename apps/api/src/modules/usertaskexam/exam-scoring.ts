import { typedReplyMatches } from '@yek/contracts/content';
import type { Answer } from '@yek/contracts/usertask-questions';
import { AppError } from '../../lib/errors';
import type { ExamQuestionKey, PlacementKey, PlacementPayload } from '../content/exam-mapping';

/**
 * Marks exam replies on the server, comparing typed replies as the daily questions do
 * (typedReplyMatches: word order by its words, exact forms as written, contractions either way).
 */

const misfit = () => new AppError('ANSWER_DOES_NOT_FIT');

/** Checks the reply's shape against the placement item; returns whether it is right. */
export function scorePlacement(payload: PlacementPayload, key: PlacementKey, answer: Answer) {
  if (payload.type === 'single-choice') {
    if (!('optionId' in answer) || answer.optionId > payload.options.length) throw misfit();
    return answer.optionId === key.correctOptionId;
  }
  if (!('text' in answer) || answer.text.trim() === '') throw misfit();
  return key.accepted.some((a) => typedReplyMatches('typed', answer.text, a));
}

/** Refuses a reply that does not fit the level exam question's type. */
export function assertFits(key: ExamQuestionKey, options: number, answer: Answer) {
  switch (key.type) {
    case 'single-choice':
      if (!('optionId' in answer) || answer.optionId > options) throw misfit();
      return;
    case 'true-false':
      if (!('value' in answer)) throw misfit();
      return;
    default:
      if (!('text' in answer) || answer.text.trim() === '') throw misfit();
  }
}

export function scoreLevelAnswer(key: ExamQuestionKey, answer: Answer): boolean {
  switch (key.type) {
    case 'single-choice':
      return 'optionId' in answer && answer.optionId === key.correctOptionId;
    case 'true-false':
      return 'value' in answer && answer.value === key.answer;
    default: {
      if (!('text' in answer)) return false;
      return key.accepted.some((a) => typedReplyMatches(key.type, answer.text, a, key.exactForm));
    }
  }
}
