import type { PagedListQuery } from '../utils/paged-query';

/** The cache keys of the management tables: a resource's lists sit under the resource. */
export const adminKeys = {
  resource: (resource: string) => ['admin', resource] as const,
  page: (resource: string, query: PagedListQuery) => ['admin', resource, 'page', query] as const,
  all: (resource: string) => ['admin', resource, 'all'] as const,
};
