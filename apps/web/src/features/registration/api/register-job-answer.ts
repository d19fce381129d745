import { useMutation } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { useAnswerSaved } from '../hooks/use-answer-saved';

/** POST jobquestion/registeruserjobanswer?jobId=. */
export function registerJobAnswer(jobId: number): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'POST',
    url: 'jobquestion/registeruserjobanswer',
    params: { jobId },
  });
}

export function useRegisterJobAnswerMutation() {
  const answerSaved = useAnswerSaved();
  return useMutation({ mutationFn: registerJobAnswer, onSuccess: answerSaved });
}
