import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacementItem, PlacementState, UserExam } from '@yek/contracts/usertaskexam';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { PlacementPage } from './placement-page';

const exam: UserExam = {
  id: 7,
  kind: 'placement',
  levelId: null,
  levelCode: null,
  name: 'Seviye belirleme sınavı',
  form: null,
  status: 'in-progress',
  startedAt: '2026-03-02T09:00:00.000Z',
  deadlineAt: null,
  finishedAt: null,
  timeLimitMinutes: null,
  passMark: null,
  answeredCount: 0,
  questionCount: 30,
  score: null,
  passed: null,
  sections: [],
  placement: null,
  retakeAt: null,
  certificateCode: null,
};

const item = (id: number, stem: string): PlacementItem => ({
  id,
  skill: 'grammar',
  type: 'single-choice',
  stem,
  passage: null,
  audioUrl: null,
  options: [
    { id: 1, text: 'am' },
    { id: 2, text: 'is' },
    { id: 3, text: 'are' },
  ],
});

const finished: UserExam = {
  ...exam,
  status: 'finished',
  finishedAt: '2026-03-02T09:10:00.000Z',
  answeredCount: 18,
  questionCount: 18,
  retakeAt: '2026-03-16T09:10:00.000Z',
  placement: {
    levelId: 3,
    levelCode: 'B1',
    theta: -0.4,
    se: 0.29,
    confidence: 0.81,
    levelProbabilities: [
      { levelCode: 'A1', probability: 0 },
      { levelCode: 'A2', probability: 0.1 },
      { levelCode: 'B1', probability: 0.81 },
      { levelCode: 'B2', probability: 0.09 },
      { levelCode: 'C1', probability: 0 },
      { levelCode: 'C2', probability: 0 },
    ],
    startDay: 131,
    canApply: true,
    appliedAt: null,
  },
};

describe('PlacementPage', () => {
  it('starts the test, answers by keyboard and shows the next item the server chose', async () => {
    const first: PlacementState = { exam, item: item(11, 'My sister ___ a nurse.'), maxItems: 30 };
    const second: PlacementState = {
      exam: { ...exam, answeredCount: 1 },
      item: item(12, 'They ___ at home.'),
      maxItems: 30,
    };
    const calls = mockApi((config) =>
      config.url === 'usertaskexam/startplacementexam'
        ? ok(first)
        : config.url === 'usertaskexam/registerplacementanswer'
          ? ok(second)
          : config.url === 'usertaskexam/getplacementexam'
            ? ok(first)
            : ok([]),
    );
    const { router } = renderWithRouter(<PlacementPage />, { initialEntries: ['/placement-test'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sınava başla' }));
    expect(await screen.findByRole('radiogroup', { name: 'My sister ___ a nurse.' })).toBeVisible();
    expect(router.state.location.search).toBe('?exam=7');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('radiogroup', { name: 'They ___ at home.' })).toBeVisible();
    expect(screen.getByText('1 soru cevaplandı (en fazla 30)')).toBeInTheDocument();
    const post = calls.find((c) => c.url === 'usertaskexam/registerplacementanswer')!;
    expect(bodyOf(post)).toEqual({ taskExamId: 7, itemId: 11, answer: { optionId: 2 } });
  });

  it('shows the level with its confidence and moves the programme only after the learner confirms', async () => {
    const calls = mockApi((config) =>
      config.url === 'usertaskexam/getplacementexam'
        ? ok({ exam: finished, item: null, maxItems: 30 })
        : config.url === 'usertaskexam/applyplacementresult'
          ? ok({
              ...finished,
              placement: { ...finished.placement!, canApply: false, appliedAt: 'x' },
            })
          : fail(404, null),
    );
    renderWithRouter(<PlacementPage />, { initialEntries: ['/placement-test?exam=7'] });
    expect(await screen.findByRole('heading', { name: 'Seviyen: B1 (orta)' })).toBeVisible();
    expect(screen.getByText('Sonucun güvenilirliği: %81')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'B1 seviyesinden devam et' }));
    expect(
      await screen.findByRole('dialog', { name: 'Programın 131. güne taşınsın mı?' }),
    ).toBeVisible();
    expect(calls.some((c) => c.url === 'usertaskexam/applyplacementresult')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Evet, taşı' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === 'usertaskexam/applyplacementresult')).toBe(true),
    );
    const post = calls.find((c) => c.url === 'usertaskexam/applyplacementresult')!;
    expect(bodyOf(post)).toEqual({ taskExamId: 7 });
  });
});
