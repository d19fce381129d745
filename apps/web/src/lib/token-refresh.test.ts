import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../test/mock-api';
import {
  deviceExpiry,
  getAccessToken,
  getAccessTokenExpiry,
  getRefreshToken,
  setTokens,
} from './storage';
import { REFRESH_LEAD_MS, refreshDelay, scheduleTokenRefresh } from './token-refresh';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('refreshDelay', () => {
  it('is one minute before expiry', () => {
    expect(refreshDelay(inMinutes(15), NOW)).toBe(14 * 60_000);
    expect(refreshDelay(inMinutes(2), NOW)).toBe(60_000);
  });

  it('is immediate when under a minute remains or the token has expired', () => {
    expect(refreshDelay(new Date(NOW + REFRESH_LEAD_MS - 1).toISOString(), NOW)).toBe(0);
    expect(refreshDelay(inMinutes(-5), NOW)).toBe(0);
  });

  it('is nothing without an expiry', () => {
    expect(refreshDelay(null, NOW)).toBeNull();
  });
});

describe('scheduleTokenRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes one minute before expiry, stores the new pair and plans the next refresh', async () => {
    setTokens({ accessToken: 'a1', accessTokenExpiry: inMinutes(15), refreshToken: 'r1' });
    let round = 0;
    const calls = mockApi(() => {
      round += 1;
      return ok({
        accessToken: `a${round + 1}`,
        accessTokenExpiry: inMinutes(15 + 15 * round),
        refreshToken: `r${round + 1}`,
      });
    });
    const onFailure = vi.fn();
    const stop = scheduleTokenRefresh({ onFailure });

    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('post');
    expect(calls[0]!.url).toBe('auth/refreshtoken');
    expect(bodyOf(calls[0]!)).toEqual({ refreshToken: 'r1' });
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBe('r2');

    // The new token expires at minute 30, so the next refresh is due at minute 29.
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(bodyOf(calls[1]!)).toEqual({ refreshToken: 'r2' });

    stop();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('refreshes at once when under a minute remains', async () => {
    setTokens({
      accessToken: 'a1',
      accessTokenExpiry: new Date(NOW + 30_000).toISOString(),
      refreshToken: 'r1',
    });
    const calls = mockApi(() =>
      ok({ accessToken: 'a2', accessTokenExpiry: inMinutes(15), refreshToken: 'r2' }),
    );
    const stop = scheduleTokenRefresh({ onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    stop();
  });

  it('logs a failed refresh and reports it so the session can end', async () => {
    setTokens({ accessToken: 'a1', accessTokenExpiry: inMinutes(1), refreshToken: 'r1' });
    mockApi(() => fail(400, 'Geçersiz yenileme anahtarı.', { errorCode: 'AUTH_REFRESH_INVALID' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFailure = vi.fn();
    scheduleTokenRefresh({ onFailure });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
  });

  it('does nothing once stopped', async () => {
    setTokens({ accessToken: 'a1', accessTokenExpiry: inMinutes(5), refreshToken: 'r1' });
    const calls = mockApi(() => ok(null));
    const stop = scheduleTokenRefresh({ onFailure: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(0);
  });
});

describe('the stored expiry', () => {
  // A token as the server signs it: issued now by the server's clock, valid 15 minutes.
  const jwt = (iat: number, exp: number) =>
    ['{"alg":"HS256"}', JSON.stringify({ sub: '7', iat, exp })]
      .map((part) => btoa(part).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
      .join('.') + '.signature';

  it('is in the device’s clock: a phone two hours behind the server refreshes in 14 minutes', () => {
    const serverNow = NOW / 1000 + 2 * 3600;
    const tokens = {
      accessToken: jwt(serverNow, serverNow + 15 * 60),
      accessTokenExpiry: new Date((serverNow + 15 * 60) * 1000).toISOString(),
      refreshToken: 'r1',
    };
    expect(deviceExpiry(tokens, NOW)).toBe(inMinutes(15));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setTokens(tokens);
    vi.useRealTimers();
    expect(refreshDelay(getAccessTokenExpiry(), NOW)).toBe(14 * 60_000);
  });

  it('is the server’s instant for a token without readable claims', () => {
    expect(
      deviceExpiry({ accessToken: 'opaque', accessTokenExpiry: inMinutes(15), refreshToken: 'r' }),
    ).toBe(inMinutes(15));
    expect(
      deviceExpiry({
        accessToken: jwt(100, 50),
        accessTokenExpiry: inMinutes(15),
        refreshToken: 'r',
      }),
    ).toBe(inMinutes(15));
  });
});
