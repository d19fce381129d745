import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';
import { WORLD } from '../../test/yekverse-fixtures';
import type { YekverseTownProps } from '../../features/yekverse/components/town/yekverse-town';
import { WebglRoute } from './webgl-route';

// jsdom draws no WebGL: a stand-in town with the real one's props lists the places as buttons.
vi.mock('../../features/yekverse/components/town/yekverse-town', async () => {
  const { useEffect } = await import('react');
  return {
    YekverseTown: ({ places, onEnterPlace, onReady }: YekverseTownProps) => {
      useEffect(() => onReady?.(), [onReady]);
      return places.map((p) => (
        <button key={p.id} type="button" onClick={() => onEnterPlace(p.id)}>
          {`${p.name} (${p.done}/${p.total})`}
        </button>
      ));
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const calls = mockApi((config) => (config.url === 'yekverse/getworld' ? ok(WORLD) : ok(null)));
  const view = renderRoutes(
    [
      { path: '/webgl', element: <WebglRoute /> },
      { path: '/', element: <p>Ana sayfa</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...view, calls };
}

describe('WebglRoute', () => {
  it('falls back to the text mode, saying why, when the browser has no WebGL', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderAt('/webgl');
    expect(screen.getByRole('heading', { level: 1, name: 'Yekverse' })).toBeInTheDocument();
    expect(screen.getByText(/Tarayıcın 3D kasabayı gösteremiyor/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Yerler' })).toBeInTheDocument();
    expect(screen.getByText('Seviyen: A1')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Görünüm' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Yekverse/);
  });

  it('shows the town, opens a place over it, and switches to the text mode in the address', async () => {
    const { router } = renderAt('/webgl');
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Görünüm' });
    expect(within(group).getByRole('button', { name: '3D kasaba' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(await screen.findByRole('button', { name: 'Kafe (1/3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kafe' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Kafe' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(group).getByRole('button', { name: 'Metin ve ses' }));
    expect(router.state.location.search).toBe('?mode=text');
    expect(await screen.findByRole('heading', { level: 2, name: 'Yerler' })).toBeInTheDocument();
  });

  it('opens in the text mode from the address and leads back home', async () => {
    const { router } = renderAt('/webgl?mode=text');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Yerler' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ana sayfaya dön' }));
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/');
  });
});
