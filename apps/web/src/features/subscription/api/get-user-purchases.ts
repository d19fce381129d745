import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPurchase } from '@yek/contracts/subscription';
import { request } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET userpurchase: the learner's packages and invoices, newest first. */
export function getUserPurchases(): Promise<UserPurchase[]> {
  return request<UserPurchase[]>({ method: 'GET', url: 'userpurchase' });
}

export function userPurchasesQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.purchases(), queryFn: getUserPurchases });
}

export function useUserPurchases() {
  return useQuery(userPurchasesQueryOptions());
}
