import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lecture } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/getusertasklecture?lectureId=: the day's lecture. */
export function getLecture(lectureId: number): Promise<Lecture> {
  return request<Lecture>({
    method: 'GET',
    url: 'usertask/getusertasklecture',
    params: { lectureId },
  });
}

export function lectureQueryOptions(lectureId: number) {
  return queryOptions({
    queryKey: taskKeys.lecture(lectureId),
    queryFn: () => getLecture(lectureId),
  });
}

export function useLecture(lectureId: number) {
  return useQuery(lectureQueryOptions(lectureId));
}
