import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@yek/contracts/audit';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { AuditLogPage } from './audit-log-page';

const ENTRY: AuditEntry = {
  id: 12,
  actorId: 1,
  actorEmail: 'admin@yek.local',
  actorRole: 'admin',
  method: 'PUT',
  route: '/api/user/:id',
  action: 'update',
  entity: 'user',
  entityId: '7',
  before: { name: 'Elif', status: 'active', city: { id: 34, name: 'İstanbul' } },
  after: { name: 'Elif', status: 'passive', city: { id: 34, name: 'İstanbul' } },
  createdAt: '2026-03-18T09:30:00.000Z',
};
const page = { items: [ENTRY], totalCount: 1, pageNumber: 1, pageSize: 25 };

function renderPage() {
  const calls = mockApi((config) => {
    if (config.url === 'auditlog') return ok(page);
    if (config.url === 'user') return ok({ ...page, items: [] });
    return fail(404, null);
  });
  render(
    <TestProviders>
      <AuditLogPage />
    </TestProviders>,
  );
  return calls;
}

describe('the audit log page', () => {
  it('sends the entity and the date range it is narrowed to', { timeout: 45_000 }, async () => {
    const calls = renderPage();
    expect(await screen.findByRole('gridcell', { name: 'admin@yek.local' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Kayıt türü' }));
    await user.click(await screen.findByRole('option', { name: 'Kullanıcı' }));
    fireEvent.change(screen.getByLabelText('Başlangıç günü'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.url === 'auditlog').at(-1)?.params).toMatchObject({
        entity: 'user',
        from: '2026-03-01',
        orderBy: 'createdAt',
        orderDirection: 'desc',
      }),
    );
  });

  it('opens an entry with what changed, before and after', { timeout: 45_000 }, async () => {
    renderPage();
    const user = userEvent.setup();
    const cell = await screen.findByRole('gridcell', { name: 'admin@yek.local' });
    const row = cell.closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Görüntüle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı: Değişiklik' });
    const table = within(dialog).getByRole('table', { name: 'Değişiklikler' });
    expect(within(table).getByRole('rowheader', { name: 'status' })).toBeInTheDocument();
    expect(within(table).getByText('"active"')).toBeInTheDocument();
    expect(within(table).getByText('"passive"')).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'name' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Yalnızca değişen alanlar' }));
    expect(within(table).getByRole('rowheader', { name: 'name' })).toBeInTheDocument();
  });
});
