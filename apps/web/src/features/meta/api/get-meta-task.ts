import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaTaskView } from '@yek/contracts/metacourse';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { metaKeys } from './meta-keys';

/**
 * GET metacourse/{id}/task: the task numbered `number`, or without it the first one the learner
 * has not completed; its items carry the learner's results.
 */
export function getMetaTask(id: number, number: number | null): Promise<MetaTaskView> {
  return request<MetaTaskView>({
    method: 'GET',
    url: `metacourse/${pathParam(id, 'id')}/task`,
    params: number ? { task: number } : {},
  });
}

export function metaTaskQueryOptions(id: number, number: number | null) {
  return queryOptions({
    queryKey: metaKeys.task(id, number),
    queryFn: () => getMetaTask(id, number),
  });
}

export function useMetaTask(id: number, number: number | null) {
  return useQuery(metaTaskQueryOptions(id, number));
}
