import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartQuestion } from '@yek/contracts/usertask-questions';
import { describe, expect, it, vi } from 'vitest';
import { makeResult } from '../../../test/part-fixtures';
import { TestProviders } from '../../../test/render';
import { SpeakingItem } from './speaking-item';
import { sentenceParts } from '../../../components/spoken-sentence';

const SENTENCE: Extract<PartQuestion, { type: 'recording-read-aloud' }> = {
  id: 105,
  orderNo: 1,
  type: 'recording-read-aloud',
  payload: { prompt: "She's from Japan, isn't she?", audioUrl: '/api/content/audio/x.mp3' },
  options: [],
  result: null,
};

function read(scores: (number | null)[], attempts: number, attemptsLeft: number, aligned = true) {
  const words = ["she's", 'from', 'japan', "isn't", 'she'];
  const scored = scores.filter((s): s is number => s !== null);
  return {
    ...SENTENCE,
    result: makeResult({
      questionId: SENTENCE.id,
      answer: { fileName: 'a.wav' },
      isCorrect: null,
      score: scored.reduce((a, b) => a + b, 0) / scored.length,
      correctOptionIds: [],
      feedback: {
        words: words.map((word, i) => ({ word, score: scores[i] ?? null })),
        score: scored.reduce((a, b) => a + b, 0) / scored.length,
        aligned,
      },
      attempts,
      attemptsLeft,
    }),
  };
}

function renderItem(question: Extract<PartQuestion, { type: 'recording-read-aloud' }>) {
  return render(
    <TestProviders>
      <SpeakingItem question={question} busy={false} onAnswer={vi.fn()} />
    </TestProviders>,
  );
}

describe('sentenceParts', () => {
  it('meets each written word with its score, punctuation and apostrophes kept', () => {
    const parts = sentenceParts("She's from Japan, isn't she?", [
      { word: "she's", score: 0.9 },
      { word: 'from', score: 0.1 },
      { word: 'japan', score: null },
      { word: "isn't", score: 0.2 },
      { word: 'she', score: 0.8 },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe("She's from Japan, isn't she?");
    expect(parts.filter((p) => p.missed).map((p) => p.text)).toEqual(['from', "isn't"]);
  });
});

describe('SpeakingItem', () => {
  it('offers the model reading before the recorder', () => {
    renderItem(SENTENCE);
    const listen = screen.getByRole('button', { name: 'Örnek okuyuşu dinle' });
    const record = screen.getByRole('button', { name: 'Kayda başla' });
    expect(listen.compareDocumentPosition(record) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a low reading as not successful, underlines the missed words and offers a retry', async () => {
    const { container } = renderItem(read([0.9, 0.1, 0.5, 0.2, 0.3], 1, 2));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Bu okuyuş başarılı sayılmadı: %40');
    expect(status).toHaveTextContent("Altı çizili kelimeler anlaşılmadı: from, isn't, she");
    expect([...container.querySelectorAll('u')].map((u) => u.textContent)).toEqual([
      'from',
      "isn't",
      'she',
    ]);
    expect(screen.queryByRole('button', { name: 'Kayda başla' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(screen.getByRole('button', { name: 'Kayda başla' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('never shows a reading of 0% as a success, and stops offering tries when none are left', () => {
    const { container } = renderItem(read([0, 0, 0, 0, 0], 3, 0, false));
    expect(screen.getByRole('status')).toHaveTextContent('Bu okuyuş başarılı sayılmadı: %0');
    expect(container.querySelectorAll('u')).toHaveLength(5);
    expect(screen.getByText('3. denemen sayıldı; deneme hakkın bitti.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  });

  it('shows a good reading as a success, with a retry still offered while tries are left', () => {
    renderItem(read([0.9, 0.8, 0.9, 0.95, 0.85], 1, 2));
    expect(screen.getByRole('status')).toHaveTextContent('Telaffuz puanı: %88');
    expect(screen.getByRole('status')).toHaveTextContent('Bütün kelimeler anlaşıldı.');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
