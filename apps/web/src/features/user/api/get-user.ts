import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@yek/contracts/user';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';

/** GET user/{id}: the account as the server sees it now, subscription status included. */
export function getUser(id: number): Promise<User> {
  return request<User>({ method: 'GET', url: `user/${pathParam(id, 'id')}` });
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: ['user', id], queryFn: () => getUser(id) });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
