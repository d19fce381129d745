import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { JobsPage } from './jobs-page';

const PAGE = {
  items: [
    { id: 3, alias: 'teacher', name: 'Öğretmen', jobLocalizations: [], userCount: 4 },
    { id: 9, alias: null, name: 'Pilot', jobLocalizations: [], userCount: 0 },
  ],
  totalCount: 2,
  pageNumber: 1,
  pageSize: 25,
};

describe('the occupations page', { timeout: 45_000 }, () => {
  it('offers no delete of an occupation learners chose', async () => {
    mockApi(() => ok(PAGE));
    render(
      <TestProviders>
        <JobsPage />
      </TestProviders>,
    );
    const row = (name: string) =>
      screen.getByRole('gridcell', { name }).closest('[role="row"]') as HTMLElement;
    await screen.findByRole('gridcell', { name: 'Öğretmen' });
    expect(within(row('Öğretmen')).queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    expect(within(row('Pilot')).getByRole('button', { name: 'Sil' })).toBeInTheDocument();
  });

  it('adds an occupation with its Turkish name, and checks the alias first', async () => {
    const calls = mockApi((config) =>
      config.method === 'post'
        ? ok({ id: 10, alias: null, name: 'Hemşire', jobLocalizations: [] })
        : ok(PAGE),
    );
    render(
      <TestProviders>
        <JobsPage />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Meslek ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meslek ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: /Takma ad/ }), 'Hemşire');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Yalnızca küçük harf, rakam ve tire kullan.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Bu alanı doldur.')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /Takma ad/ }));
    await user.type(within(dialog).getAllByRole('textbox', { name: /Meslek adı/ })[0]!, 'Hemşire');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('job');
    expect(bodyOf(post)).toEqual({
      alias: null,
      jobLocalizations: [{ name: 'Hemşire', languageId: 1 }],
    });
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    mockApi((config) =>
      config.method === 'post'
        ? fail(403, 'Bunu yapmaya yetkin yok.', { errorCode: 'FORBIDDEN' })
        : ok(PAGE),
    );
    render(
      <TestProviders>
        <JobsPage />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Meslek ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meslek ekle' });
    await user.type(within(dialog).getAllByRole('textbox', { name: /Meslek adı/ })[0]!, 'Hemşire');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bunu yapmaya yetkin yok.');
  });
});
