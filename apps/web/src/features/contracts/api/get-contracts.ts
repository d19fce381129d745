import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contract } from '@yek/contracts/reference';
import { request } from '../../../lib/api-client';

/** GET contract: the current version of every contract. */
export function getContracts(): Promise<Contract[]> {
  return request<Contract[]>({ method: 'GET', url: 'contract' });
}

export function contractsQueryOptions() {
  return queryOptions({ queryKey: ['contract'], queryFn: getContracts, staleTime: 10 * 60 * 1000 });
}

export function useContracts() {
  return useQuery(contractsQueryOptions());
}
