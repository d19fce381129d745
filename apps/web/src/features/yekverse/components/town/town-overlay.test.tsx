import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../../lib/i18n';
import { TestProviders } from '../../../../test/render';
import type { TownWalker } from '../../utils/town-walker';
import { TownOverlay } from './town-overlay';
import type { TownPlace } from './town-types';

const places: TownPlace[] = [
  { id: 'cafe', name: 'Kafe', done: 2, total: 5 },
  { id: 'airport-checkin', name: 'Havalimanı', done: 0, total: 5 },
  { id: 'hotel-reception', name: 'Otel', done: 5, total: 5 },
  { id: 'doctors-surgery', name: 'Doktor', done: 1, total: 6 },
  { id: 'shop', name: 'Mağaza', done: 0, total: 5 },
  { id: 'train-station', name: 'Tren istasyonu', done: 3, total: 5 },
];

beforeAll(() => loadTexts('yekverse-town'));

function renderOverlay(walker: TownWalker, paused = false) {
  const onEnterPlace = vi.fn();
  render(
    <TestProviders>
      <TownOverlay
        places={places}
        paused={paused}
        walker={walker}
        onEnterPlace={onEnterPlace}
        walkingTo={null}
        touch={false}
      />
    </TestProviders>,
  );
  return { onEnterPlace };
}

describe('TownOverlay', () => {
  it('lists the six places with what is done at each', async () => {
    renderOverlay({ walkTo: vi.fn() });
    const menuButton = screen.getByRole('button', { name: 'Yerler' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);

    const menu = screen.getByRole('navigation', { name: 'Kasabadaki yerler' });
    expect(within(menu).getAllByRole('listitem')).toHaveLength(6);
    const cafe = within(menu).getByRole('button', { name: /Kafe'ye git/ });
    expect(cafe).toHaveFocus();
    expect(cafe).toHaveAccessibleDescription('2/5 senaryo bitti');
    expect(within(menu).getByRole('button', { name: /Tren istasyonuna git/ })).toBeInTheDocument();
  });

  it('walks to the chosen place and enters it on arrival', async () => {
    let arrive: (arrived: boolean) => void = () => {};
    const walkTo = vi.fn(() => new Promise<boolean>((resolve) => (arrive = resolve)));
    const { onEnterPlace } = renderOverlay({ walkTo });
    await userEvent.click(screen.getByRole('button', { name: 'Yerler' }));
    await userEvent.click(screen.getByRole('button', { name: /Giyim mağazasına git/ }));

    expect(walkTo).toHaveBeenCalledWith('shop');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(onEnterPlace).not.toHaveBeenCalled();
    arrive(true);
    await vi.waitFor(() => expect(onEnterPlace).toHaveBeenCalledWith('shop'));
  });

  it('closes the menu with Escape and gives focus back to its button', async () => {
    renderOverlay({ walkTo: vi.fn() });
    await userEvent.click(screen.getByRole('button', { name: 'Yerler' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yerler' })).toHaveFocus();
  });

  it('takes no clicks while a dialogue is open', () => {
    renderOverlay({ walkTo: vi.fn() }, true);
    expect(screen.getByRole('button', { name: 'Yerler' })).toBeDisabled();
  });

  it('hides the controls hint and brings it back', async () => {
    renderOverlay({ walkTo: vi.fn() });
    expect(screen.getByRole('complementary', { name: 'Nasıl gezinirsin?' })).toHaveTextContent(
      'WASD',
    );
    await userEvent.click(screen.getByRole('button', { name: 'İpucunu gizle' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nasıl gezinirim?' }));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });
});
