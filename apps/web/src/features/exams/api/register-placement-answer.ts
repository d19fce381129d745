import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementAnswerBody, PlacementState } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** POST usertaskexam/registerplacementanswer: answer the current item; the next one comes back. */
export function registerPlacementAnswer(body: PlacementAnswerBody): Promise<PlacementState> {
  return request<PlacementState>({
    method: 'POST',
    url: 'usertaskexam/registerplacementanswer',
    data: body,
  });
}

export function useRegisterPlacementAnswerMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerPlacementAnswer,
    onSuccess: (state) => {
      client.setQueryData(examKeys.placement(state.exam.id), state);
      if (state.exam.status === 'finished')
        void client.invalidateQueries({ queryKey: examKeys.completed(10) });
    },
  });
}
