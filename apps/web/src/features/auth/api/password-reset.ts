import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody, PasswordResetResult } from '@yek/contracts/auth';
import { request } from '../../../lib/api-client';

export interface PasswordResetInput {
  otpCode: string;
  /** The address the code went to: { email } or { phoneNumber }. */
  body: PasswordResetBody;
}

/** POST auth/passwordreset?otpCode=: trades the code for a short-lived reset token. */
export function passwordReset({ otpCode, body }: PasswordResetInput): Promise<PasswordResetResult> {
  return request<PasswordResetResult>({
    method: 'POST',
    url: 'auth/passwordreset',
    params: { otpCode },
    data: body,
  });
}

export function usePasswordResetMutation() {
  return useMutation({ mutationFn: passwordReset });
}
