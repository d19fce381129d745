import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProgress } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getuserprogress: the figures of the progress charts. */
export function getUserProgress(): Promise<UserProgress> {
  return request<UserProgress>({ method: 'GET', url: 'usertask/getuserprogress' });
}

export function userProgressQueryOptions() {
  return queryOptions({ queryKey: taskKeys.progress(), queryFn: getUserProgress });
}

export function useUserProgress() {
  return useQuery(userProgressQueryOptions());
}
