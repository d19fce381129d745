import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schedule } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getusertaskschedule: every day taken, with the sections and their progress. */
export function getTaskSchedule(): Promise<Schedule> {
  return request<Schedule>({ method: 'GET', url: 'usertask/getusertaskschedule' });
}

export function taskScheduleQueryOptions() {
  return queryOptions({ queryKey: taskKeys.schedule(), queryFn: getTaskSchedule });
}

export function useTaskSchedule() {
  return useQuery(taskScheduleQueryOptions());
}
