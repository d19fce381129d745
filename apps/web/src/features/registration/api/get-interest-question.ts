import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInterestQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

export type InterestQuestion = z.infer<typeof UserInterestQuestionSchema>;

/** GET interestquestion/getuserinterestquestion: the interests to choose several from. */
export function getInterestQuestion(): Promise<InterestQuestion> {
  return request<InterestQuestion>({
    method: 'GET',
    url: 'interestquestion/getuserinterestquestion',
  });
}

export function interestQuestionQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.question('interest'),
    queryFn: getInterestQuestion,
  });
}

export function useInterestQuestion() {
  return useQuery(interestQuestionQueryOptions());
}
