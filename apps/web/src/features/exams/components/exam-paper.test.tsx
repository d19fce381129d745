import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamQuestion, LevelExamState } from '@yek/contracts/usertaskexam';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ExamPaper } from './exam-paper';

const choice = (slug: string, prompt: string, section: ExamQuestion['section']): ExamQuestion => ({
  slug,
  section,
  type: 'single-choice',
  prompt,
  hint: null,
  words: [],
  options: [
    { id: 1, text: 'yes' },
    { id: 2, text: 'no' },
  ],
});

const STATE: LevelExamState = {
  levelId: 1,
  levelCode: 'A1',
  name: 'A1',
  status: 'in-progress',
  timeLimitMinutes: 45,
  passMark: 60,
  questionCount: 3,
  retakeAt: null,
  lastExam: null,
  answers: [],
  exam: {
    id: 5,
    kind: 'level',
    levelId: 1,
    levelCode: 'A1',
    name: 'A1',
    form: 'a',
    status: 'in-progress',
    startedAt: '2026-03-02T09:00:00.000Z',
    deadlineAt: '2099-03-02T09:45:00.000Z',
    finishedAt: null,
    timeLimitMinutes: 45,
    passMark: 60,
    answeredCount: 0,
    questionCount: 3,
    score: null,
    passed: null,
    sections: [],
    placement: null,
    retakeAt: null,
    certificateCode: null,
  },
  paper: {
    reading: {
      instructions: null,
      passages: [
        {
          slug: 'p1',
          title: 'At the park',
          text: 'Ali is at the park.',
          questions: [choice('r1', 'Is Ali at the park?', 'reading')],
        },
      ],
    },
    listening: { instructions: null, recordings: [] },
    grammar: { instructions: null, questions: [choice('g1', 'Grammar one?', 'grammar')] },
    vocabulary: { instructions: null, questions: [choice('v1', 'Word one?', 'vocabulary')] },
    writing: null,
    speaking: null,
  },
};

describe('ExamPaper', () => {
  it('shows one question at a time with next, previous and a map, and saves a choice without marking it', async () => {
    const calls = mockApi(() => ok({ answeredCount: 1, questionCount: 3 }));
    renderWithRouter(<ExamPaper state={STATE} initialSection="reading" />);
    expect(screen.getByRole('heading', { name: 'Soru 1 / 3' })).toBeInTheDocument();
    expect(screen.getByText('Ali is at the park.')).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'yes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const save = calls[0]!;
    expect(save.url).toBe('usertaskexam/registerusertaskexamquestionanswer');
    expect(bodyOf(save)).toMatchObject({
      taskExamId: 5,
      questionSlug: 'r1',
      answer: { optionId: 1 },
    });
    // Nothing says whether it is right before the exam ends.
    expect(screen.queryByText(/Doğru cevap|Yanlış/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sonraki soru' }));
    const heading = screen.getByRole('heading', { name: 'Soru 2 / 3' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Grammar one?', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Ali is at the park.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Soru 3: cevapsız' }));
    expect(screen.getByRole('heading', { name: 'Soru 3 / 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soru 3: cevapsız' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // The last question offers the hand-in in place of "next".
    expect(screen.queryByRole('button', { name: 'Sonraki soru' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki soru' }));
    expect(screen.getByRole('heading', { name: 'Soru 2 / 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Okuma' }));
    expect(screen.getByRole('heading', { name: 'Soru 1 / 3' })).toBeInTheDocument();
  });
});
