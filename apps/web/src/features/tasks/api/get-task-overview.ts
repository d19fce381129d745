import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskOverview } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getusertaskoverview: today's task, the programme position and what comes next. */
export function getTaskOverview(): Promise<TaskOverview> {
  return request<TaskOverview>({ method: 'GET', url: 'usertask/getusertaskoverview' });
}

export function taskOverviewQueryOptions() {
  return queryOptions({ queryKey: taskKeys.overview(), queryFn: getTaskOverview });
}

export function useTaskOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...taskOverviewQueryOptions(), enabled });
}
