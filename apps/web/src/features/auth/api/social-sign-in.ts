import { useMutation } from '@tanstack/react-query';
import type { SocialLoginBody } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

export type SocialProvider = 'google' | 'apple';

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
