import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterLectureBody, UserTask } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** PATCH usertask/registerusertasklecture: the lecture is done; the day's questions open. */
export function registerLecture(body: RegisterLectureBody): Promise<UserTask> {
  return request<UserTask>({
    method: 'PATCH',
    url: 'usertask/registerusertasklecture',
    data: body,
  });
}

export function useRegisterLectureMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerLecture,
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
