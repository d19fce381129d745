import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@yek/contracts/common';
import type { UpdatePasswordBody } from '@yek/contracts/user';
import { requestEnvelope } from '../../../lib/api-client';

/** PUT user/updatepassword: on success the server ends every session of the account. */
export async function updatePassword(body: UpdatePasswordBody): Promise<string | null> {
  const envelope: Envelope<{ message?: string } | null> = await requestEnvelope({
    method: 'PUT',
    url: 'user/updatepassword',
    data: body,
  });
  return envelope.data?.message || envelope.message || null;
}

export function useUpdatePasswordMutation() {
  return useMutation({ mutationFn: updatePassword });
}
