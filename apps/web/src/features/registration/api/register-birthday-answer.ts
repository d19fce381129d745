import { useMutation } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { useAnswerSaved } from '../hooks/use-answer-saved';

/** POST birthdayquestion/registerbirthdayanswer?birthday=YYYY-MM-DD: answers the new state. */
export function registerBirthdayAnswer(birthday: string): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'POST',
    url: 'birthdayquestion/registerbirthdayanswer',
    params: { birthday },
  });
}

export function useRegisterBirthdayAnswerMutation() {
  const answerSaved = useAnswerSaved();
  return useMutation({ mutationFn: registerBirthdayAnswer, onSuccess: answerSaved });
}
