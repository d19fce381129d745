import { useForgotPasswordByEmailMutation } from '../../api/forgot-password-by-email';
import { useForgotPasswordByPhoneMutation } from '../../api/forgot-password-by-phone';
import type { ResetTarget } from './reset-target';

/** Sends a reset code to an address of either kind; answers the server's message. */
export function useSendResetCode() {
  const byEmail = useForgotPasswordByEmailMutation();
  const byPhone = useForgotPasswordByPhoneMutation();
  const send = (target: ResetTarget): Promise<string | null> =>
    'email' in target ? byEmail.mutateAsync(target) : byPhone.mutateAsync(target);
  return { send, isPending: byEmail.isPending || byPhone.isPending };
}
