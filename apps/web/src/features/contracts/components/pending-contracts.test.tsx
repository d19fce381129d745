import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract } from '@yek/contracts/reference';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { PendingContracts } from './pending-contracts';

const terms: Contract = {
  id: 12,
  alias: 'terms-of-use',
  version: 2,
  isCurrent: true,
  publishedAt: '2026-11-01T00:00:00Z',
  contractLocalizations: [
    {
      cultureName: 'tr-TR',
      title: 'Kullanım Koşulları',
      content: '# Kullanım Koşulları\n\n## 1. Yenilikler\nİkinci sürümün metni.',
    },
    { cultureName: 'en-US', title: 'Terms of Use', content: 'Second version.' },
  ],
};
const pending = [{ id: 12, alias: 'terms-of-use', version: 2 }];

describe('PendingContracts', () => {
  it('shows the new version’s text and approves it, then goes on', async () => {
    const calls = mockApi((config) =>
      config.method === 'get' ? ok(terms) : ok({ pendingContracts: [] }),
    );
    const onApproved = vi.fn(async () => undefined);
    renderWithRouter(<PendingContracts pending={pending} onApproved={onApproved} />);
    const section = await screen.findByRole('region', { name: 'Kullanım Koşulları' });
    expect(section).toHaveTextContent('İkinci sürümün metni.');
    expect(section).toHaveTextContent('Sürüm 2');
    await userEvent.click(screen.getByRole('button', { name: 'Okudum, onaylıyorum' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('contract/approve');
    expect(JSON.parse(post.data as string)).toEqual({
      contractApprovals: [{ alias: 'terms-of-use', version: 2 }],
    });
  });

  it('shows the server’s words when the approval is refused, and reads what waits again', async () => {
    mockApi((config) =>
      config.method === 'get'
        ? ok(terms)
        : fail(400, 'Devam etmek için sözleşmeleri onayla.', {
            errorCode: 'CONTRACT_APPROVAL_REQUIRED',
          }),
    );
    const onApproved = vi.fn(async () => undefined);
    renderWithRouter(<PendingContracts pending={pending} onApproved={onApproved} />);
    await screen.findByRole('region', { name: 'Kullanım Koşulları' });
    await userEvent.click(screen.getByRole('button', { name: /onaylıyorum/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Devam etmek için sözleşmeleri onayla.',
    );
    expect(onApproved).toHaveBeenCalledTimes(1);
  });

  it('does not offer approval of a text it could not show', async () => {
    mockApi(() => fail(500, null));
    renderWithRouter(<PendingContracts pending={pending} onApproved={vi.fn()} />);
    expect(await screen.findByText(/Sözleşme metni yüklenemedi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /onaylıyorum/ })).toBeDisabled();
  });
});
