import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@yek/contracts/paging';
import { request } from '../../../lib/api-client';
import type { PagedListQuery } from '../utils/paged-query';
import { adminKeys } from './admin-keys';

/**
 * GET {resource}/getpagedlist (or a list's own address, such as cdn/getfiles): one page of a
 * management table, sorted, searched and filtered by the server.
 */
export function getPagedList<T>(
  resource: string,
  query: PagedListQuery,
  url = `${resource}/getpagedlist`,
): Promise<Paged<T>> {
  const { filters, ...paging } = query;
  return request<Paged<T>>({
    method: 'GET',
    url,
    params: { ...filters, ...paging, searchText: query.searchText?.trim() || undefined },
  });
}

export function pagedListQueryOptions<T>(resource: string, query: PagedListQuery, url?: string) {
  return queryOptions({
    queryKey: adminKeys.page(resource, query),
    queryFn: () => getPagedList<T>(resource, query, url),
    // The rows of the last page stay while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function usePagedList<T>(resource: string, query: PagedListQuery, url?: string) {
  return useQuery(pagedListQueryOptions<T>(resource, query, url));
}
