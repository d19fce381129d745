import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonReview as LessonReviewData } from '@yek/contracts/review';
import { describe, expect, it } from 'vitest';
import { reviewCard } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { LessonReview } from './lesson-review';

const card = (id: number, word: string, meaningTr: string) =>
  reviewCard(id, word, meaningTr, { state: 'review', reps: 2 });

const MEANINGS = ['liman', 'dalga'];
const LESSON: LessonReviewData = {
  gapFills: [
    {
      card: { ...card(1, 'storm', 'fırtına'), exampleTr: 'Fırtına bütün gece sürdü.' },
      form: 'sentence',
      choices: ['ship', 'storm', 'wave', 'port'],
      prompt: 'The ___ lasted all night.',
    },
  ],
  matching: [
    { card: card(2, 'port', 'liman'), form: 'matching', choices: MEANINGS, prompt: null },
    { card: card(3, 'wave', 'dalga'), form: 'matching', choices: MEANINGS, prompt: null },
  ],
};

describe('LessonReview', () => {
  it('brings due words back: a gap fill, then matching, each pair sent as a review', async () => {
    const calls = mockApi((config) => {
      if (config.url === 'review/getlessonreview') return ok(LESSON);
      const body = JSON.parse(String(config.data)) as { cardId: number; answer: string };
      const c = [...LESSON.gapFills, ...LESSON.matching].find((i) => i.card.id === body.cardId)!;
      const expected = body.cardId === 1 ? 'storm' : c.card.meaningTr;
      return ok({
        correct: body.answer === expected,
        rating: body.answer === expected ? 'good' : 'again',
        expected,
        card: c.card,
        intervalDays: body.answer === expected ? 5 : 0,
      });
    });
    renderWithRouter(<LessonReview exclude={['cat', 'dog']} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Tekrar zamanı gelen kelimeler')).toBeInTheDocument();
    expect(screen.getByText('The ___ lasted all night.')).toBeInTheDocument();
    expect(calls[0]!.params).toEqual({ exclude: 'cat,dog' });
    await user.keyboard('2');
    expect(await screen.findByText('Sonraki tekrar: 5 gün sonra.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Devam' }));

    // Matching: nothing chosen is refused on its field; then both pairs go as reviews.
    expect(await screen.findByText('Her kelimeye anlamını seç.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    expect(screen.getAllByText('Bu alanı doldur.').length).toBe(2);
    await user.click(screen.getByRole('combobox', { name: 'port' }));
    await user.click(within(screen.getByRole('listbox')).getByText('liman'));
    await user.click(screen.getByRole('combobox', { name: 'wave' }));
    await user.click(within(screen.getByRole('listbox')).getByText('liman'));
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    expect(
      await screen.findByText('2 kelimeden 1 tanesini doğru eşleştirdin.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Doğru cevap: dalga')).toBeInTheDocument();
    const answers = calls
      .filter((c) => c.url === 'review/registerreviewanswer')
      .map((c) => JSON.parse(String(c.data)) as { form: string; answer: string });
    expect(answers.map((a) => [a.form, a.answer])).toEqual([
      ['sentence', 'storm'],
      ['matching', 'liman'],
      ['matching', 'liman'],
    ]);
  });

  it('shows nothing when no word is due', async () => {
    const calls = mockApi(() => ok({ gapFills: [], matching: [] }));
    const { container } = renderWithRouter(<LessonReview exclude={[]} />);
    // Once the answer has come back (not merely before the request), there is still nothing.
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
