import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { DictionarySection } from './dictionary-section';

const WORD = {
  id: 4,
  key: 'harbour',
  value: 'liman',
  ipa: null,
  example: null,
  createdDate: '2026-11-20T10:00:00.000Z',
};

function page(items: (typeof WORD)[]) {
  return { items, totalCount: items.length, pageNumber: 1, pageSize: 20 };
}

describe('DictionarySection', () => {
  it('says no saved word matches a search, not that the dictionary is empty', async () => {
    mockApi((config) => ok(page(config.params?.searchText ? [] : [WORD])));
    const user = userEvent.setup();
    renderWithRouter(<DictionarySection />);
    expect(await screen.findByText('harbour')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('“zzz” ile eşleşen kelime yok.')).toBeInTheDocument();
    expect(screen.queryByText(/Sözlüğün boş/)).not.toBeInTheDocument();
  });

  it('asks before removing a word and removes it only when confirmed', async () => {
    const calls = mockApi((config) => (config.method === 'delete' ? ok(null) : ok(page([WORD]))));
    const user = userEvent.setup();
    renderWithRouter(<DictionarySection />);
    await user.click(await screen.findByRole('button', { name: 'Sil: harbour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kelime silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sil: harbour' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'delete').map((c) => c.url)).toEqual([
        'usertask/deleteusertaskmainquestionvocabulary/4',
      ]),
    );
  });

  it("shows the server's reason when the trial has ended, with the way to the plans", async () => {
    mockApi(() =>
      fail(403, 'Deneme süren doldu. Devam etmek için bir paket seç.', {
        errorCode: 'TRIAL_EXPIRED',
      }),
    );
    renderWithRouter(<DictionarySection />);
    expect(
      await screen.findByText('Deneme süren doldu. Devam etmek için bir paket seç.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /paket/i })).toHaveAttribute('href', '/purchase');
  });
});
