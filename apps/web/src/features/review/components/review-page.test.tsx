import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewSession } from '@yek/contracts/review';
import { describe, expect, it } from 'vitest';
import { reviewCard } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ReviewPage } from './review-page';

const card = reviewCard;

const SESSION: ReviewSession = {
  items: [
    {
      card: card(1, 'storm', 'fırtına'),
      form: 'meaning',
      choices: ['gemi', 'fırtına', 'liman', 'dalga'],
      prompt: null,
    },
    { card: card(2, 'ship', 'gemi'), form: 'spelling', choices: [], prompt: null },
  ],
  dueCount: 0,
  newToday: 0,
  newPerDay: 20,
};

describe('ReviewPage', () => {
  it('asks each word, answers from the keyboard, shows the next review and ends with a score', async () => {
    const calls = mockApi((config) => {
      if (config.url === 'review/getreviewsession') return ok(SESSION);
      const body = JSON.parse(String(config.data)) as { cardId: number; answer: string };
      const right = body.cardId === 1 ? body.answer === 'fırtına' : body.answer === 'ship';
      const c = SESSION.items[body.cardId - 1]!.card;
      return ok({
        correct: right,
        rating: right ? 'good' : 'again',
        expected: body.cardId === 1 ? 'fırtına' : 'ship',
        card: { ...c, state: 'learning', reps: 1 },
        intervalDays: right ? 3 : 0,
      });
    });
    renderWithRouter(<ReviewPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('storm')).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    // Digit 2 chooses the second meaning.
    await user.keyboard('2');
    expect(await screen.findByText('Sonraki tekrar: 3 gün sonra.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Devam' })).toHaveFocus());
    await user.keyboard('{Enter}');

    // The spelling: typed, wrong, then the right answer is given.
    await user.type(await screen.findByLabelText('Kelime'), 'shipp{Enter}');
    expect(await screen.findByText(/Doğru cevap: ship/)).toBeInTheDocument();
    expect(screen.getByText('Bu kelimeyi bugün yeniden göreceksin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Devam' }));

    expect(await screen.findByText('Bugünlük tekrar bitti')).toBeInTheDocument();
    expect(screen.getByText('2 kelimeden 1 tanesini bildin.')).toBeInTheDocument();
    const answers = calls.filter((c) => c.url === 'review/registerreviewanswer');
    expect(answers.map((c) => JSON.parse(String(c.data)).answer)).toEqual(['fırtına', 'shipp']);
    expect(JSON.parse(String(answers[0]!.data)).durationMs).toBeGreaterThanOrEqual(0);
  });

  it('says when there is nothing to review', async () => {
    mockApi(() => ok({ ...SESSION, items: [] }));
    renderWithRouter(<ReviewPage />);
    expect(await screen.findByText(/Şu an tekrar edilecek kelimen yok/)).toBeInTheDocument();
  });

  it('plays the word for the listening form and takes the word heard', async () => {
    const heard = {
      ...card(3, 'wave', 'dalga'),
      audioUrl: '/api/content/audio/words/0123456789abcdef.mp3',
    };
    const calls = mockApi((config) => {
      if (config.url === 'review/getreviewsession')
        return ok({
          ...SESSION,
          items: [
            {
              card: heard,
              form: 'listening',
              choices: ['wave', 'save', 'wait', 'way'],
              prompt: null,
            },
          ],
        });
      return ok({ correct: true, rating: 'easy', expected: 'wave', card: heard, intervalDays: 2 });
    });
    const { container } = renderWithRouter(<ReviewPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Duyduğun kelime hangisi?')).toBeInTheDocument();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(heard.audioUrl);
    expect(screen.getByRole('button', { name: 'Yeniden dinle' })).toBeEnabled();
    await user.keyboard('1');
    expect(await screen.findByText('Sonraki tekrar: 2 gün sonra.')).toBeInTheDocument();
    const answer = calls.find((c) => c.url === 'review/registerreviewanswer')!;
    expect(JSON.parse(String(answer.data))).toMatchObject({ form: 'listening', answer: 'wave' });
  });
});
