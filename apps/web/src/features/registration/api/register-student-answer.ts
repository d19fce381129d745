import { useMutation } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { useAnswerSaved } from '../hooks/use-answer-saved';

/** POST studentquestion/registerstudentuseranswer?isStudent=true|false. */
export function registerStudentAnswer(isStudent: boolean): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'POST',
    url: 'studentquestion/registerstudentuseranswer',
    params: { isStudent },
  });
}

export function useRegisterStudentAnswerMutation() {
  const answerSaved = useAnswerSaved();
  return useMutation({ mutationFn: registerStudentAnswer, onSuccess: answerSaved });
}
