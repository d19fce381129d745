import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserTask } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** PATCH usertask/assigntasktouser: take the next day of the programme. */
export function assignTask(): Promise<UserTask> {
  return request<UserTask>({ method: 'PATCH', url: 'usertask/assigntasktouser' });
}

export function useAssignTaskMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignTask,
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
