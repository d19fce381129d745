import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YekverseWorld } from '@yek/contracts/yekverse';
import { request } from '../../../lib/api-client';
import { yekverseKeys } from './yekverse-keys';

/** GET yekverse/getworld: the town's places, their scenarios and this learner's standing in them. */
export function getWorld(): Promise<YekverseWorld> {
  return request<YekverseWorld>({ method: 'GET', url: 'yekverse/getworld' });
}

export function worldQueryOptions() {
  return queryOptions({ queryKey: yekverseKeys.world(), queryFn: getWorld });
}

export function useYekverseWorld() {
  return useQuery(worldQueryOptions());
}
