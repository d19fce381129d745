import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserExam } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** GET usertaskexam/getusertaskexam: one of the learner's exams with its result. */
export function getExam(taskExamId: number): Promise<UserExam> {
  return request<UserExam>({
    method: 'GET',
    url: 'usertaskexam/getusertaskexam',
    params: { taskExamId },
  });
}

export function examQueryOptions(taskExamId: number) {
  return queryOptions({ queryKey: examKeys.exam(taskExamId), queryFn: () => getExam(taskExamId) });
}

export function useExam(taskExamId: number) {
  return useQuery(examQueryOptions(taskExamId));
}
