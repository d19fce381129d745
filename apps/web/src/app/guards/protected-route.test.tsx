import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthUser, makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { getStoredUser, saveSession } from '../../lib/storage';
import { fail, mockApi, ok } from '../../test/mock-api';
import { AuthContext, useAuth, type AuthContextValue } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { ProtectedRoute } from './protected-route';

vi.mock('../lazy-pages', () => ({
  AuthLayout: ({ children }: { children: ReactNode }) => (
    <div data-testid="auth-layout">{children}</div>
  ),
  LoginRoute: () => <h1>Giriş sayfası</h1>,
  MainLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
  SubscriptionEndedRoute: () => <h1>Deneme süren sona erdi</h1>,
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function FakeLogin() {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <>
      <h1>Giriş</h1>
      <button
        onClick={() => {
          auth.login(makeAuthUser());
          void navigate('/');
        }}
      >
        Oturum aç
      </button>
    </>
  );
}

const page = (title: string) => (
  <>
    <h1>{title}</h1>
    <Where />
  </>
);

const ROUTES: RouteObject[] = [
  { path: '/login', element: <FakeLogin /> },
  {
    element: <ProtectedRoute requireCompleteRegistration={false} />,
    children: [{ path: '/setup', element: page('Kurulum') }],
  },
  {
    element: <ProtectedRoute requireCompleteRegistration />,
    children: [
      { path: '/', element: page('Ana sayfa') },
      { path: '/library', element: page('Kütüphane') },
      { path: '/purchase', element: page('Paketler') },
    ],
  },
];

const withAuth = (children: ReactNode) => <AuthProvider>{children}</AuthProvider>;

describe('ProtectedRoute', () => {
  beforeEach(() => {
    // A restored session is read again; here the server agrees with what the tab stored.
    mockApi((config) => {
      const user = getStoredUser();
      return user && config.url === `user/${user.id}` ? ok(user) : fail(404, null);
    });
  });

  it('shows the login page while the session is not initialized', () => {
    const idle = {
      status: 'idle',
      user: null,
      rememberedPath: null,
      endReason: null,
    } as AuthContextValue;
    renderRoutes(ROUTES, {
      initialEntries: ['/library'],
      wrap: (children) => <AuthContext.Provider value={idle}>{children}</AuthContext.Provider>,
    });
    expect(screen.getByRole('heading', { name: 'Giriş sayfası' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kütüphane' })).not.toBeInTheDocument();
  });

  it('redirects a visitor to login, then to the remembered page once after sign-in', async () => {
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/library'], wrap: withAuth });
    expect(await screen.findByRole('heading', { name: 'Giriş' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Oturum aç' }));
    expect(await screen.findByRole('heading', { name: 'Kütüphane' })).toBeInTheDocument();

    // Only once: the next visit home stays home.
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Ana sayfa' })).toBeInTheDocument();
  });

  it('sends a learner with an unfinished registration to setup', async () => {
    saveSession(makeAuthUser({ registrationComplete: false }));
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/library'], wrap: withAuth });
    expect(await screen.findByRole('heading', { name: 'Kurulum' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
  });

  it('shows the purchase message in place of learning pages once the trial has ended', async () => {
    saveSession(makeAuthUser({ subscriptionStatus: 'TrialExpired' }));
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/library'], wrap: withAuth });
    expect(
      await screen.findByRole('heading', { name: 'Deneme süren sona erdi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kütüphane' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library');

    await act(() => router.navigate('/purchase'));
    expect(await screen.findByRole('heading', { name: 'Paketler' })).toBeInTheDocument();
  });

  it('takes a learner whose registration is complete from setup to home', async () => {
    saveSession(makeAuthUser());
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/setup'], wrap: withAuth });
    expect(await screen.findByRole('heading', { name: 'Ana sayfa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the page for a signed-in learner with a complete registration', async () => {
    saveSession({ ...makeAuthUser(), ...makeUser({ subscriptionStatus: 'ActiveSubscriber' }) });
    renderRoutes(ROUTES, { initialEntries: ['/library'], wrap: withAuth });
    expect(await screen.findByRole('heading', { name: 'Kütüphane' })).toBeInTheDocument();
  });
});
