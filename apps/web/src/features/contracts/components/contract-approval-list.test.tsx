import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractApproval } from '@yek/contracts/auth';
import type { Contract } from '@yek/contracts/reference';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ContractApprovalList } from './contract-approval-list';

const contract = (alias: string, version: number, title: string): Contract => ({
  id: version,
  alias,
  version,
  isCurrent: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  contractLocalizations: [
    { cultureName: 'tr-TR', title, content: `# ${title}\n\n## 1. Kapsam\nMetnin gövdesi.` },
    { cultureName: 'en-US', title: `${title} (EN)`, content: 'Body.' },
  ],
});

function Harness({
  onChange,
  error,
}: {
  onChange: (v: ContractApproval[]) => void;
  error?: string;
}) {
  const [value, setValue] = useState<ContractApproval[]>([]);
  return (
    <ContractApprovalList
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ContractApprovalList', () => {
  it('lists the current contracts, opens their text and reports approvals with versions', async () => {
    mockApi(() =>
      ok([
        contract('terms-of-use', 2, 'Kullanım Koşulları'),
        contract('marketing', 1, 'Ticari İleti'),
      ]),
    );
    const onChange = vi.fn();
    renderWithRouter(<Harness onChange={onChange} />);

    const terms = await screen.findByRole('checkbox', {
      name: /Kullanım Koşulları metnini okudum.*zorunlu/,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Metni oku: Kullanım Koşulları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanım Koşulları' });
    expect(dialog).toHaveTextContent('1. Kapsam');
    expect(dialog).toHaveTextContent('Metnin gövdesi.');
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(terms);
    expect(onChange).toHaveBeenLastCalledWith([{ alias: 'terms-of-use', version: 2 }]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Ticari İleti/ }));
    expect(onChange).toHaveBeenLastCalledWith([
      { alias: 'terms-of-use', version: 2 },
      { alias: 'marketing', version: 1 },
    ]);
  });

  it('marks an unapproved required contract with the message', async () => {
    mockApi(() => ok([contract('terms-of-use', 1, 'Kullanım Koşulları')]));
    renderWithRouter(<Harness onChange={vi.fn()} error="Devam etmek için sözleşmeyi onayla." />);
    const box = await screen.findByRole('checkbox', { name: /Kullanım Koşulları/ });
    expect(box).toHaveAccessibleDescription('Devam etmek için sözleşmeyi onayla.');
  });

  it('offers the privacy notice and the explicit consent to read, never to approve', async () => {
    mockApi(() =>
      ok([
        contract('terms-of-use', 1, 'Kullanım Koşulları'),
        contract('privacy-notice', 1, 'Aydınlatma Metni'),
        contract('explicit-consent', 1, 'Açık Rıza ve Ticari Elektronik İleti Onayı'),
      ]),
    );
    renderWithRouter(<Harness onChange={vi.fn()} />);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Aydınlatma Metni metnini oku' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Aydınlatma Metni');
    expect(
      screen.getByText('Bu metinler bilgilendirme içindir, onay gerektirmez.'),
    ).toBeInTheDocument();
  });

  it('says so when the contracts cannot be loaded', async () => {
    mockApi(() => fail(500, null));
    renderWithRouter(<Harness onChange={vi.fn()} />);
    expect(await screen.findByText(/Sözleşmeler yüklenemedi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
