import type { TokenDto } from '@yek/contracts/user';
import { request } from './api-client';
import { getAccessTokenExpiry, getRefreshToken, setTokens } from './storage';

/** The access token is renewed this long before it expires (spec §4, §9). */
export const REFRESH_LEAD_MS = 60_000;
// Browsers fire longer timeouts at once; a token this long-lived is refreshed on the next check.
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Milliseconds until the refresh is due: 0 when under a minute remains, null without an expiry. */
export function refreshDelay(expiry: string | null, now: number = Date.now()): number | null {
  if (!expiry) return null;
  const expiresAt = Date.parse(expiry);
  if (Number.isNaN(expiresAt)) return 0;
  return Math.min(Math.max(0, expiresAt - REFRESH_LEAD_MS - now), MAX_TIMEOUT_MS);
}

export async function refreshTokens(refreshToken: string): Promise<TokenDto> {
  return request<TokenDto>({ method: 'POST', url: 'auth/refreshtoken', data: { refreshToken } });
}

export interface TokenRefreshCallbacks {
  onRefreshed?: (tokens: TokenDto) => void;
  onFailure: (error: unknown) => void;
}

/**
 * Keeps the stored access token fresh until the returned function is called. Each successful
 * refresh stores the rotated pair and plans the next one from its new expiry.
 */
export function scheduleTokenRefresh({
  onRefreshed,
  onFailure,
}: TokenRefreshCallbacks): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = async () => {
    try {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new Error('No refresh token is stored');
      const tokens = await refreshTokens(refreshToken);
      if (stopped) return;
      setTokens(tokens);
      onRefreshed?.(tokens);
      plan();
    } catch (error) {
      if (stopped) return;
      console.error('Access token refresh failed', error);
      onFailure(error);
    }
  };

  const plan = () => {
    const delay = refreshDelay(getAccessTokenExpiry());
    if (delay === null) return;
    timer = setTimeout(() => void run(), delay);
  };

  plan();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
