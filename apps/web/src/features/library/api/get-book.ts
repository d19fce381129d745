import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookDetail } from '@yek/contracts/book';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { libraryKeys } from './library-keys';

/** GET book/{id}: a book, its chapters, the share the learner knows and where they are in it. */
export function getBook(id: number): Promise<BookDetail> {
  return request<BookDetail>({ method: 'GET', url: `book/${pathParam(id, 'id')}` });
}

export function bookQueryOptions(id: number) {
  return queryOptions({ queryKey: libraryKeys.book(id), queryFn: () => getBook(id) });
}

export function useBook(id: number) {
  return useQuery(bookQueryOptions(id));
}
