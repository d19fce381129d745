import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST user/senddeleteaccountcode: a code to the account's e-mail, in place of a password. */
export function sendDeleteAccountCode(): Promise<null> {
  return request<null>({ method: 'POST', url: 'user/senddeleteaccountcode' });
}

export function useSendDeleteAccountCodeMutation() {
  return useMutation({ mutationFn: sendDeleteAccountCode });
}
