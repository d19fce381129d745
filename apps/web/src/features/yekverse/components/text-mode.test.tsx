import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { MILK, ORDER, SUCCESS, WORLD, matched, run } from '../../../test/yekverse-fixtures';
import { TextMode } from './text-mode';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});

describe('TextMode', () => {
  it('lists the places with their person and progress', () => {
    renderWithRouter(<TextMode world={WORLD} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Yerler' })).toBeInTheDocument();
    const places = screen.getAllByRole('listitem');
    expect(places).toHaveLength(2);
    expect(within(places[0]!).getByRole('heading', { level: 3, name: 'Kafe' })).toBeInTheDocument();
    expect(within(places[0]!).getByText('Emma, Kafe çalışanı')).toBeInTheDocument();
    expect(within(places[0]!).getByText('1 / 3 senaryo başarıldı')).toBeInTheDocument();
    expect(within(places[1]!).getByText('0 / 0 senaryo başarıldı')).toBeInTheDocument();
  });

  it('plays a run from a place to its end and comes back to the places', async () => {
    const calls = mockApi((config) => {
      if (config.url === 'yekverse/startscenario') return ok(run(ORDER));
      const { nodeId } = JSON.parse(String(config.data)) as { nodeId: string };
      return nodeId === 'order'
        ? ok(
            matched(run(MILK, { turns: 1 }), {
              index: 0,
              text: 'A cup of tea, please.',
              appropriate: true,
            }),
          )
        : ok(
            matched(run(SUCCESS, { turns: 2, finished: true }), {
              index: 1,
              text: 'No, thank you.',
              appropriate: true,
            }),
          );
    });
    renderWithRouter(<TextMode world={WORLD} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gir: Kafe' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Kafe' })).toHaveFocus();
    const tea = screen.getByRole('article', { name: 'Çay ve kek' });
    await user.click(within(tea).getByRole('button', { name: 'Başla' }));

    const log = await screen.findByRole('log', { name: 'Konuşma' });
    expect(within(log).getByText('Hello! What would you like?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'A cup of tea, please.' }));
    await waitFor(() => expect(log).toHaveTextContent('Of course. With milk?'));
    await user.click(await screen.findByRole('button', { name: 'No, thank you.' }));
    expect(await screen.findByText('Başardın!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kasabaya dön' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Yerler' })).toHaveFocus();
    expect(calls.map((c) => c.url)).toEqual([
      'yekverse/startscenario',
      'yekverse/registerreply',
      'yekverse/registerreply',
    ]);
  });
});
