import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BookChapter, BookDetail, BookGenre } from '@yek/contracts/book';
import type { CdnFile } from '@yek/contracts/cdn';
import type { Paged } from '@yek/contracts/paging';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { adminKeys } from './admin-keys';

/** How many uploaded images the cover choice offers, newest first. */
const COVER_CHOICES = 100;

/** GET bookgenre: the genres a book may be in, named in the page's language. */
export function useBookGenreChoices(language: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all('bookgenre'), 'choices', language],
      queryFn: () => request<BookGenre[]>({ method: 'GET', url: 'bookgenre' }),
    }),
  );
}

/** GET cdn/getfilesbyfiletype?cdnFileType=Image: the uploaded images a cover may be. */
export function useCoverImageChoices() {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all('cdn'), 'images'],
      queryFn: () =>
        request<Paged<CdnFile>>({
          method: 'GET',
          url: 'cdn/getfilesbyfiletype',
          params: {
            cdnFileType: 'Image',
            pageSize: COVER_CHOICES,
            orderBy: 'createdDate',
            orderDirection: 'desc',
          },
        }),
    }),
  );
}

/** GET book/{id}: a book's chapters, for the form of a book. */
export function useBookChapters(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all('book'), 'detail', id],
      queryFn: () =>
        request<BookDetail>({ method: 'GET', url: `book/${pathParam(id ?? 0, 'id')}` }),
      enabled: id !== null,
    }),
  );
}

/** GET book/{id}/chapter/{orderNo}: a chapter's text, read when its row is opened. */
/** Every chapter's text of a book, in order: what the chapters form starts from. */
export async function fetchBookChapterTexts(
  client: QueryClient,
  id: number,
  orderNos: readonly number[],
): Promise<BookChapter[]> {
  return Promise.all(
    orderNos.map((orderNo) =>
      client.fetchQuery({
        queryKey: [...adminKeys.all('book'), 'chapter', id, orderNo],
        queryFn: () =>
          request<BookChapter>({
            method: 'GET',
            url: `book/${pathParam(id, 'id')}/chapter/${pathParam(orderNo, 'orderNo')}`,
          }),
      }),
    ),
  );
}

export function useBookChapterText(id: number, orderNo: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all('book'), 'chapter', id, orderNo],
      queryFn: () =>
        request<BookChapter>({
          method: 'GET',
          url: `book/${pathParam(id, 'id')}/chapter/${pathParam(orderNo, 'orderNo')}`,
        }),
      enabled,
    }),
  );
}
