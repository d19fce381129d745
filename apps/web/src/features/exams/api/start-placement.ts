import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementState } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** POST usertaskexam/startplacementexam: a new placement test, or the one in progress. */
export function startPlacement(): Promise<PlacementState> {
  return request<PlacementState>({ method: 'POST', url: 'usertaskexam/startplacementexam' });
}

export function useStartPlacementMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startPlacement,
    onSuccess: (state) => client.setQueryData(examKeys.placement(state.exam.id), state),
  });
}
