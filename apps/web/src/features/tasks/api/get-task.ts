import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getusertaskbyid?taskId=: one of the learner's days with its parts. */
export function getTask(taskId: number): Promise<TaskDetail> {
  return request<TaskDetail>({
    method: 'GET',
    url: 'usertask/getusertaskbyid',
    params: { taskId },
  });
}

export function taskQueryOptions(taskId: number) {
  return queryOptions({ queryKey: taskKeys.task(taskId), queryFn: () => getTask(taskId) });
}

export function useTask(taskId: number) {
  return useQuery(taskQueryOptions(taskId));
}
