import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartQuestion } from '@yek/contracts/usertask-questions';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WRITING, makeResult } from '../../../test/part-fixtures';
import { TestProviders } from '../../../test/render';
import { WritingField } from './writing-field';

const TASK = {
  ...WRITING,
  payload: {
    ...(WRITING.type === 'free-text' ? WRITING.payload : { prompt: { tr: '', en: '' } }),
    minWords: 5,
    maxWords: 30,
    checklist: [
      { kind: 'sentences' as const, min: 2 },
      { kind: 'uses-words' as const, words: ['city', 'big', 'language'], min: 2 },
      { kind: 'spelling' as const },
    ],
  },
} as Extract<PartQuestion, { type: 'free-text' }>;

function Harness(props: {
  question: Extract<PartQuestion, { type: 'free-text' }>;
  onAnswer?: (a: unknown) => void;
  error?: unknown;
}) {
  const [text, setText] = useState('');
  return (
    <TestProviders>
      <WritingField
        question={props.question}
        text={text}
        onTextChange={setText}
        refusal={null}
        busy={false}
        error={props.error}
        onAnswer={props.onAnswer ?? vi.fn()}
      />
    </TestProviders>
  );
}

const item = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Kontrol listesi' })).getByText(name, {
    selector: 'p',
  });

const answered = (attempts: number, attemptsLeft: number) => ({
  ...TASK,
  result: makeResult({
    questionId: TASK.id,
    answer: { text: 'I live in a city. It is big and old.' },
    isCorrect: null,
    score: 0.5,
    correctOptionIds: [],
    attempts,
    attemptsLeft,
  }),
});

describe('WritingField', () => {
  it('ticks the checklist while the learner types and counts the words', async () => {
    render(<Harness question={TASK} />);
    expect(item(/^5–30 kelime/)).toHaveTextContent('henüz değil');
    expect(item(/^En az 2 cümle/)).toHaveTextContent('henüz değil');
    expect(item(/^Yazım hatası olmasın/)).toHaveTextContent('kendin kontrol et');
    await userEvent.click(screen.getByRole('textbox', { name: 'Cevabın' }));
    await userEvent.paste('I live in a big city. People speak two languages.');
    expect(item(/^5–30 kelime/)).toHaveTextContent('tamam');
    expect(item(/^En az 2 cümle/)).toHaveTextContent('tamam');
    expect(item(/^Bu kelimelerden en az 2/)).toHaveTextContent('(city, big, language) — tamam');
    expect(screen.getByText('10 kelime (en az 5, en fazla 30)')).toBeInTheDocument();
  });

  it('reopens a marked text to revise and sends the new version', async () => {
    const onAnswer = vi.fn();
    render(<Harness question={answered(1, 2)} onAnswer={onAnswer} />);
    const box = screen.getByRole('textbox', { name: 'Cevabın' });
    expect(box).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Kontrol listesi' })).not.toBeInTheDocument();
    expect(screen.getByText(/2 kez daha gönderebilirsin/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Metni düzelt' }));
    expect(box).toBeEnabled();
    expect(box).toHaveValue('I live in a city. It is big and old.');
    expect(screen.getByRole('region', { name: 'Kontrol listesi' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.paste('I live in a city. It is big and old. I like it.');
    await userEvent.click(screen.getByRole('button', { name: 'Yeniden gönder' }));
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I live in a city. It is big and old. I like it.',
    });
  });

  it('shows a refused revision on the field and keeps the draft', async () => {
    const refusal = {
      isSuccess: false,
      statusCode: 400,
      errorCode: 'TASK_WRITING_LENGTH',
      message: 'Yazın 3 kelime; bu görev 5 ile 30 kelime arası istiyor.',
      errors: { text: ['x'] },
      data: null,
    };
    const { rerender } = render(<Harness question={answered(1, 2)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Metni düzelt' }));
    const box = screen.getByRole('textbox', { name: 'Cevabın' });
    await userEvent.clear(box);
    await userEvent.paste('Too short here.');
    await userEvent.click(screen.getByRole('button', { name: 'Yeniden gönder' }));
    rerender(<Harness question={answered(1, 2)} error={refusal} />);
    expect(box).toHaveAccessibleDescription(/^Yazın 3 kelime; bu görev 5 ile 30/);
    expect(box).toHaveValue('Too short here.');
  });

  it('offers no revision once the versions are used', () => {
    render(<Harness question={answered(3, 0)} />);
    expect(screen.queryByRole('button', { name: 'Metni düzelt' })).not.toBeInTheDocument();
    expect(
      screen.getByText('3. sürümün değerlendirildi; düzeltme hakkın bitti.'),
    ).toBeInTheDocument();
  });
});
