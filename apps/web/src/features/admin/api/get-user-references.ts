import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@yek/contracts/registration';
import type { City, District } from '@yek/contracts/reference';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';

/** The lists the user form chooses from: provinces, a province's districts and occupations. */
export const userReferenceKeys = {
  cities: () => ['city', 'list'] as const,
  districts: (cityId: number) => ['city', 'districts', cityId] as const,
  jobs: (language: string) => ['job', 'list', language] as const,
};

/** GET user/getcitylist: Turkey's provinces. */
export function citiesQueryOptions() {
  return queryOptions({
    queryKey: userReferenceKeys.cities(),
    queryFn: () => request<City[]>({ method: 'GET', url: 'user/getcitylist' }),
    staleTime: Infinity,
  });
}

/** GET user/getdistrictlist/{cityId}: the districts of one province. */
export function districtsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: userReferenceKeys.districts(cityId),
    queryFn: () =>
      request<District[]>({
        method: 'GET',
        url: `user/getdistrictlist/${pathParam(cityId, 'cityId')}`,
      }),
    staleTime: Infinity,
  });
}

/** GET job: every occupation, in the questionnaire's order and the page's language. */
export function jobsQueryOptions(language: string) {
  return queryOptions({
    queryKey: userReferenceKeys.jobs(language),
    queryFn: () => request<Job[]>({ method: 'GET', url: 'job' }),
  });
}

export const useCities = () => useQuery(citiesQueryOptions());
export function useDistricts(cityId: number | null) {
  return useQuery({ ...districtsQueryOptions(cityId ?? 0), enabled: Boolean(cityId) });
}
export const useJobs = (language: string) => useQuery(jobsQueryOptions(language));
