import { useMutation } from '@tanstack/react-query';
import type { EducationAnswerBody, UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { useAnswerSaved } from '../hooks/use-answer-saved';

/** POST educationquestion/registereducationuseranswer: a faculty and one of its departments. */
export function registerEducationAnswer(body: EducationAnswerBody): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'POST',
    url: 'educationquestion/registereducationuseranswer',
    data: body,
  });
}

export function useRegisterEducationAnswerMutation() {
  const answerSaved = useAnswerSaved();
  return useMutation({ mutationFn: registerEducationAnswer, onSuccess: answerSaved });
}
