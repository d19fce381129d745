import type { PagedListQuery } from '../utils/paged-query';

/**
 * The cache keys of the management tables. Like every read of the app, they start with the API
 * resource ('helloslider', 'language', …), so a management write makes every cached read of that
 * resource stale: the table and the sign-in page's slides alike.
 */
export const adminKeys = {
  resource: (resource: string) => [resource] as const,
  page: (resource: string, query: PagedListQuery) => [resource, 'getpagedlist', query] as const,
  all: (resource: string) => [resource, 'admin'] as const,
};
