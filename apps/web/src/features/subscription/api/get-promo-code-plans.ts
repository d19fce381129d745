import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCodePlans } from '@yek/contracts/subscription';
import { request } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** GET subscriptionplan/getbypromocode?promoCode=: the code's discount on each plan; 404 if unknown. */
export function getPromoCodePlans(promoCode: string): Promise<PromoCodePlans> {
  return request<PromoCodePlans>({
    method: 'GET',
    url: 'subscriptionplan/getbypromocode',
    params: { promoCode },
  });
}

export function promoCodePlansQueryOptions(promoCode: string) {
  return queryOptions({
    queryKey: subscriptionKeys.promoPlans(promoCode),
    queryFn: () => getPromoCodePlans(promoCode),
    staleTime: 10 * 60 * 1000,
  });
}

/** Asks only once a code has been entered (null until then). */
export function usePromoCodePlans(promoCode: string | null) {
  return useQuery({ ...promoCodePlansQueryOptions(promoCode ?? ''), enabled: Boolean(promoCode) });
}
