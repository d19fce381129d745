import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { WORLD } from '../../../test/yekverse-fixtures';
import { PlacePanel } from './place-panel';

const CAFE = WORLD.places[0]!;

function renderPanel(props: Partial<Parameters<typeof PlacePanel>[0]> = {}) {
  const onStart = vi.fn();
  const onClose = vi.fn();
  render(
    <TestProviders>
      <PlacePanel
        place={CAFE}
        recommended={WORLD.recommended}
        onStart={onStart}
        starting={null}
        startError={null}
        onClose={onClose}
        {...props}
      />
    </TestProviders>,
  );
  return { onStart, onClose };
}

describe('PlacePanel', () => {
  it('names the place and its person and lists the scenarios with their standing', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Kafe' })).toHaveFocus();
    expect(screen.getByText('Emma, Kafe çalışanı')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Senaryolar' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    const tea = screen.getByRole('article', { name: 'Çay ve kek' });
    expect(within(tea).getByText('Önerilen')).toBeInTheDocument();
    expect(within(tea).getByText('A1')).toBeInTheDocument();
    expect(
      within(tea).getByText('Hedef: Bir fincan çay ve bir dilim kek sipariş et.'),
    ).toBeInTheDocument();
    // The due word says it is time to review it; a learned one says so too.
    const cake = within(tea).getByText('cake').closest('li')!;
    expect(within(cake).getByText('tekrar zamanı')).toBeInTheDocument();
    expect(within(cake).getByText('(kek)')).toBeInTheDocument();
    expect(
      within(within(tea).getByText('milk').closest('li')!).getByText('öğrendin'),
    ).toBeInTheDocument();

    const done = screen.getByRole('article', { name: 'Paket kahvaltı' });
    expect(within(done).getByText('Başardın')).toBeInTheDocument();
    expect(within(done).queryByText('Önerilen')).not.toBeInTheDocument();
  });

  it('keeps a scenario above the level locked, with the reason', () => {
    renderPanel();
    const locked = screen.getByRole('article', { name: 'Toplantı siparişi' });
    expect(within(locked).getByText('Kilitli: B1 seviyesine geçince açılır.')).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Başla' })).toBeDisabled();
  });

  it('starts the chosen scenario and goes back to the town', async () => {
    const { onStart, onClose } = renderPanel();
    const user = userEvent.setup();
    const tea = screen.getByRole('article', { name: 'Çay ve kek' });
    await user.click(within(tea).getByRole('button', { name: 'Başla' }));
    expect(onStart).toHaveBeenCalledWith('cafe-tea-and-cake');
    await user.click(screen.getByRole('button', { name: 'Kasabaya dön' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refused start in the server words and holds the other starts while one runs', () => {
    renderPanel({
      starting: 'cafe-tea-and-cake',
      startError: {
        isSuccess: false,
        statusCode: 403,
        message: 'Bu senaryo sana kapalı.',
        data: null,
        errorCode: null,
        errors: null,
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bu senaryo sana kapalı.');
    const done = screen.getByRole('article', { name: 'Paket kahvaltı' });
    expect(within(done).getByRole('button', { name: 'Başla' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Başlıyor…' })).toBeDisabled();
  });
});
