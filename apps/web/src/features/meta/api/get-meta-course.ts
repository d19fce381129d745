import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaCourseDetail } from '@yek/contracts/metacourse';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { metaKeys } from './meta-keys';

/** GET metacourse/{id}: a course with its tasks and which of them the learner has done. */
export function getMetaCourse(id: number): Promise<MetaCourseDetail> {
  return request<MetaCourseDetail>({ method: 'GET', url: `metacourse/${pathParam(id, 'id')}` });
}

export function metaCourseQueryOptions(id: number) {
  return queryOptions({ queryKey: metaKeys.course(id), queryFn: () => getMetaCourse(id) });
}

export function useMetaCourse(id: number) {
  return useQuery(metaCourseQueryOptions(id));
}
