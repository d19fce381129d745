import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MainQuestion } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** GET usertask/gettaskmainquestion?taskMainQuestionId=: one part, its items and the results so far. */
export function getMainQuestion(taskMainQuestionId: number): Promise<MainQuestion> {
  return request<MainQuestion>({
    method: 'GET',
    url: 'usertask/gettaskmainquestion',
    params: { taskMainQuestionId },
  });
}

export function mainQuestionQueryOptions(taskMainQuestionId: number) {
  return queryOptions({
    queryKey: taskKeys.part(taskMainQuestionId),
    queryFn: () => getMainQuestion(taskMainQuestionId),
  });
}

export function useMainQuestion(taskMainQuestionId: number) {
  return useQuery(mainQuestionQueryOptions(taskMainQuestionId));
}
