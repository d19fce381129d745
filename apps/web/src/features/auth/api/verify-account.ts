import { useMutation } from '@tanstack/react-query';
import type { OtpBody } from '@yek/contracts/auth';
import type { User } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

/** POST auth/verifyaccountbyotpcode with the bearer token: answers the verified user. */
export function verifyAccount(body: OtpBody): Promise<User> {
  return request<User>({ method: 'POST', url: 'auth/verifyaccountbyotpcode', data: body });
}

export function useVerifyAccountMutation() {
  return useMutation({ mutationFn: verifyAccount });
}
