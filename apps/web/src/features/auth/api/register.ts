import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

/** POST userregistration: a new, not yet verified account with its token pair. */
export function register(body: RegisterBody): Promise<AuthUser> {
  return request<AuthUser>({ method: 'POST', url: 'userregistration', data: body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
