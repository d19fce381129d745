import type { ApiCulture } from '@yek/contracts/common';
import type { Answer, Feedback } from '@yek/contracts/usertask-questions';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import type { LearnerQuestion, QuestionKey } from '../content/content.types';
import { alignInWorker } from '../../lib/speech/read-aloud-pool';
import { recordingKey } from './recordings';
import { AnswerMismatch, type Score, scoreAnswer } from './scoring';
import { assertWritingLength, writingFeedback, writingScore } from './writing-feedback';

interface MarkInput {
  userId: number;
  question: LearnerQuestion;
  key: QuestionKey;
  answer: Answer;
  /** The words the writing feedback looks for (the day's or the task's). */
  words: string[];
  levelRank: number;
  culture: ApiCulture;
}

/**
 * Marks one answer to a part's item, a day's or a meta task's alike: keyed items by the scorer,
 * a writing answer by its feedback, a read-aloud recording by its alignment (in the worker pool).
 * A reply of the wrong shape, or a recording the learner did not upload, is ANSWER_DOES_NOT_FIT; a
 * text outside the task's word limits is TASK_WRITING_LENGTH and is not stored, so the learner
 * revises it until it is given as final.
 */
export async function markAnswer(
  deps: Pick<AppDeps, 'storage'>,
  { userId, question, key, answer, words, levelRank, culture }: MarkInput,
): Promise<{ scored: Score; feedback: Feedback | null }> {
  let scored: Score;
  try {
    const pairs = question.type === 'matching' ? question.payload.left.length : 0;
    scored = scoreAnswer(
      key,
      answer,
      question.options.map((o) => o.id),
      pairs,
    );
  } catch (error) {
    if (error instanceof AnswerMismatch) throw new AppError('ANSWER_DOES_NOT_FIT');
    throw error;
  }
  let feedback: Feedback | null = null;
  if (question.type === 'free-text' && key.type === 'free-text' && 'text' in answer) {
    assertWritingLength(answer.text, question.payload, 'TASK_WRITING_LENGTH');
    const f = await writingFeedback({
      text: answer.text,
      minWords: question.payload.minWords,
      maxWords: question.payload.maxWords,
      criteria: key.solution.criteria,
      dayWords: words,
      levelRank,
      culture,
    });
    feedback = f;
    scored = { isCorrect: null, score: writingScore(f) };
  }
  if ('fileName' in answer) {
    const data = await deps.storage.get(recordingKey(userId, answer.fileName));
    if (!data) throw new AppError('ANSWER_DOES_NOT_FIT');
    if (question.type === 'recording-read-aloud') {
      const read = await alignInWorker(data, question.payload.prompt);
      if (read) {
        feedback = read;
        scored = { isCorrect: null, score: read.score };
      }
    }
  }
  return { scored, feedback };
}
