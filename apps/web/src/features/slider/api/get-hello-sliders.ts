import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelloSlider } from '@yek/contracts/reference';
import { request } from '../../../lib/api-client';

export function getHelloSliders(): Promise<HelloSlider[]> {
  return request<HelloSlider[]>({ method: 'GET', url: 'helloslider' });
}

export function helloSlidersQueryOptions() {
  return queryOptions({
    queryKey: ['helloslider'],
    queryFn: getHelloSliders,
    staleTime: 10 * 60 * 1000,
  });
}

export function useHelloSliders() {
  return useQuery(helloSlidersQueryOptions());
}
