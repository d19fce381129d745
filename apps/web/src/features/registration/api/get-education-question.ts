import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserEducationQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

export type EducationQuestion = z.infer<typeof UserEducationQuestionSchema>;

/** GET educationquestion/getusereducationquestion: faculties with their departments and the learner's choice. */
export function getEducationQuestion(): Promise<EducationQuestion> {
  return request<EducationQuestion>({
    method: 'GET',
    url: 'educationquestion/getusereducationquestion',
  });
}

export function educationQuestionQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.question('education'),
    queryFn: getEducationQuestion,
  });
}

export function useEducationQuestion() {
  return useQuery(educationQuestionQueryOptions());
}
