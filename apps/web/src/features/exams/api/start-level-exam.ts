import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LevelExamState } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** POST usertaskexam/startlevelexam: a new paper of the level, or the one in progress. */
export function startLevelExam(levelId: number): Promise<LevelExamState> {
  return request<LevelExamState>({
    method: 'POST',
    url: 'usertaskexam/startlevelexam',
    data: { levelId },
  });
}

export function useStartLevelExamMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startLevelExam,
    onSuccess: (state) => client.setQueryData(examKeys.level(state.levelId), state),
  });
}
