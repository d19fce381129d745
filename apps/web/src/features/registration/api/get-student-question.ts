import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStudentQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

export type StudentQuestion = z.infer<typeof UserStudentQuestionSchema>;

/** GET studentquestion/getuserstudentquestion: the yes and no answers and the learner's choice. */
export function getStudentQuestion(): Promise<StudentQuestion> {
  return request<StudentQuestion>({ method: 'GET', url: 'studentquestion/getuserstudentquestion' });
}

export function studentQuestionQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.question('student'),
    queryFn: getStudentQuestion,
  });
}

export function useStudentQuestion() {
  return useQuery(studentQuestionQueryOptions());
}
