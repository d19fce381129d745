import { render } from '@testing-library/react';
import type { HelloSlider } from '@yek/contracts/reference';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { ROUTES } from '../app/routes';
import { getStoredUser } from '../lib/storage';
import { mockApi, ok, type MockHandler } from './mock-api';
import { createTestQueryClient } from './render';

const SLIDES: HelloSlider[] = [
  {
    id: 1,
    pageAlias: 'login',
    viewType: 1,
    orderNo: 1,
    imageFilePath: null,
    helloSliderLocalizations: [
      {
        languageId: 1,
        cultureName: 'tr-TR',
        title: 'Her gün bir adım',
        description: 'Günlük görevler',
      },
    ],
  },
];

/**
 * The whole app at a path, with the API answered by the handler. The login slides have their
 * answer here, and so has the check of a restored session (GET user/{id}): unless the handler
 * says otherwise, the server agrees with the user the tab stored.
 */
export function renderApp(path: string, handler: MockHandler) {
  const calls = mockApi(async (config) => {
    if (config.url === 'helloslider') return ok(SLIDES);
    const reply = await handler(config);
    const stored = getStoredUser();
    if (reply.status === 404 && stored && config.url === `user/${stored.id}`) return ok(stored);
    return reply;
  });
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, calls };
}
