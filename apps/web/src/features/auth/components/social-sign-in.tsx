import type { AuthUser } from '@yek/contracts/user';
import { useSocialProviders } from '../api/social-sign-in';
import { SocialButtons } from './social-buttons';

/**
 * Google and Apple sign-in under the sign-in and sign-up forms, for the providers the server is
 * set up for; nothing at all when it is set up for none.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const providers = useSocialProviders();
  if (!providers.data?.google && !providers.data?.apple) return null;
  return <SocialButtons providers={providers.data} onSignedIn={onSignedIn} />;
}
