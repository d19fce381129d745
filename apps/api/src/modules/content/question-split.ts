import {
  type Question,
  type QuestionType,
  type WritingCriterion,
  normalizeTypedAnswer,
  orderTokens,
  orderingDisplay,
} from '@yek/contracts/content';
import type { PayloadOf, WritingChecklistItem } from '@yek/contracts/usertask-questions';
import type { KeySolutions } from './content.types';
import { AUDIO_URL_PREFIX } from './content-ids';
import { audioFileName, dictationScript, readAloudScript } from '@yek/content/audio';

/**
 * Splits a content question into what the learner sees before answering (payload) and its key:
 * options with their flags, accepted typed answers and the solution of the other types.
 */

export type Json = Record<string, unknown>;

export type SplitQuestion = {
  [T in QuestionType]: { type: T; payload: PayloadOf<T>; solution: KeySolutions[T] };
}[QuestionType] & {
  options: { text: string; correct: boolean }[];
  answers: string[];
};

const collator = new Intl.Collator('tr');

/**
 * How a learner's typed reply and the accepted answers are compared: word order by its sequence
 * of words (punctuation and case aside), every other typed item by normalizeTypedAnswer. Scoring
 * must use this too, so that it compares like with like.
 */
export function normalizeReply(type: Question['type'], text: string): string {
  return type === 'word-order' ? orderTokens(text).join(' ') : normalizeTypedAnswer(text);
}

export function splitQuestion(q: Question): SplitQuestion {
  const keyless = { options: [], answers: [], solution: {} };
  switch (q.type) {
    case 'single-choice':
    case 'multiple-choice':
      return { ...keyless, type: q.type, payload: { prompt: q.prompt }, options: q.options };
    case 'true-false':
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt },
        solution: { answer: q.answer },
      };
    case 'gap-fill':
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt, ...(q.hint ? { hint: q.hint } : {}) },
        solution: { exactForm: q.exactForm },
        answers: q.answers,
      };
    case 'error-correction':
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt },
        solution: { exactForm: q.exactForm },
        answers: q.answers,
      };
    case 'word-order':
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt, words: q.words },
        answers: q.answers,
      };
    case 'matching': {
      // The right column is shown in alphabetical order, never in the order that pairs it.
      const right = q.pairs.map((p) => p.right).sort(collator.compare);
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt, left: q.pairs.map((p) => p.left), right },
        solution: { match: q.pairs.map((p) => right.indexOf(p.right)) },
      };
    }
    case 'free-text':
      return {
        ...keyless,
        type: q.type,
        payload: {
          prompt: q.prompt,
          minWords: q.minWords,
          maxWords: q.maxWords,
          checklist: q.criteria.flatMap(checklistItem),
        },
        solution: { modelAnswer: q.modelAnswer, criteria: q.criteria },
      };
    case 'recording-read-aloud':
      return {
        ...keyless,
        type: q.type,
        payload: {
          prompt: q.prompt,
          // Only a reading of this very sentence: one recorded before the sentence changed is not.
          ...(q.audio?.file === audioFileName(readAloudScript(q.prompt))
            ? { audioUrl: `${AUDIO_URL_PREFIX}${q.audio.file}` }
            : {}),
        },
      };
    case 'recording-free':
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt, minSeconds: q.minSeconds, maxSeconds: q.maxSeconds },
        solution: { modelAnswer: q.modelAnswer },
      };
    case 'ordering': {
      // Shown in a shuffle seeded by the slug, never in the right order; the order stays here.
      const { shown, solution } = orderingDisplay(q.slug, q.items.length);
      return {
        ...keyless,
        type: q.type,
        payload: { prompt: q.prompt, items: shown.map((i) => q.items[i]!) },
        solution: { order: solution },
      };
    }
    case 'dictation':
      return {
        ...keyless,
        type: q.type,
        payload: {
          prompt: q.prompt,
          // Only a rendering of this very sentence in its voice.
          ...(q.audio?.file === audioFileName(dictationScript(q))
            ? { audioUrl: `${AUDIO_URL_PREFIX}${q.audio.file}` }
            : {}),
        },
        answers: [q.sentence, ...q.answers],
      };
  }
}

/** A criterion as the learner may see it before answering: the pattern stays on the server. */
function checklistItem(c: WritingCriterion): WritingChecklistItem[] {
  switch (c.kind) {
    case 'uses-pattern':
      return [{ kind: c.kind, min: c.min, hint: c.feedback }];
    case 'sentence-grammar':
      // Not checked by a rule (writing-feedback.ts), so not promised on the list.
      return [];
    default:
      return [c];
  }
}
