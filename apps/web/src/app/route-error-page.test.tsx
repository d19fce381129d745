import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('Beklenmedik durum');
}

describe('RouteErrorPage', () => {
  it('names the error with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    expect(
      await screen.findByRole('heading', { name: 'Bir şeyler ters gitti' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Beklenmedik durum')).toBeInTheDocument();
  });

  it('names a response error with its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ]);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
