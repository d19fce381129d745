import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBirthdayQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { registrationKeys } from './registration-keys';

export type BirthdayQuestion = z.infer<typeof UserBirthdayQuestionSchema>;

/** GET birthdayquestion/getuserbirthdayquestion: the question with the learner's birthday, if given. */
export function getBirthdayQuestion(): Promise<BirthdayQuestion> {
  return request<BirthdayQuestion>({
    method: 'GET',
    url: 'birthdayquestion/getuserbirthdayquestion',
  });
}

export function birthdayQuestionQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.question('birthday'),
    queryFn: getBirthdayQuestion,
  });
}

export function useBirthdayQuestion() {
  return useQuery(birthdayQuestionQueryOptions());
}
