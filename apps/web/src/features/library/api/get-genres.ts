import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookGenre } from '@yek/contracts/book';
import { request } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';

/** GET bookgenre: the genres, named in the caller's language. */
export function getGenres(): Promise<BookGenre[]> {
  return request<BookGenre[]>({ method: 'GET', url: 'bookgenre' });
}

export function genresQueryOptions() {
  return queryOptions({ queryKey: libraryKeys.genres(), queryFn: getGenres });
}

export function useGenres() {
  return useQuery(genresQueryOptions());
}
