import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartQuestion } from '@yek/contracts/usertask-questions';
import { describe, expect, it, vi } from 'vitest';
import { makeResult } from '../../../test/part-fixtures';
import { TestProviders } from '../../../test/render';
import { QuestionItem } from './question-item';

const ORDERING: PartQuestion = {
  id: 201,
  orderNo: 5,
  type: 'ordering',
  payload: {
    prompt: 'Put the steps in order.',
    items: ['Then she boiled the water.', 'First she filled the kettle.', 'Finally she made tea.'],
  },
  options: [],
  result: null,
};

const DICTATION: PartQuestion = {
  id: 202,
  orderNo: 6,
  type: 'dictation',
  payload: {
    prompt: 'Listen and write the sentence.',
    audioUrl: '/api/audio/0123456789abcdef.mp3',
  },
  options: [],
  result: null,
};

function renderItem(question: PartQuestion) {
  const onAnswer = vi.fn();
  render(
    <TestProviders>
      <QuestionItem question={question} index={0} busy={false} onAnswer={onAnswer} />
    </TestProviders>,
  );
  return onAnswer;
}

const places = () =>
  within(screen.getByRole('list', { name: /Put the steps in order/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('an ordering item', () => {
  it('moves pieces with the keyboard, keeps the focus on the moved piece and sends the order', async () => {
    const onAnswer = renderItem(ORDERING);
    expect(places()[0]).toContain('Then she boiled');
    // The first piece cannot go up; "First she filled" moves up with Enter on its button.
    expect(screen.getByRole('button', { name: /^Yukarı taşı: Then/ })).toBeDisabled();
    const up = screen.getByRole('button', { name: /^Yukarı taşı: First/ });
    act(() => up.focus());
    await userEvent.keyboard('{Enter}');
    expect(places()[0]).toContain('First she filled');
    // At the top its up button is disabled, so the focus goes to its down button.
    expect(screen.getByRole('button', { name: /^Aşağı taşı: First/ })).toHaveFocus();
    expect(screen.getByText(/şimdi 3 parçanın 1\. sırasında/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cevapla' }));
    expect(onAnswer).toHaveBeenCalledWith({ order: [1, 0, 2] });
  });

  it('marks each place once answered and lists the right order with the explanation', () => {
    renderItem({
      ...ORDERING,
      result: makeResult({
        questionId: 201,
        answer: { order: [0, 1, 2] },
        isCorrect: false,
        score: 1 / 3,
        correctOptionIds: [],
        solution: { order: [1, 0, 2] },
        explanation: 'Önce su ısıtılır, sonra çay yapılır.',
      }),
    });
    expect(screen.queryByRole('button', { name: /taşı/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Yanlış').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('3 parçadan 1 tanesi doğru yerde.')).toBeInTheDocument();
    const right = screen.getByText('Doğru sıra').nextElementSibling as HTMLElement;
    expect(
      within(right)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'First she filled the kettle.',
      'Then she boiled the water.',
      'Finally she made tea.',
    ]);
    expect(screen.getByText('Önce su ısıtılır, sonra çay yapılır.')).toBeInTheDocument();
  });
});

describe('a dictation item', () => {
  it('plays the sentence, again and slower, and sends the typed text', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const onAnswer = renderItem(DICTATION);
    await userEvent.click(screen.getByRole('button', { name: 'Dinle' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yavaş dinle' }));
    expect(play).toHaveBeenCalledTimes(2);
    const audio = document.querySelector('audio')!;
    expect(audio.playbackRate).toBe(0.75);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Duyduğunu yaz' }),
      'We meet at the station{Enter}',
    );
    expect(onAnswer).toHaveBeenCalledWith({ text: 'We meet at the station' });
    play.mockRestore();
    pause.mockRestore();
  });

  it('says when the recording is missing', () => {
    renderItem({ ...DICTATION, payload: { prompt: 'Listen and write the sentence.' } });
    expect(screen.getByText('Bu cümlenin kaydı henüz hazır değil.')).toBeInTheDocument();
  });

  it('marks the wrong and the missed words once answered', () => {
    renderItem({
      ...DICTATION,
      result: makeResult({
        questionId: 202,
        answer: { text: 'We meting at station after work' },
        isCorrect: false,
        score: 0.75,
        correctOptionIds: [],
        acceptedAnswers: ["We're meeting at the station after work."],
        explanation: "We're = We are.",
      }),
    });
    expect(screen.getByText('Kelimelerin %75 kadarı doğru.')).toBeInTheDocument();
    const marked = [...document.querySelectorAll('mark')].map((m) => m.getAttribute('aria-label'));
    expect(marked).toEqual([
      'meting (yanlış)',
      "We're (kaçırdın)",
      'meeting (kaçırdın)',
      'the (kaçırdın)',
    ]);
  });
});
