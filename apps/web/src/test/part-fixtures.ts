import type { MainQuestion } from '@yek/contracts/usertask';
import type { AnswerResult, PartQuestion } from '@yek/contracts/usertask-questions';

/** Items and parts as the API sends them, for the answering components' tests. */

export const SINGLE_CHOICE: PartQuestion = {
  id: 101,
  orderNo: 1,
  type: 'single-choice',
  payload: { prompt: 'She ___ to school yesterday.' },
  options: [
    { id: 31, orderNo: 1, text: 'went' },
    { id: 32, orderNo: 2, text: 'goed' },
    { id: 33, orderNo: 3, text: 'goes' },
  ],
  result: null,
};

export const GAP_FILL: PartQuestion = {
  id: 102,
  orderNo: 2,
  type: 'gap-fill',
  payload: { prompt: 'They ___ from Ankara.', hint: '(be)' },
  options: [],
  result: null,
};

export const WRITING: PartQuestion = {
  id: 103,
  orderNo: 1,
  type: 'free-text',
  payload: {
    prompt: { tr: 'Kendini tanıt.', en: 'Introduce yourself.' },
    minWords: 20,
    maxWords: 80,
  },
  options: [],
  result: null,
};

export function makeResult(overrides: Partial<AnswerResult> = {}): AnswerResult {
  return {
    questionId: SINGLE_CHOICE.id,
    answer: { optionId: 31 },
    isCorrect: true,
    score: 1,
    correctOptionIds: [31],
    acceptedAnswers: [],
    solution: {},
    explanation: 'Geçmiş zaman: go → went.',
    feedback: null,
    answeredAt: '2026-03-02T09:00:00.000Z',
    attempts: 1,
    attemptsLeft: 0,
    ...overrides,
  };
}

type GrammarPart = Extract<MainQuestion, { kind: 'grammar' }>;

export function makePart(overrides: Partial<GrammarPart> = {}): GrammarPart {
  return {
    id: 40,
    taskId: 9,
    dayNo: 12,
    orderNo: 1,
    skillId: 4,
    kind: 'grammar',
    instructions: null,
    body: {},
    reveal: null,
    questions: [SINGLE_CHOICE, GAP_FILL],
    vocabulary: [],
    lectureCompleted: true,
    completed: false,
    timeSpentSeconds: null,
    wordsSaved: 0,
    ...overrides,
  };
}
