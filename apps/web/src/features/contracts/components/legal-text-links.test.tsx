import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract } from '@yek/contracts/reference';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { LegalTextLinks } from './legal-text-links';

const contract = (alias: string, title: string): Contract => ({
  id: alias.length,
  alias,
  version: 1,
  isCurrent: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  contractLocalizations: [
    { cultureName: 'tr-TR', title, content: `# ${title}\n\nGövde: ${alias}.` },
  ],
});

describe('LegalTextLinks', () => {
  it('opens each current legal text to read again', async () => {
    mockApi(() =>
      ok([
        contract('terms-of-use', 'Kullanım Koşulları'),
        contract('privacy-notice', 'Aydınlatma Metni'),
      ]),
    );
    renderWithRouter(<LegalTextLinks />);
    expect(
      await screen.findByRole('button', { name: 'Kullanım Koşulları metnini oku' }),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aydınlatma Metni metnini oku' }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Gövde: privacy-notice.');
  });
});
