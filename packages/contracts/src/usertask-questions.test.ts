import { describe, expect, it } from 'vitest';
import { AnswerResultSchema, PartQuestionSchema, answerFits } from './usertask-questions';

const item = { id: 1, orderNo: 1, options: [], result: null };

describe('learner question schemas', () => {
  it('holds each type to its own payload', () => {
    const left = ['cat', 'dog', 'bird'];
    const right = ['at', 'kedi', 'köpek'];
    const matching = { ...item, type: 'matching', payload: { prompt: 'Eşleştir.', left, right } };
    expect(PartQuestionSchema.safeParse(matching).success).toBe(true);
    const words = { ...matching, type: 'word-order' };
    expect(PartQuestionSchema.safeParse(words).success).toBe(false);
    const writing = { ...item, type: 'free-text', payload: { prompt: 'Write.', minWords: 20 } };
    expect(PartQuestionSchema.safeParse(writing).success).toBe(false);
  });

  it('tells which reply a question type takes', () => {
    expect(answerFits('single-choice', { optionId: 3 })).toBe(true);
    expect(answerFits('gap-fill', { optionId: 3 })).toBe(false);
    expect(answerFits('word-order', { text: 'I am here' })).toBe(true);
    expect(answerFits('recording-free', { text: 'I am here' })).toBe(false);
  });

  it('accepts a result with writing feedback, read-aloud feedback or none', () => {
    const result = {
      questionId: 1,
      answer: { fileName: 'a1b2.wav' },
      isCorrect: null,
      score: 0.8,
      correctOptionIds: [],
      acceptedAnswers: [],
      solution: {},
      explanation: '',
      feedback: null,
      answeredAt: '2026-03-02T09:00:00.000Z',
      attempts: 1,
      attemptsLeft: 2,
    };
    expect(AnswerResultSchema.safeParse(result).success).toBe(true);
    const read = { words: [{ word: 'hello', score: 0.9 }], score: 0.9, aligned: true };
    expect(AnswerResultSchema.parse({ ...result, feedback: read }).feedback).toEqual(read);
    const shown = { ...result, solution: { exactForm: true } };
    expect(AnswerResultSchema.safeParse(shown).success).toBe(false);
    const criteria = { ...result, solution: { modelAnswer: 'I am Can.', criteria: [] } };
    expect(AnswerResultSchema.safeParse(criteria).success).toBe(false);
  });
});
