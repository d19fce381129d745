import { useMutation } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { useAnswerSaved } from '../hooks/use-answer-saved';

/** POST interestquestion/registerinterestuseranswer: one to ten interests. */
export function registerInterestAnswer(userInterestIds: number[]): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'POST',
    url: 'interestquestion/registerinterestuseranswer',
    data: { userInterestIds },
  });
}

export function useRegisterInterestAnswerMutation() {
  const answerSaved = useAnswerSaved();
  return useMutation({ mutationFn: registerInterestAnswer, onSuccess: answerSaved });
}
