import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisteredAnswersPage } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** GET usertaskexam/gettaskexamregisteredanswers: a page of an exam's answers. */
export function getRegisteredAnswers(
  taskExamId: number,
  pageNumber: number,
  pageSize: number,
): Promise<RegisteredAnswersPage> {
  return request<RegisteredAnswersPage>({
    method: 'GET',
    url: 'usertaskexam/gettaskexamregisteredanswers',
    params: { taskExamId, pageNumber, pageSize },
  });
}

export function registeredAnswersQueryOptions(
  taskExamId: number,
  pageNumber: number,
  pageSize: number,
) {
  return queryOptions({
    queryKey: examKeys.answers(taskExamId, pageNumber, pageSize),
    queryFn: () => getRegisteredAnswers(taskExamId, pageNumber, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useRegisteredAnswers(taskExamId: number, pageNumber: number, pageSize: number) {
  return useQuery(registeredAnswersQueryOptions(taskExamId, pageNumber, pageSize));
}
