import { MAX_INTERESTS as CONTRACT_MAX } from '@yek/contracts/registration';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INTEREST_QUESTION, makeState } from '../../../../test/setup-data';
import { bodyOf, mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { InterestQuestion, MAX_INTERESTS } from './interest-question';

describe('InterestQuestion', () => {
  it('keeps the shared limit', () => {
    expect(MAX_INTERESTS).toBe(CONTRACT_MAX);
  });

  it('takes one to ten interests and sends them all', async () => {
    const state = makeState([1, 2, 3, 4, 5, 6]);
    const calls = mockApi((config) =>
      config.method === 'get' ? ok({ ...INTEREST_QUESTION, userInterestIds: [317] }) : ok(state),
    );
    const onAnswered = vi.fn();
    renderWithRouter(<InterestQuestion onAnswered={onAnswered} onBack={vi.fn()} isLast />);

    expect(await screen.findByRole('checkbox', { name: 'İlgi 2' })).toBeChecked();
    expect(screen.getByText('1 / 10 seçildi')).toBeVisible();
    // The last question leads to the result page.
    expect(screen.getByRole('button', { name: 'Sonuçları gör' })).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: 'İlgi 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonuçları gör' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('En az bir ilgi alanı seç.');

    for (let i = 1; i <= 10; i += 1) {
      await userEvent.click(screen.getByRole('checkbox', { name: `İlgi ${i}` }));
    }
    expect(screen.getByText('10 / 10 seçildi')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'İlgi 11' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Sonuçları gör' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('interestquestion/registerinterestuseranswer');
    expect(bodyOf(post)).toEqual({
      userInterestIds: Array.from({ length: 10 }, (_, i) => 316 + i),
    });
  });
});
