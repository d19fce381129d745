import type { ApiCulture } from '@yek/contracts/common';
import type { Feedback } from '@yek/contracts/usertask-questions';
import type { Answer } from '@yek/contracts/usertask-questions';
import type { FileStorage } from '../../lib/storage';
import { AppError } from '../../lib/errors';
import type { ExamQuestionKey, ProductiveKey } from '../content/exam-mapping';
import { alignInWorker } from '../../lib/speech/read-aloud-pool';
import { parseWav } from '../../lib/speech/read-aloud';
import { recordingKey } from '../usertask/recordings';
import { assertWritingLength, writingFeedback, writingScore } from '../usertask/writing-feedback';

/**
 * The writing and speaking sections of a level paper, marked with the daily tasks' own scorers:
 * the writing feedback (its share of checks met) and the read-aloud alignment (its mean word
 * score, computed on the worker pool). Decision 0028 states how they count in the result.
 */

export const isProductive = (key: ExamQuestionKey | ProductiveKey): key is ProductiveKey =>
  key.section === 'writing' || key.section === 'speaking';

/**
 * Refuses a writing or speaking answer that cannot be marked: a text outside the task's word
 * limits (the learner keeps it and can change it), or a recording the learner has not uploaded.
 */
export async function assertProductiveFits(
  storage: FileStorage,
  userId: number,
  key: ProductiveKey,
  answer: Answer,
) {
  if (key.type === 'free-text') {
    if (!('text' in answer) || answer.text.trim() === '') throw new AppError('ANSWER_DOES_NOT_FIT');
    assertWritingLength(answer.text, key, 'EXAM_WRITING_LENGTH');
    return;
  }
  if (!('fileName' in answer)) throw new AppError('ANSWER_DOES_NOT_FIT');
  if (!(await storage.get(recordingKey(userId, answer.fileName))))
    throw new AppError('ANSWER_DOES_NOT_FIT');
}

/** How long a recording lasts, in seconds, where its container says so. */
async function seconds(data: Buffer): Promise<number | null> {
  const wav = parseWav(data);
  if (wav) return wav.samples.length / wav.rate;
  try {
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(data, undefined, { duration: true });
    return format.duration && Number.isFinite(format.duration) ? format.duration : null;
  } catch {
    return null;
  }
}

export interface ProductiveMark {
  /** The share of the item's points earned, 0–1. */
  score: number;
  feedback: Feedback | null;
}

/** Marks one writing or speaking answer (see decision 0028). */
export async function markProductive(
  input: {
    storage: FileStorage;
    userId: number;
    culture: ApiCulture;
    levelRank: number;
  },
  key: ProductiveKey,
  answer: Answer,
): Promise<ProductiveMark> {
  if (key.type === 'free-text') {
    if (!('text' in answer)) return { score: 0, feedback: null };
    const feedback = await writingFeedback({
      text: answer.text,
      minWords: key.minWords,
      maxWords: key.maxWords,
      criteria: key.criteria,
      dayWords: [],
      levelRank: input.levelRank,
      culture: input.culture,
    });
    return { score: writingScore(feedback), feedback };
  }
  if (!('fileName' in answer)) return { score: 0, feedback: null };
  const data = await input.storage.get(recordingKey(input.userId, answer.fileName));
  if (!data) return { score: 0, feedback: null };
  if (key.type === 'recording-read-aloud') {
    const read = await alignInWorker(data, key.sentence ?? '');
    return { score: read?.score ?? 0, feedback: read };
  }
  // A free answer is not judged for content: it earns its share by lasting the prompt's
  // shortest time; a recording whose length cannot be read counts as given, as on the days.
  const length = await seconds(data);
  return {
    score: length === null ? 1 : Math.min(1, length / Math.max(1, key.minSeconds)),
    feedback: null,
  };
}
