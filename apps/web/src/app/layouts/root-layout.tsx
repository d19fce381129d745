import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { PageSpinner } from '../../components/page-spinner';
import { setUnauthorizedHandler } from '../../lib/api-events';
import { useAuth } from '../auth/auth-context';
import { isPublicPath } from '../route-paths';

/** The top of every page: session watch, the start-up overlay and the lazy-page fallback. */
export function RootLayout() {
  const { status, endSession } = useAuth();
  const navigate = useNavigate();

  useEffect(
    () =>
      // Inside the app a 401 becomes a router visit: the guard remembers the page and the
      // loaded code and cache stay. Protected pages are redirected by their guard.
      setUnauthorizedHandler(() => {
        endSession('expired');
        const { pathname } = window.location;
        if (isPublicPath(pathname) && pathname !== '/login')
          void navigate('/login', { replace: true });
      }),
    [endSession, navigate],
  );

  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {status === 'idle' && <LoadingOverlay />}
      <ScrollRestoration />
    </>
  );
}
