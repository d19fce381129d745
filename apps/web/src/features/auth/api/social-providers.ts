import type { SocialProviders } from '@yek/contracts/auth';
import { API_BASE_URL } from '../../../lib/env';

/**
 * GET auth/socialproviders: which of Google and Apple sign-in this server is set up for. Asked
 * with the browser's own fetch: on the sign-in page the HTTP client (axios, the query hooks) is
 * not loaded yet, and loading it for this one question slowed the page's first paint. Any
 * failure reads as "none": the page then offers the account form alone.
 */
export async function fetchSocialProviders(): Promise<SocialProviders | null> {
  try {
    const res = await fetch(`${API_BASE_URL}/auth/socialproviders`, {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: SocialProviders | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}
