import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import { i18n } from '../lib/i18n';

/** A fresh client per test, with retries off so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}

interface RenderRoutesOptions {
  initialEntries?: string[];
  wrap?: (children: ReactNode) => ReactNode;
}

/** Renders route objects in a memory router inside the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], wrap }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const tree = <RouterProvider router={router} />;
  const view = render(<TestProviders>{wrap ? wrap(tree) : tree}</TestProviders>);
  return { ...view, router };
}

/** Renders one element at a path, for components that use links or navigation. */
export function renderWithRouter(element: ReactNode, options: RenderRoutesOptions = {}) {
  return renderRoutes([{ path: '*', element }], options);
}
