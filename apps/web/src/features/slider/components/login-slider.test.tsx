import { act, fireEvent, screen } from '@testing-library/react';
import type { HelloSlider } from '@yek/contracts/reference';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { SLIDER_FALLBACK_IMAGE } from '../utils/slides';
import { LoginSlider, SLIDE_INTERVAL_MS } from './login-slider';

const slides: HelloSlider[] = [1, 2, 3].map((id) => ({
  id,
  pageAlias: id === 3 ? 'home' : 'login',
  viewType: 1,
  orderNo: id,
  imageFilePath: id === 2 ? null : `/uploads/${id}.jpg`,
  helloSliderLocalizations: [
    {
      languageId: 1,
      cultureName: 'tr-TR',
      title: `Başlık ${id}`,
      description: `<p>Metin ${id}</p>`,
    },
  ],
}));

afterEach(() => vi.useRealTimers());

describe('LoginSlider', () => {
  it('shows the login slides and switches on a bar click', async () => {
    const calls = mockApi(() => ok(slides));
    renderWithRouter(<LoginSlider />);
    expect(await screen.findByRole('heading', { name: 'Başlık 1' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('helloslider');
    const bars = screen.getAllByRole('button', { name: /slayt/ });
    expect(bars).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: '2. slayt: Başlık 2' }));
    expect(screen.getByRole('heading', { name: 'Başlık 2' })).toBeInTheDocument();
    expect(screen.getByText('Metin 2')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', SLIDER_FALLBACK_IMAGE);
  });

  it('replaces an image that fails to load with the drawn background', async () => {
    mockApi(() => ok(slides));
    renderWithRouter(<LoginSlider />);
    await screen.findByRole('heading', { name: 'Başlık 1' });
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/1.jpg');
    fireEvent.error(image);
    expect(document.querySelector('img')).toHaveAttribute('src', SLIDER_FALLBACK_IMAGE);
  });

  it('moves on by itself', async () => {
    // Only the slider's interval is faked: it moves when the test says, however slow the
    // machine, while the waits for the slides to load keep their real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mockApi(() => ok(slides));
    renderWithRouter(<LoginSlider />);
    await screen.findByRole('heading', { name: 'Başlık 1' });
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(screen.getByRole('heading', { name: 'Başlık 1' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Başlık 2' })).toBeInTheDocument();
  });
});
