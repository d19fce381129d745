import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBirthdayQuestionSchema } from '@yek/contracts/registration';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';
import { REGISTRATION_KEY } from './get-registration-state';

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
    queryKey: [...REGISTRATION_KEY, 'question', 'birthday'],
    queryFn: getBirthdayQuestion,
  });
}

export function useBirthdayQuestion() {
  return useQuery(birthdayQuestionQueryOptions());
}
