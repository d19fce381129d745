import { useMutation } from '@tanstack/react-query';
import type { RegisterReviewAnswerBody, ReviewAnswerResult } from '@yek/contracts/review';
import { request } from '../../../lib/api-client';

/** POST review/registerreviewanswer: marked, graded and scheduled on the server at once. */
export function registerReviewAnswer(body: RegisterReviewAnswerBody): Promise<ReviewAnswerResult> {
  return request<ReviewAnswerResult>({
    method: 'POST',
    url: 'review/registerreviewanswer',
    data: body,
  });
}

export function useRegisterReviewAnswer() {
  return useMutation({ mutationFn: registerReviewAnswer });
}
