import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookFilterQuery, BookPage } from '@yek/contracts/book';
import { request } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';

export type BookFilter = Partial<BookFilterQuery>;

/** GET book/getbyfilter: a page of the library (searchText, genreId, bookPublishType, level, sort). */
export function getBooks(query: BookFilter): Promise<BookPage> {
  return request<BookPage>({ method: 'GET', url: 'book/getbyfilter', params: query });
}

export function booksQueryOptions(query: BookFilter) {
  return queryOptions({
    queryKey: libraryKeys.page(query),
    queryFn: () => getBooks(query),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useBooks(query: BookFilter) {
  return useQuery(booksQueryOptions(query));
}
