import { useMutation } from '@tanstack/react-query';
import { requestEnvelope } from '../../../lib/api-client';
import { messageOf } from '../utils/message-of';

/** GET auth/resendverifyaccountotpcode: sends a new code; answers the server's message. */
export async function resendVerificationCode(): Promise<string | null> {
  return messageOf(
    await requestEnvelope({ method: 'GET', url: 'auth/resendverifyaccountotpcode' }),
  );
}

export function useResendVerificationCodeMutation() {
  return useMutation({ mutationFn: resendVerificationCode });
}
