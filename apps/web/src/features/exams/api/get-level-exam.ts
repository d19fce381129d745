import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LevelExamState } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { examKeys } from './exam-keys';

/** GET usertaskexam/gettaskexambylevelid/{levelId}: whether the exam can be taken, the paper in progress. */
export function getLevelExam(levelId: number): Promise<LevelExamState> {
  return request<LevelExamState>({
    method: 'GET',
    url: `usertaskexam/gettaskexambylevelid/${pathParam(levelId, 'levelId')}`,
  });
}

export function levelExamQueryOptions(levelId: number) {
  return queryOptions({ queryKey: examKeys.level(levelId), queryFn: () => getLevelExam(levelId) });
}

export function useLevelExam(levelId: number) {
  return useQuery(levelExamQueryOptions(levelId));
}
