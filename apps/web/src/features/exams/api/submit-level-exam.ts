import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserExam } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** POST usertaskexam/submitlevelexam: hand the paper in; it comes back marked. */
export function submitLevelExam(taskExamId: number): Promise<UserExam> {
  return request<UserExam>({
    method: 'POST',
    url: 'usertaskexam/submitlevelexam',
    data: { taskExamId },
  });
}

export function useSubmitLevelExamMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitLevelExam,
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.all }),
  });
}
