import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YekverseSummary } from '@yek/contracts/yekverse';
import { request } from '../../../lib/api-client';
import { yekverseKeys } from './yekverse-keys';

/** GET yekverse/getsummary: the figures the dashboard's card shows. */
export function getSummary(): Promise<YekverseSummary> {
  return request<YekverseSummary>({ method: 'GET', url: 'yekverse/getsummary' });
}

export function summaryQueryOptions() {
  return queryOptions({ queryKey: yekverseKeys.summary(), queryFn: getSummary });
}

export function useYekverseSummary() {
  return useQuery(summaryQueryOptions());
}
