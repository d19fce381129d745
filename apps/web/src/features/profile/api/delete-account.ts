import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';

/** POST user/deleteaccount: with the password again; every session ends on the server. */
export function deleteAccount(body: DeleteAccountBody): Promise<null> {
  return request<null>({ method: 'POST', url: 'user/deleteaccount', data: body });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
