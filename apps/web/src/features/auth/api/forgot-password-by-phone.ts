import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordByPhoneBody } from '@yek/contracts/auth';
import { requestEnvelope } from '../../../lib/api-client';
import { messageOf } from '../utils/message-of';

/** POST auth/forgotpasswordbyphonenumber: the reply never tells whether the account exists. */
export async function forgotPasswordByPhone(
  body: ForgotPasswordByPhoneBody,
): Promise<string | null> {
  return messageOf(
    await requestEnvelope({ method: 'POST', url: 'auth/forgotpasswordbyphonenumber', data: body }),
  );
}

export function useForgotPasswordByPhoneMutation() {
  return useMutation({ mutationFn: forgotPasswordByPhone });
}
