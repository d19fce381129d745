import type { SocialProviders } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { getAccessToken } from '../../../lib/storage';
import { fetchSocialProviders } from '../api/social-providers';

const SocialButtons = lazyNamed(() => import('./social-buttons'), 'SocialButtons');

/**
 * Google and Apple sign-in under the sign-in and sign-up forms, for the providers the server is
 * set up for. The form never waits for it: the question to the server goes out after the page
 * has drawn, and the buttons' code (with the HTTP client the sign-in uses) is fetched only when a
 * provider is set up. With a stored session being renewed, the form shows for a moment and
 * nothing is asked.
 */
export function LazySocialSignIn({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const [providers, setProviders] = useState<SocialProviders | null>(null);
  useEffect(() => {
    if (getAccessToken() !== null) return;
    let current = true;
    void fetchSocialProviders().then((answer) => {
      if (current) setProviders(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!providers?.google && !providers?.apple) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons providers={providers} onSignedIn={onSignedIn} />
    </Suspense>
  );
}
