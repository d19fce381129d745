import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export interface LectureSummary {
  id: number;
  taskId: number;
  dayNo: number;
  point: string;
  completedAt: string | null;
}

/** GET usertask/getusertasklectures: the lectures of the days taken. */
export function getLectures(): Promise<LectureSummary[]> {
  return request<LectureSummary[]>({ method: 'GET', url: 'usertask/getusertasklectures' });
}

export function lecturesQueryOptions() {
  return queryOptions({ queryKey: taskKeys.lectures(), queryFn: getLectures });
}

export function useLectures() {
  return useQuery(lecturesQueryOptions());
}
