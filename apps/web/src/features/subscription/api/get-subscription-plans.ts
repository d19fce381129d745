import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@yek/contracts/subscription';
import { request } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET subscriptionplan: the plans on sale, with prices formatted in the caller's language. */
export function getSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  return request<SubscriptionPlan[]>({ method: 'GET', url: 'subscriptionplan' });
}

export function subscriptionPlansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: getSubscriptionPlans,
    staleTime: 10 * 60 * 1000,
  });
}

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
