import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@yek/contracts/paging';
import { request } from '../../../lib/api-client';
import type { PagedListQuery } from '../utils/paged-query';
import { adminKeys } from './admin-keys';

/** GET {resource}/getpagedlist: one page of a management table, sorted and searched by the server. */
export function getPagedList<T>(resource: string, query: PagedListQuery): Promise<Paged<T>> {
  return request<Paged<T>>({
    method: 'GET',
    url: `${resource}/getpagedlist`,
    params: { ...query, searchText: query.searchText?.trim() || undefined },
  });
}

export function pagedListQueryOptions<T>(resource: string, query: PagedListQuery) {
  return queryOptions({
    queryKey: adminKeys.page(resource, query),
    queryFn: () => getPagedList<T>(resource, query),
    // The rows of the last page stay while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function usePagedList<T>(resource: string, query: PagedListQuery) {
  return useQuery(pagedListQueryOptions<T>(resource, query));
}
