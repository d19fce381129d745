import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserJobQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

export type JobQuestion = z.infer<typeof UserJobQuestionSchema>;

/**
 * GET jobquestion/getuserjobquestion?searchText=: occupations whose Turkish or English name holds
 * the text (all of them without one), and the learner's own job even when the search leaves it out.
 */
export function getJobQuestion(searchText: string): Promise<JobQuestion> {
  const text = searchText.trim();
  return request<JobQuestion>({
    method: 'GET',
    url: 'jobquestion/getuserjobquestion',
    params: text ? { searchText: text } : undefined,
  });
}

export function jobQuestionQueryOptions(searchText: string) {
  return queryOptions({
    queryKey: registrationKeys.jobSearch(searchText.trim()),
    queryFn: () => getJobQuestion(searchText),
    // The list stays on screen while the next search is on its way.
    placeholderData: keepPreviousData,
    // Occupations rarely change; a saved answer invalidates this anyway.
    staleTime: 5 * 60 * 1000,
  });
}

export function useJobQuestion(searchText: string) {
  return useQuery(jobQuestionQueryOptions(searchText));
}
