import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaCourseSummary } from '@yek/contracts/metacourse';
import { request } from '../../../lib/api-client';
import { metaKeys } from './meta-keys';

/** GET metacourse/getallforview: the published courses with the learner's progress in each. */
export function getMetaCourses(): Promise<MetaCourseSummary[]> {
  return request<MetaCourseSummary[]>({ method: 'GET', url: 'metacourse/getallforview' });
}

export function metaCoursesQueryOptions() {
  return queryOptions({ queryKey: metaKeys.list(), queryFn: getMetaCourses });
}

export function useMetaCourses() {
  return useQuery(metaCoursesQueryOptions());
}
