import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserTask } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getusercompletedtasks?displayCount=: the latest completed days. */
export function getCompletedTasks(displayCount: number): Promise<UserTask[]> {
  return request<UserTask[]>({
    method: 'GET',
    url: 'usertask/getusercompletedtasks',
    params: { displayCount },
  });
}

export function completedTasksQueryOptions(displayCount: number) {
  return queryOptions({
    queryKey: taskKeys.completed(displayCount),
    queryFn: () => getCompletedTasks(displayCount),
  });
}

export function useCompletedTasks(displayCount: number) {
  return useQuery(completedTasksQueryOptions(displayCount));
}
