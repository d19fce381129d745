import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthUser } from '../../../test/fixtures';
import { bodyOf, mockApi, ok } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render';
import { LazySocialSignIn } from './lazy-social-sign-in';

afterEach(() => {
  delete window.google;
  vi.unstubAllGlobals();
});

/** The server's answer to GET auth/socialproviders, which the page asks with fetch. */
function providersAre(providers: unknown) {
  const asked = vi.fn(async () => new Response(JSON.stringify({ data: providers })));
  vi.stubGlobal('fetch', asked);
  return asked;
}

function renderButtons() {
  const onSignedIn = vi.fn();
  render(
    <TestProviders>
      <LazySocialSignIn onSignedIn={onSignedIn} />
    </TestProviders>,
  );
  return onSignedIn;
}

describe('LazySocialSignIn', () => {
  it('shows no button while the server is set up for no provider', async () => {
    const asked = providersAre({ google: null, apple: null });
    const calls = mockApi(() => ok(null));
    renderButtons();
    await vi.waitFor(() =>
      expect(asked).toHaveBeenCalledWith('/api/auth/socialproviders', expect.anything()),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing else is asked, and the HTTP client is not needed.
    expect(calls).toHaveLength(0);
  });

  it('signs in with the ID token Google gives for the server’s client id', async () => {
    const user = makeAuthUser();
    providersAre({ google: { clientId: 'web.apps' }, apple: null });
    const calls = mockApi(() => ok(user));
    let asked: { client_id: string; nonce: string } | null = null;
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            asked = options;
            setTimeout(() => options.callback({ credential: 'id-token-from-google' }));
          },
          prompt: () => undefined,
        },
      },
    };
    const onSignedIn = renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Google ile devam et' }));
    expect(screen.queryByRole('button', { name: 'Apple ile devam et' })).not.toBeInTheDocument();

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(asked).toMatchObject({ client_id: 'web.apps' });
    const post = calls.find((c) => c.url === 'auth/googlelogin')!;
    expect(bodyOf(post)).toEqual({ idToken: 'id-token-from-google', nonce: asked!.nonce });
  });

  it('says so when the provider’s window is closed, and stays on the page', async () => {
    providersAre({ google: { clientId: 'web.apps' }, apple: null });
    window.google = {
      accounts: {
        id: {
          initialize: () => undefined,
          prompt: (listener) => listener?.({ isNotDisplayed: () => true }),
        },
      },
    };
    const onSignedIn = renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Google ile devam et' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google ile giriş tamamlanmadı.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
