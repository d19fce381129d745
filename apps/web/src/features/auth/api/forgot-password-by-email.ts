import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordByEmailBody } from '@yek/contracts/auth';
import { requestEnvelope } from '../../../lib/api-client';
import { messageOf } from '../utils/message-of';

/** POST auth/forgotpasswordbyemail: the reply never tells whether the account exists. */
export async function forgotPasswordByEmail(
  body: ForgotPasswordByEmailBody,
): Promise<string | null> {
  return messageOf(
    await requestEnvelope({ method: 'POST', url: 'auth/forgotpasswordbyemail', data: body }),
  );
}

export function useForgotPasswordByEmailMutation() {
  return useMutation({ mutationFn: forgotPasswordByEmail });
}
