import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletedOverview } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getusercompletedtasksoverview: totals over the learner's completed work. */
export function getCompletedOverview(): Promise<CompletedOverview> {
  return request<CompletedOverview>({
    method: 'GET',
    url: 'usertask/getusercompletedtasksoverview',
  });
}

export function completedOverviewQueryOptions() {
  return queryOptions({ queryKey: taskKeys.completedOverview(), queryFn: getCompletedOverview });
}

export function useCompletedOverview() {
  return useQuery(completedOverviewQueryOptions());
}
