import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PURPOSE_QUESTION, makeState } from '../../../../test/setup-data';
import { bodyOf, mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { PurposeQuestion } from './purpose-question';

describe('PurposeQuestion', () => {
  it('offers the purposes in order with their daily goal and sends the one chosen', async () => {
    const state = makeState([1, 2, 3, 4, 5]);
    const calls = mockApi((config) => (config.method === 'get' ? ok(PURPOSE_QUESTION) : ok(state)));
    const onAnswered = vi.fn();
    renderWithRouter(<PurposeQuestion onAnswered={onAnswered} onBack={vi.fn()} isLast={false} />);

    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'İş ve kariyerToplantılarda İngilizce kullanmakGünde 20 dakika',
      'Sınava hazırlıkSınav düzeyine ulaşmakGünde 30 dakika',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Sınava hazırlık/ }));
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));

    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe(
      'englishlearningpurposequestion/registerenglishlearningpurposeuseranswer',
    );
    expect(bodyOf(post)).toEqual({ englishLearningPurposeId: 309 });
  });
});
