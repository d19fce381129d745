import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@yek/contracts/user';
import { request } from './api-client';

/** PUT user: answers the updated user. */
export function updateUser(body: UpdateUserBody): Promise<User> {
  return request<User>({ method: 'PUT', url: 'user', data: body });
}

export function useUpdateUserMutation() {
  return useMutation({ mutationFn: updateUser });
}
