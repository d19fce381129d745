import { z } from 'zod';
import { queryInt } from './common';

/**
 * One shape for every list that is paged, sorted and filtered on the server (the management tables,
 * the dictionary): the page asked for, its rows and how many rows match in all.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.int32(),
    pageNumber: z.int32(),
    pageSize: z.int32(),
  });
}
export interface Paged<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The query of a paged list. Each list extends it with its own filters and narrows `orderBy` to the
 * columns it can sort on (`pagedQuerySchema(['name', 'createdDate'])`), so an unknown column is a
 * 400 on its field and never reaches SQL.
 */
export function pagedQuerySchema<const C extends readonly [string, ...string[]]>(
  sortable: C,
  defaultOrder: C[number] = sortable[0],
) {
  return z.object({
    pageNumber: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(25),
    searchText: z.string().trim().max(100).optional(),
    orderBy: z.enum(sortable).default(defaultOrder as never),
    orderDirection: z.enum(SORT_DIRECTIONS).default('asc'),
  });
}
