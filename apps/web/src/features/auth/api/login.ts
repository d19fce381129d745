import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

/** POST auth/login: the user with its token pair. */
export function login(body: LoginBody): Promise<AuthUser> {
  return request<AuthUser>({ method: 'POST', url: 'auth/login', data: body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
