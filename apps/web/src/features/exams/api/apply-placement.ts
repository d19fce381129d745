import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserExam } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';

/** POST usertaskexam/applyplacementresult: continue the programme at the placed section. */
export function applyPlacement(taskExamId: number): Promise<UserExam> {
  return request<UserExam>({
    method: 'POST',
    url: 'usertaskexam/applyplacementresult',
    data: { taskExamId },
  });
}

export function useApplyPlacementMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPlacement,
    // The programme moved: every read about the learner's days and exams may change.
    onSuccess: () => client.invalidateQueries(),
  });
}
