import type { SortDirection } from '@yek/contracts/paging';

/** The shared paged-list query (packages/contracts/src/paging.ts) as the tables send it. */
export interface PagedListQuery {
  pageNumber: number;
  pageSize: number;
  searchText?: string;
  orderBy: string;
  orderDirection: SortDirection;
  /** A list's own filters beside the search (a role, a file type), sent as query fields. */
  filters?: Record<string, string | number | boolean | undefined>;
}
