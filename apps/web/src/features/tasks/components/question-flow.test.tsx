import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, AnswerResult, PartQuestion } from '@yek/contracts/usertask-questions';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GAP_FILL, SINGLE_CHOICE, makeResult } from '../../../test/part-fixtures';
import { renderWithRouter } from '../../../test/render';
import { checkReply } from '../utils/check-reply';
import { QuestionFlow, useRetryWrong } from './question-flow';

const MATCHING: PartQuestion = {
  id: 104,
  orderNo: 3,
  type: 'matching',
  payload: { prompt: 'Eşleştir.', left: ['cat', 'dog'], right: ['it barks', 'it meows'] },
  options: [],
  result: null,
};

/** The key of each item, as the server reveals it with a result. */
const KEYS: Record<number, Partial<AnswerResult>> = {
  [SINGLE_CHOICE.id]: { correctOptionIds: [31] },
  [GAP_FILL.id]: {
    correctOptionIds: [],
    acceptedAnswers: ['are'],
    explanation: 'They ile "are" gelir.',
  },
  [MATCHING.id]: { correctOptionIds: [], solution: { match: [1, 0] }, explanation: '' },
};

/** The flow with a server stand-in: each first reply is marked and stored, as the API does. */
function Harness({
  questions,
  onAnswer,
}: {
  questions: PartQuestion[];
  onAnswer: (id: number, answer: Answer) => void;
}) {
  const [items, setItems] = useState(questions);
  const retry = useRetryWrong();
  return (
    <>
      <QuestionFlow
        questions={items}
        busy={false}
        refused={null}
        onAnswer={(id, answer) => {
          onAnswer(id, answer);
          setItems((all) =>
            all.map((q) => {
              if (q.id !== id) return q;
              const key = makeResult({ questionId: id, ...KEYS[id] });
              const isCorrect = checkReply(q.type, key, answer);
              return { ...q, result: { ...key, answer, isCorrect, score: isCorrect ? 1 : 0 } };
            }),
          );
        }}
        finished={<p>Bölüm sonu</p>}
      />
      <button type="button" onClick={retry}>
        Hatalarını tekrar et
      </button>
    </>
  );
}

function renderFlow(questions: PartQuestion[] = [SINGLE_CHOICE, GAP_FILL]) {
  const onAnswer = vi.fn();
  renderWithRouter(<Harness questions={questions} onAnswer={onAnswer} />);
  return onAnswer;
}

const bar = () => screen.getByRole('navigation', { name: 'Soru işlemleri' });

