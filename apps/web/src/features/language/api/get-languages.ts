import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@yek/contracts/reference';
import { request } from '../../../lib/api-client';

export function getLanguages(): Promise<Language[]> {
  return request<Language[]>({ method: 'GET', url: 'language' });
}

export function languagesQueryOptions() {
  return queryOptions({ queryKey: ['language'], queryFn: getLanguages, staleTime: 60 * 60 * 1000 });
}

export function useLanguages(options: { enabled?: boolean } = {}) {
  return useQuery({ ...languagesQueryOptions(), enabled: options.enabled ?? true });
}
