import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserEnglishLearningPurposeQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

export type PurposeQuestion = z.infer<typeof UserEnglishLearningPurposeQuestionSchema>;

/** GET englishlearningpurposequestion/getuserenglishlearningpurposequestion: the purposes to choose one from. */
export function getPurposeQuestion(): Promise<PurposeQuestion> {
  return request<PurposeQuestion>({
    method: 'GET',
    url: 'englishlearningpurposequestion/getuserenglishlearningpurposequestion',
  });
}

export function purposeQuestionQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.question('purpose'),
    queryFn: getPurposeQuestion,
  });
}

export function usePurposeQuestion() {
  return useQuery(purposeQuestionQueryOptions());
}
