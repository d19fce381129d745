import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/storage';
import { makeAuthUser } from '../test/fixtures';
import { fail, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const EMPTY = { items: [], totalCount: 0, pageNumber: 1, pageSize: 25 };

describe('the admins-only management pages', () => {
  it(
    'are neither listed for an editor nor opened by their address, and no list is asked for',
    { timeout: 45_000 },
    async () => {
      saveSession(makeAuthUser({ role: 'editor' }));
      const { calls } = renderApp('/admin/users', () => fail(404, null));
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Bu sayfa yalnızca yöneticiler için' },
          { timeout: 25_000 },
        ),
      ).toBeInTheDocument();
      const nav = screen.getAllByRole('navigation', { name: 'Yönetim sayfaları' })[0]!;
      expect(within(nav).getByRole('link', { name: 'Meslekler' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Kullanıcılar' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'İşlem kaydı' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.url === 'user' || c.url === 'auditlog')).toBe(false);
    },
  );

  it('are listed for an admin, and the users page opens', { timeout: 45_000 }, async () => {
    saveSession(makeAuthUser({ role: 'admin' }));
    renderApp('/admin/users', (config) => (config.url === 'user' ? ok(EMPTY) : fail(404, null)));
    expect(
      await screen.findByRole('heading', { name: 'Kullanıcılar', level: 1 }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Yönetim sayfaları' })[0]!;
    expect(within(nav).getByRole('link', { name: 'İşlem kaydı' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
  });
});
