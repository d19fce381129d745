import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskOverview } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';

/** GET usertask/getusertaskoverview: today's task, the programme position and what comes next. */
export function getTaskOverview(): Promise<TaskOverview> {
  return request<TaskOverview>({ method: 'GET', url: 'usertask/getusertaskoverview' });
}

export function taskOverviewQueryOptions() {
  return queryOptions({ queryKey: ['usertask', 'overview'], queryFn: getTaskOverview });
}

export function useTaskOverview() {
  return useQuery(taskOverviewQueryOptions());
}
