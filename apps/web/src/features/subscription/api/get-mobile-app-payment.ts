import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MobileAppPayment } from '@yek/contracts/subscription';
import { request } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/**
 * POST mobileapppayment (no body): the store links and the token the mobile app ties a purchase
 * to this account with. A read despite the verb, so it is cached like one; the token lasts an hour.
 */
export function getMobileAppPayment(): Promise<MobileAppPayment> {
  return request<MobileAppPayment>({ method: 'POST', url: 'mobileapppayment' });
}

export function mobileAppPaymentQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.mobileAppPayment(),
    queryFn: getMobileAppPayment,
    staleTime: 30 * 60 * 1000,
  });
}

export function useMobileAppPayment() {
  return useQuery(mobileAppPaymentQueryOptions());
}
