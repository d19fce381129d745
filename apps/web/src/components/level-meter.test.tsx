import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../test/render';
import { LevelMeter, LevelMeterView, levelOf } from './level-meter';

describe('levelOf', () => {
  it('reads silence as 0 and a full-scale wave as 100', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 255 : 1)))).toBe(100);
  });
});

describe('LevelMeterView', () => {
  it('is a meter with its value and its meaning in words', () => {
    const { rerender } = render(
      <TestProviders>
        <LevelMeterView level={3} />
      </TestProviders>,
    );
    const meter = screen.getByRole('meter', { name: 'Ses seviyesi' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuetext', '3% · ses gelmiyor, mikrofonunu kontrol et');
    expect(screen.getByText('Ses seviyesi: ses gelmiyor, mikrofonunu kontrol et')).toBeVisible();
    rerender(
      <TestProviders>
        <LevelMeterView level={64} />
      </TestProviders>,
    );
    expect(meter).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByText('Ses seviyesi: sesin iyi geliyor')).toBeVisible();
  });
});

describe('LevelMeter', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the microphone through the Web Audio analyser and lets it go when removed', () => {
    vi.useFakeTimers();
    let amplitude = 0;
    const close = vi.fn(() => Promise.resolve());
    const disconnect = vi.fn();
    class FakeContext {
      createMediaStreamSource() {
        return { connect: vi.fn(), disconnect };
      }
      createAnalyser() {
        return {
          fftSize: 0,
          getByteTimeDomainData(out: Uint8Array) {
            out.forEach((_, i) => (out[i] = 128 + (i % 2 ? amplitude : -amplitude)));
          },
        };
      }
      close = close;
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const { unmount } = render(
      <TestProviders>
        <LevelMeter stream={{} as MediaStream} />
      </TestProviders>,
    );
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    amplitude = 64;
    act(() => vi.advanceTimersByTime(100));
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(80);
    unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });
});
