import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/storage';
import { makeAuthUser } from '../test/fixtures';
import { fail, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const SLIDES = {
  items: [
    {
      id: 1,
      pageAlias: 'login',
      viewType: 1,
      orderNo: 1,
      imageFilePath: null,
      helloSliderLocalizations: [
        { languageId: 1, cultureName: 'tr-TR', title: 'Her gün yeni bir görev', description: '' },
      ],
    },
  ],
  totalCount: 1,
  pageNumber: 1,
  pageSize: 25,
};

describe('the management area', () => {
  it('tells a learner who opens /admin that it is not theirs, and offers no link to it', async () => {
    saveSession(makeAuthUser({ role: 'learner' }));
    const { calls } = renderApp('/admin/sliders', () => fail(404, null));
    expect(
      await screen.findByRole('heading', { name: 'Bu alana erişimin yok' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hesap menüsü' }));
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Yönetim' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url?.includes('getpagedlist'))).toBe(false);
  });

  it(
    'lets an editor reach it from the user menu and opens on the slides table',
    { timeout: 30_000 },
    async () => {
      saveSession(makeAuthUser({ role: 'editor' }));
      const { router } = renderApp('/', (config) =>
        config.url === 'helloslider/getpagedlist' ? ok(SLIDES) : fail(404, null),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Hesap menüsü' }));
      const link = await screen.findByRole('menuitem', { name: 'Yönetim' });
      expect(link).toHaveAttribute('href', '/admin');
      await userEvent.click(link);

      // The area and its table component arrive on this first visit: on a busy machine that takes a while.
      expect(
        await screen.findByRole('heading', { name: 'Giriş slaytları' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/sliders');
      expect(await screen.findByText('Her gün yeni bir görev')).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Sözleşmeler' })[0]).toHaveAttribute(
        'href',
        '/admin/contracts',
      );
    },
  );
});
