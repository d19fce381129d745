import type { BookFilterQuery } from '@yek/contracts/book';

/**
 * The cache keys of the library's reads. One root: saving progress changes what the list, the
 * book and its progress show.
 */
const ROOT = ['book'] as const;

export const libraryKeys = {
  all: ROOT,
  pages: () => [...ROOT, 'page'] as const,
  page: (query: Partial<BookFilterQuery>) => [...ROOT, 'page', query] as const,
  genres: () => [...ROOT, 'genres'] as const,
  publishTypes: () => [...ROOT, 'publishTypes'] as const,
  book: (id: number) => [...ROOT, 'detail', id] as const,
  chapter: (id: number, orderNo: number) => [...ROOT, 'chapter', id, orderNo] as const,
};
