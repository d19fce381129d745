import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacementState } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** GET usertaskexam/getplacementexam: the item to answer now, or the result once over. */
export function getPlacement(taskExamId: number): Promise<PlacementState> {
  return request<PlacementState>({
    method: 'GET',
    url: 'usertaskexam/getplacementexam',
    params: { taskExamId },
  });
}

export function placementQueryOptions(taskExamId: number) {
  return queryOptions({
    queryKey: examKeys.placement(taskExamId),
    queryFn: () => getPlacement(taskExamId),
  });
}

export function usePlacement(taskExamId: number | null) {
  return useQuery({ ...placementQueryOptions(taskExamId ?? 0), enabled: taskExamId !== null });
}
