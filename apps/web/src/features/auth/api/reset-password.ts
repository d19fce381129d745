import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@yek/contracts/auth';
import { requestEnvelope } from '../../../lib/api-client';
import { messageOf } from '../utils/message-of';

/** PUT auth/resetpassword: sets the new password with the reset token. */
export async function resetPassword(body: ResetPasswordBody): Promise<string | null> {
  return messageOf(await requestEnvelope({ method: 'PUT', url: 'auth/resetpassword', data: body }));
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
