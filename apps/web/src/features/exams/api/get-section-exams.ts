import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionExam } from '@yek/contracts/usertaskexam';
import { request } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/** GET usertaskexam/getsectionexams: the end-of-section exams the learner has reached. */
export function getSectionExams(): Promise<SectionExam[]> {
  return request<SectionExam[]>({ method: 'GET', url: 'usertaskexam/getsectionexams' });
}

export function sectionExamsQueryOptions() {
  return queryOptions({ queryKey: examKeys.sections, queryFn: getSectionExams });
}

export function useSectionExams() {
  return useQuery(sectionExamsQueryOptions());
}
