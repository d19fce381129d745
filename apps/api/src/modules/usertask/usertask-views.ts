import type { MainQuestion, UserTask, UserTaskPart } from '@yek/contracts/usertask';
import type { ListeningReveal, PartContent } from '@yek/contracts/usertask-parts';
import {
  type AnswerResult,
  MAX_ANSWER_ATTEMPTS,
  type PartQuestion,
  RETRYABLE_TYPES,
  type Solution,
} from '@yek/contracts/usertask-questions';
import type {
  LearnerDay,
  LearnerMainQuestion,
  LearnerQuestion,
  MainQuestionReveal,
  QuestionKey,
} from '../content/content.types';
import type { AnswerRow, UserTaskRow } from './usertask.repository';
import type { Lang } from '../../lib/localized';
import { wordAudioUrl } from '../content/word-audio';

/** Row → API shapes of the learner's programme. Pure, so the service stays about rules. */

export const en = (lang: Lang) => lang.culture === 'en-US';

/** A part's progress, as the task and its list show it. */
export function partProgressView(p: UserTaskRow['parts'][number]): UserTaskPart {
  return {
    mainQuestionId: p.mainQuestionId,
    orderNo: p.orderNo,
    skillId: p.skillId,
    kind: p.kind,
    questionCount: p.questionCount,
    answeredCount: p.answeredCount,
    correctCount: p.correctCount,
    score: p.score,
    completed: p.answeredCount >= p.questionCount,
  };
}

/** The mean score of the answered items of some parts, weighted by answers; null before any. */
export function meanScore(parts: UserTaskRow['parts']): number | null {
  const answered = parts.reduce((n, p) => n + p.answeredCount, 0);
  if (answered === 0) return null;
  return parts.reduce((n, p) => n + (p.score ?? 0) * p.answeredCount, 0) / answered;
}

export function taskState(row: UserTaskRow): UserTask['state'] {
  if (row.completedAt) return 'completed';
  if (row.lectureId !== null && !row.lectureCompletedAt) return 'lecture';
  return 'questions';
}

export function taskView(row: UserTaskRow, lang: Lang): UserTask {
  return {
    id: row.id,
    dayNo: row.dayNo,
    taskName: en(lang) ? row.titleEn : row.titleTr,
    taskDate: row.taskDate,
    lectureId: row.lectureId,
    lecturePoint: (en(lang) ? row.pointEn : row.pointTr) ?? null,
    lectureCompletedAt: row.lectureCompletedAt?.toISOString() ?? null,
    completionDate: row.completedAt?.toISOString() ?? null,
    state: taskState(row),
    kind: row.kind,
    sectionSlug: row.sectionSlug,
    levelId: row.levelId,
    levelCode: row.levelCode,
    parts: row.parts.map(partProgressView),
  };
}

/** What the learner may see of a key once the item is answered (writing criteria stay inside). */
function shownSolution(key: QuestionKey | undefined): Solution {
  switch (key?.type) {
    case 'true-false':
      return { answer: key.solution.answer };
    case 'matching':
      return { match: key.solution.match };
    case 'ordering':
      return { order: key.solution.order };
    case 'free-text':
    case 'recording-free':
      return { modelAnswer: key.solution.modelAnswer };
    default:
      return {};
  }
}

/** Whether an item's answer may be given again (decision 0037): a writing text, a read-aloud. */
export function retryable(type: string | undefined): boolean {
  return (RETRYABLE_TYPES as readonly (string | undefined)[]).includes(type);
}

/**
 * An answer with what may be shown of its key. A row without `attempts` (a meta task's) is final
 * at once, like every item outside the programme days.
 */
export function resultView(
  answer: Omit<AnswerRow, 'attempts'> & { attempts?: number },
  key: QuestionKey | undefined,
): AnswerResult {
  const attempts = answer.attempts ?? 1;
  return {
    questionId: answer.questionId,
    answer: answer.answer,
    isCorrect: answer.isCorrect,
    score: answer.score,
    correctOptionIds: key?.correctOptionIds ?? [],
    acceptedAnswers: key?.acceptedAnswers.map((a) => a.answer) ?? [],
    solution: shownSolution(key),
    explanation: key?.explanation ?? '',
    feedback: answer.feedback,
    answeredAt: answer.createdAt.toISOString(),
    attempts,
    attemptsLeft:
      answer.attempts !== undefined && retryable(key?.type)
        ? Math.max(0, MAX_ANSWER_ATTEMPTS - attempts)
        : 0,
  };
}

/** The item as the learner gets it: the content's slug stays on the server. */
function partQuestionView(
  { slug: _slug, ...question }: LearnerQuestion,
  result: AnswerResult | null,
): PartQuestion {
  return { ...question, result };
}

/** What a part shows by its kind: only a listening part has something to reveal. */
function partContentView(part: LearnerMainQuestion, reveal: ListeningReveal | null): PartContent {
  switch (part.kind) {
    case 'listening':
      return { kind: part.kind, body: part.body, reveal };
    case 'grammar':
      return { kind: part.kind, body: part.body, reveal: null };
    case 'vocabulary':
      return { kind: part.kind, body: part.body, reveal: null };
    case 'reading':
      return { kind: part.kind, body: part.body, reveal: null };
    case 'writing':
      return { kind: part.kind, body: part.body, reveal: null };
    case 'speaking':
      return { kind: part.kind, body: part.body, reveal: null };
  }
}

export interface PartViewInput {
  day: LearnerDay;
  userTask: UserTaskRow;
  mainQuestionId: number;
  answers: AnswerRow[];
  keys: QuestionKey[];
  reveals: MainQuestionReveal[];
  savedWords: Set<string>;
  /** Seconds spent on the part (part-time.ts) and words saved from it. */
  timeSpentSeconds: number | null;
  wordsSaved: number;
  lang: Lang;
}

export function mainQuestionView(input: PartViewInput): MainQuestion | null {
  const part = input.day.mainQuestions.find((m) => m.id === input.mainQuestionId);
  if (!part) return null;
  const answers = new Map(input.answers.map((a) => [a.questionId, a]));
  const keys = new Map(input.keys.map((k) => [k.id, k]));
  const completed = part.questions.every((q) => answers.has(q.id));
  const reveal = completed ? (input.reveals.find((r) => r.id === part.id)?.reveal ?? null) : null;
  return {
    id: part.id,
    taskId: input.userTask.id,
    dayNo: input.day.dayNo,
    orderNo: part.orderNo,
    skillId: part.skillId,
    ...partContentView(part, reveal),
    instructions: (en(input.lang) ? part.instructionsEn : part.instructionsTr) ?? null,
    questions: part.questions.map((q) => {
      const a = answers.get(q.id);
      return partQuestionView(q, a ? resultView(a, keys.get(q.id)) : null);
    }),
    vocabulary: part.vocabulary.map((w) => ({
      id: w.id,
      headword: w.headword,
      pos: w.pos,
      levelId: w.levelId,
      ipa: w.ipa,
      meaningTr: w.meaningTr,
      exampleEn: w.exampleEn,
      exampleTr: w.exampleTr,
      saved: input.savedWords.has(w.headword.toLowerCase()),
      audioUrl: wordAudioUrl(w.headword),
    })),
    lectureCompleted: input.userTask.lectureId === null || !!input.userTask.lectureCompletedAt,
    completed,
    timeSpentSeconds: input.timeSpentSeconds,
    wordsSaved: input.wordsSaved,
  };
}
