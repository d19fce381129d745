import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthUser, makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { saveSession } from '../../lib/storage';
import { AuthContext, useAuth, type AuthContextValue } from '../auth/auth-context';
import { AuthProvider } from '../auth/auth-provider';
import { ProtectedRoute } from './protected-route';

vi.mock('../lazy-pages', () => ({
  AuthLayout: ({ children }: { children: ReactNode }) => (
    <div data-testid="auth-layout">{children}</div>
  ),
  LoginRoute: () => <h1>Giriş sayfası</h1>,
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
    ],
  },
];

const withAuth = (children: ReactNode) => <AuthProvider>{children}</AuthProvider>;

describe('ProtectedRoute', () => {
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

  it('sends a learner whose trial has ended to setup', async () => {
    saveSession(makeAuthUser({ subscriptionStatus: 'TrialExpired' }));
    renderRoutes(ROUTES, { initialEntries: ['/'], wrap: withAuth });
    expect(await screen.findByRole('heading', { name: 'Kurulum' })).toBeInTheDocument();
  });

  it('renders the page for a signed-in learner with a complete registration', async () => {
    saveSession({ ...makeAuthUser(), ...makeUser({ subscriptionStatus: 'ActiveSubscriber' }) });
    renderRoutes(ROUTES, { initialEntries: ['/library'], wrap: withAuth });
    expect(await screen.findByRole('heading', { name: 'Kütüphane' })).toBeInTheDocument();
  });
});
