import { useMutation } from '@tanstack/react-query';
import type { UserRegistrationState } from '@yek/contracts/registration';
import { request } from '../../../lib/api-client';
import { useAnswerSaved } from '../hooks/use-answer-saved';

/** POST englishlearningpurposequestion/registerenglishlearningpurposeuseranswer. */
export function registerPurposeAnswer(
  englishLearningPurposeId: number,
): Promise<UserRegistrationState> {
  return request<UserRegistrationState>({
    method: 'POST',
    url: 'englishlearningpurposequestion/registerenglishlearningpurposeuseranswer',
    data: { englishLearningPurposeId },
  });
}

export function useRegisterPurposeAnswerMutation() {
  const answerSaved = useAnswerSaved();
  return useMutation({ mutationFn: registerPurposeAnswer, onSuccess: answerSaved });
}
