import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartQuestion } from '@yek/contracts/usertask-questions';
import { describe, expect, it, vi } from 'vitest';
import { GAP_FILL, SINGLE_CHOICE, WRITING, makeResult } from '../../../test/part-fixtures';
import { TestProviders } from '../../../test/render';
import { QuestionItem } from './question-item';

function renderItem(question: PartQuestion) {
  const onAnswer = vi.fn();
  render(
    <TestProviders>
      <QuestionItem question={question} index={0} busy={false} onAnswer={onAnswer} />
    </TestProviders>,
  );
  return onAnswer;
}

describe('QuestionItem', () => {
  it('answers a single-choice item with the id of the chosen option', async () => {
    const onAnswer = renderItem(SINGLE_CHOICE);
    const item = screen.getByRole('form', { name: /She ___ to school yesterday/ });
    await userEvent.click(within(item).getByRole('radio', { name: 'went' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Cevapla' }));
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 31 });
  });

  it('sends nothing until an option is chosen, and says so', async () => {
    const onAnswer = renderItem(SINGLE_CHOICE);
    await userEvent.click(screen.getByRole('button', { name: 'Cevapla' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Önce cevabını ver.');
    await userEvent.click(screen.getByRole('radio', { name: 'went' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an empty typed answer needs a word instead of doing nothing', async () => {
    const onAnswer = renderItem(GAP_FILL);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cevabını yaz' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Cevapla' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Önce cevabını ver.');
  });

  it('answers a gap fill with the typed text, and shows its cue', async () => {
    const onAnswer = renderItem(GAP_FILL);
    const box = screen.getByRole('textbox', { name: 'Cevabını yaz' });
    expect(screen.getByText('(be)')).toBeInTheDocument();
    await userEvent.type(box, 'are');
    await userEvent.click(screen.getByRole('button', { name: 'Cevapla' }));
    expect(onAnswer).toHaveBeenCalledWith({ text: 'are' });
  });

  it('answers a matching item with the chosen right index of each left item', async () => {
    const onAnswer = renderItem({
      id: 104,
      orderNo: 3,
      type: 'matching',
      payload: {
        prompt: 'Eşleştir.',
        left: ['cat', 'dog', 'bird'],
        right: ['kedi', 'kuş', 'köpek'],
      },
      options: [],
      result: null,
    });
    const send = screen.getByRole('button', { name: 'Cevapla' });
    for (const [left, right] of [
      ['cat', 'kedi'],
      ['dog', 'köpek'],
    ]) {
      await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${left}`) }));
      await userEvent.click(screen.getByRole('option', { name: right }));
    }
    await userEvent.click(send);
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: /^bird/ }));
    await userEvent.click(screen.getByRole('option', { name: 'kuş' }));
    await userEvent.click(send);
    expect(onAnswer).toHaveBeenCalledWith({ match: [0, 2, 1] });
  });

  it('shows an answered item with the reply kept, marked wrong, and the right answer', () => {
    renderItem({
      ...SINGLE_CHOICE,
      result: makeResult({ answer: { optionId: 32 }, isCorrect: false, score: 0 }),
    });
    // Your pick is marked wrong and the right answer right, in each option's name too.
    const chosen = screen.getByRole('radio', { name: 'goed Yanlış' });
    expect(screen.getByRole('radio', { name: 'went Doğru cevap' })).not.toBeChecked();
    expect(chosen).toBeChecked();
    expect(chosen).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Yanlış · Doğru cevap: went');
    expect(screen.getByRole('status')).toHaveTextContent('Geçmiş zaman: go → went.');
    expect(screen.queryByRole('button', { name: 'Cevapla' })).not.toBeInTheDocument();
  });

  it('shows a writing answer with its feedback and the model answer', () => {
    renderItem({
      ...WRITING,
      result: makeResult({
        questionId: WRITING.id,
        answer: { text: 'My name is Ayşe. I live in Izmir.' },
        isCorrect: null,
        score: 0.5,
        correctOptionIds: [],
        solution: { modelAnswer: 'My name is Can and I am a student.' },
        feedback: {
          wordCount: 8,
          minWords: 20,
          maxWords: 80,
          items: [{ kind: 'length', ok: false, message: 'Biraz daha yaz.', words: [] }],
          dayWordsUsed: ['live'],
          aboveLevelWords: [],
        },
      }),
    });
    expect(screen.getByRole('textbox', { name: 'Cevabın' })).toHaveValue(
      'My name is Ayşe. I live in Izmir.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Biraz daha yaz.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Günün kelimelerinden kullandıkların: live',
    );
    expect(screen.getByText('My name is Can and I am a student.')).toBeInTheDocument();
  });

  it('tells what to do from the item type, in the learner language', () => {
    renderItem(GAP_FILL);
    expect(screen.getByRole('form', { name: /They ___ from Ankara/ })).toHaveAccessibleDescription(
      'Boşluğu uygun kelimeyle doldur.',
    );
  });

  it('offers the model reading of a read-aloud sentence only where it has one', () => {
    const sentence: PartQuestion = {
      id: 105,
      orderNo: 1,
      type: 'recording-read-aloud',
      payload: {
        prompt: 'She is from Japan.',
        audioUrl: '/api/content/audio/8125b7a1ea54d081.mp3',
      },
      options: [],
      result: null,
    };
    const { unmount } = render(
      <TestProviders>
        <QuestionItem question={sentence} index={0} busy={false} onAnswer={vi.fn()} />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Örnek okuyuşu dinle' })).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute(
      'src',
      '/api/content/audio/8125b7a1ea54d081.mp3',
    );
    unmount();
    renderItem({ ...sentence, payload: { prompt: 'She is from Japan.' } });
    expect(screen.queryByRole('button', { name: 'Örnek okuyuşu dinle' })).not.toBeInTheDocument();
  });
});
