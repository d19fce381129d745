import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserExam } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** GET usertaskexam/getusercompletedtasks: the learner's finished exams, newest first. */
export function getCompletedExams(displayCount: number): Promise<UserExam[]> {
  return request<UserExam[]>({
    method: 'GET',
    url: 'usertaskexam/getusercompletedtasks',
    params: { displayCount },
  });
}

export function completedExamsQueryOptions(displayCount: number) {
  return queryOptions({
    queryKey: examKeys.completed(displayCount),
    queryFn: () => getCompletedExams(displayCount),
  });
}

export function useCompletedExams(displayCount: number) {
  return useQuery(completedExamsQueryOptions(displayCount));
}
