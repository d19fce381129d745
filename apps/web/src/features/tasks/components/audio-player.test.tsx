import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render';
import { AudioPlayer, clock } from './audio-player';

// jsdom has media elements without playback: play and pause only fire their events here.
let played: HTMLMediaElement[] = [];
beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

function renderPlayer() {
  const view = render(
    <TestProviders>
      <AudioPlayer
        src="/api/content/audio/0123456789abcdef.mp3"
        title="At the Bus Stop"
        durationSeconds={31.5}
      />
    </TestProviders>,
  );
  const audio = view.container.querySelector('audio')!;
  return { audio, player: within(screen.getByRole('region', { name: 'At the Bus Stop' })) };
}

describe('AudioPlayer', () => {
  it('plays and pauses from one button whose name says what a press does', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    await user.click(player.getByRole('button', { name: 'Oynat' }));
    expect(played).toEqual([audio]);
    await user.click(player.getByRole('button', { name: 'Duraklat' }));
    expect(audio.pause).toHaveBeenCalled();
    expect(player.getByRole('button', { name: 'Oynat' })).toBeInTheDocument();
  });

  it('starts at 1× and plays at the speed chip pressed', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    const speeds = within(player.getByRole('group', { name: 'Hız' }));
    expect(speeds.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '0.75×',
      '1×',
      '1.25×',
    ]);
    expect(speeds.getByRole('button', { name: '1 kat hız' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(speeds.getByRole('button', { name: '1.25 kat hız' }));
    expect(audio.playbackRate).toBe(1.25);
    expect(speeds.getByRole('button', { name: '1.25 kat hız' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(speeds.getByRole('button', { name: '0.75 kat hız' }));
    expect(audio.playbackRate).toBe(0.75);
  });

  it('"listen again" goes back to the start and plays', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    audio.currentTime = 12;
    await user.click(player.getByRole('button', { name: 'Tekrar dinle' }));
    expect(audio.currentTime).toBe(0);
    expect(played).toEqual([audio]);
  });

  it('is driven by the keyboard: Tab to each control, Space plays, arrows seek', async () => {
    const user = userEvent.setup();
    const { audio, player } = renderPlayer();
    await user.tab();
    expect(player.getByRole('button', { name: 'Oynat' })).toHaveFocus();
    await user.keyboard(' ');
    expect(played).toEqual([audio]);

    await user.tab();
    const seek = player.getByRole('slider', { name: 'Konum' });
    expect(seek).toHaveFocus();
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 / 0:31');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(audio.currentTime).toBe(3);
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:03 / 0:31'));
    expect(player.getByText('0:03 / 0:31')).toBeInTheDocument();

    // The speed chips are one stop of the Tab order; Enter picks the focused one.
    await user.tab();
    const speeds = player.getByRole('group', { name: 'Hız' });
    expect(speeds).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Enter}');
    expect(audio.playbackRate).toBe(Number(document.activeElement?.getAttribute('value')));
    await user.tab();
    expect(player.getByRole('button', { name: 'Tekrar dinle' })).toHaveFocus();
  });

  it('shows time as m:ss', () => {
    expect([clock(0), clock(9.9), clock(75), clock(Number.NaN)]).toEqual([
      '0:00',
      '0:09',
      '1:15',
      '0:00',
    ]);
  });
});
