import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/storage';
import { makeAuthUser } from '../test/fixtures';
import { fail, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const ENDED = 'Oturumun sona erdi. Devam etmek için yeniden giriş yap.';

describe('a session that ends by itself', () => {
  it('brings the learner to the login page and says why', async () => {
    saveSession(makeAuthUser());
    // The account was made passive elsewhere: the server refuses the token it issued.
    const { router } = renderApp('/', () =>
      fail(401, 'Oturum geçersiz.', { errorCode: 'AUTH_INVALID_TOKEN' }),
    );
    expect(await screen.findByRole('heading', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
  });

  it('says nothing of the kind after a logout', async () => {
    saveSession(makeAuthUser());
    renderApp('/', (config) => (config.url === 'auth/logout' ? ok(null) : fail(404, null)));
    await userEvent.click(await screen.findByRole('button', { name: 'Hesap menüsü' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Çıkış yap' }));
    expect(await screen.findByRole('heading', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});
