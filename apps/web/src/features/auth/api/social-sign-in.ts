import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SocialLoginBody, SocialProviders } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

export type SocialProvider = 'google' | 'apple';

/** GET auth/socialproviders: which of Google and Apple sign-in this server is set up for. */
export function getSocialProviders(): Promise<SocialProviders> {
  return request<SocialProviders>({ method: 'GET', url: 'auth/socialproviders' });
}

export function socialProvidersQueryOptions() {
  // Set by the server's configuration: it does not change while a page is open. Not asked again
  // after a failure: without the answer the page simply offers no provider buttons.
  return queryOptions({
    queryKey: ['auth', 'socialproviders'],
    queryFn: getSocialProviders,
    staleTime: Infinity,
    retry: false,
  });
}

/** Asked only when `enabled`: with a session stored, the sign-in form is a passing screen. */
export function useSocialProviders(enabled: boolean) {
  return useQuery({ ...socialProvidersQueryOptions(), enabled });
}

/** POST auth/googlelogin or auth/applelogin: the provider's ID token for the user and tokens. */
export function socialLogin(provider: SocialProvider, body: SocialLoginBody): Promise<AuthUser> {
  return request<AuthUser>({ method: 'POST', url: `auth/${provider}login`, data: body });
}

export function useSocialLoginMutation() {
  return useMutation({
    mutationFn: ({ provider, body }: { provider: SocialProvider; body: SocialLoginBody }) =>
      socialLogin(provider, body),
  });
}