describe('QuestionFlow', () => {
  it('shows one item at a time with its progress, checks it, then goes on with "Devam"', async () => {
    const onAnswer = renderFlow();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'went' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Kontrol et' }));
    expect(onAnswer).toHaveBeenCalledWith(SINGLE_CHOICE.id, { optionId: 31 });
    const next = within(bar()).getByRole('button', { name: 'Devam' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'went Doğru' })).toBeChecked();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(/^Doğru$/);

    await userEvent.click(next);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    // The next item's field takes the focus.
    expect(screen.getByRole('textbox', { name: 'Cevabını yaz' })).toHaveFocus();
  });

  it('colours a wrong choice red and the right answer green, with the explanation', async () => {
    renderFlow();
    await userEvent.click(screen.getByRole('radio', { name: 'goed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    // The marks are part of each option's name, so a screen reader says them too.
    expect(await screen.findByRole('radio', { name: 'goed Yanlış' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'went Doğru cevap' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'goes' })).toBeInTheDocument();
    const panel = screen.getAllByRole('status').find((s) => s.textContent?.includes('·'))!;
    expect(panel).toHaveTextContent('Yanlış · Doğru cevap: went');
    expect(panel).toHaveTextContent('Geçmiş zaman: go → went.');
    // The bar tells it too, and the live region says it.
    expect(within(bar()).getByText('Yanlış')).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Yanlış. Doğru cevap: went',
    );
  });

  it('brings a wrong item back once at the end, checked here without a second reply sent', async () => {
    const onAnswer = renderFlow();
    await userEvent.click(screen.getByRole('radio', { name: 'goed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Devam' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cevabını yaz' }), 'are');
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Devam' }));

    // The practice: only the wrong item, fresh, and counted apart.
    expect(screen.getByText('Tekrar: 1 / 1')).toBeInTheDocument();
    expect(screen.getByText(/Bu deneme puanını değiştirmez/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'went' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'went' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    expect(await screen.findByRole('radio', { name: 'went Doğru' })).toBeChecked();
    expect(onAnswer).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect(screen.getByText('Bölüm sonu')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Soru işlemleri' })).not.toBeInTheDocument();
    // The first reply stays the recorded one.
    expect(screen.getByRole('radio', { name: 'goed Yanlış' })).toBeChecked();

    // "Hatalarını tekrar et" opens the practice again.
    await userEvent.click(screen.getByRole('button', { name: 'Hatalarını tekrar et' }));
    expect(await screen.findByText('Tekrar: 1 / 1')).toBeInTheDocument();
  });

  it('gives every accepted answer and the reason when a typed reply is refused', async () => {
    const key = KEYS[GAP_FILL.id]!;
    const before = key.acceptedAnswers;
    key.acceptedAnswers = ['are', "'re"];
    try {
      renderFlow([GAP_FILL]);
      await userEvent.type(screen.getByRole('textbox', { name: 'Cevabını yaz' }), 'is');
      await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
      const panel = (await screen.findAllByRole('status')).find((s) =>
        s.textContent?.includes('·'),
      )!;
      expect(panel).toHaveTextContent("Yanlış · Kabul edilen cevaplar: are · 're");
      expect(panel).toHaveTextContent('They ile "are" gelir.');
    } finally {
      key.acceptedAnswers = before;
    }
  });

  it('takes a spelled-out form of a contracted key, punctuation aside', () => {
    const result = makeResult({ questionId: GAP_FILL.id, acceptedAnswers: ["aren't"] });
    expect(checkReply('gap-fill', result, { text: 'are not.' })).toBe(true);
    expect(checkReply('gap-fill', result, { text: 'is not' })).toBe(false);
  });

  it('goes to the end when every reply is right', async () => {
    renderFlow([SINGLE_CHOICE]);
    await userEvent.click(screen.getByRole('radio', { name: 'went' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Devam' }));
    expect(screen.getByText('Bölüm sonu')).toBeInTheDocument();
  });

  it('chooses options with digit keys and checks, then goes on, with Enter', async () => {
    const onAnswer = renderFlow();
    await userEvent.keyboard('3');
    expect(screen.getByRole('radio', { name: 'goes' })).toBeChecked();
    await userEvent.keyboard('1');
    const went = screen.getByRole('radio', { name: 'went' });
    expect(went).toBeChecked();
    expect(went).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(SINGLE_CHOICE.id, { optionId: 31 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Devam' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    // In a text field a digit is typed, not taken as a choice; Enter checks it.
    await userEvent.keyboard('4{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith(GAP_FILL.id, { text: '4' });
  });

  it('says which pairs of a matching reply were right and gives the right pair of the others', async () => {
    renderFlow([MATCHING]);
    const combos = screen.getAllByRole('combobox');
    await userEvent.click(combos[0]!);
    await userEvent.click(screen.getByRole('option', { name: 'it meows' }));
    await userEvent.click(combos[1]!);
    await userEvent.click(screen.getByRole('option', { name: 'it meows' }));
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    });
    const row = (left: string) => within(screen.getByText(left).parentElement!);
    expect(await row('cat').findByText('Doğru')).toBeInTheDocument();
    expect(row('cat').queryByText(/^Doğrusu/)).not.toBeInTheDocument();
    expect(row('dog').getByText('Yanlış')).toBeInTheDocument();
    expect(row('dog').getByText('Doğrusu: it barks')).toBeInTheDocument();
  });
});
