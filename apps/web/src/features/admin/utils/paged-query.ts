import type { SortDirection } from '@yek/contracts/paging';

/** The shared paged-list query (packages/contracts/src/paging.ts) as the tables send it. */
export interface PagedListQuery {
  pageNumber: number;
  pageSize: number;
  searchText?: string;
  orderBy: string;
  orderDirection: SortDirection;
}
