import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { isPublicPath } from './app/route-paths';
import { ROUTES } from './app/routes';
import { loadHttpClient } from './lib/api-client';
import { loadInitialLanguage } from './lib/i18n';
import { getAccessToken } from './lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const { pathname } = window.location;
const signedIn = getAccessToken() !== null;
// Signed out, a learning page shows the sign-in form instead: that is the page to fetch.
const firstPage = preloadRoute(ROUTES, signedIn || isPublicPath(pathname) ? pathname : '/login');
// A signed-in learner's first screen calls the API at once; the sign-in form only when sent.
if (signedIn) loadHttpClient().catch(() => undefined);

// The boot overlay in index.html stays up while a non-default text pack arrives, so the first
// screen never flashes in the wrong language; and while the first page's code arrives, so the
// first render is that page rather than a spinner for each lazy part in turn.
void Promise.allSettled([loadInitialLanguage(), firstPage]).finally(() => {
  const root = createRoot(container);
  // As a transition React renders the first screen in slices, leaving the page responsive.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
