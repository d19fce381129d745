import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';

/** The occupations the user form chooses from; provinces and districts come from lib/places. */
export const userReferenceKeys = {
  jobs: (language: string) => ['job', 'list', language] as const,
};

/** GET job: every occupation, in the questionnaire's order and the page's language. */
export function jobsQueryOptions(language: string) {
  return queryOptions({
    queryKey: userReferenceKeys.jobs(language),
    queryFn: () => request<Job[]>({ method: 'GET', url: 'job' }),
  });
}

export const useJobs = (language: string) => useQuery(jobsQueryOptions(language));
