import type { AuthUser } from '@yek/contracts/user';
import { getAccessToken } from '../../../lib/storage';
import { useSocialProviders } from '../api/social-sign-in';
import { SocialButtons } from './social-buttons';

/**
 * Google and Apple sign-in under the sign-in and sign-up forms, for the providers the server is
 * set up for; nothing at all when it is set up for none.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  // While a stored session is renewed the sign-in form shows for a moment; the providers are
  // not asked then, so no call goes out with the expired token.
  const providers = useSocialProviders(getAccessToken() === null);
  if (!providers.data?.google && !providers.data?.apple) return null;
  return <SocialButtons providers={providers.data} onSignedIn={onSignedIn} />;
}
