import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookChapter } from '@yek/contracts/book';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { libraryKeys } from './library-keys';

/** GET book/{id}/chapter/{orderNo}: a chapter's text, with audio and word timings for audio books. */
export function getChapter(id: number, orderNo: number): Promise<BookChapter> {
  return request<BookChapter>({
    method: 'GET',
    url: `book/${pathParam(id, 'id')}/chapter/${pathParam(orderNo, 'orderNo')}`,
  });
}

export function chapterQueryOptions(id: number, orderNo: number) {
  return queryOptions({
    queryKey: libraryKeys.chapter(id, orderNo),
    queryFn: () => getChapter(id, orderNo),
    // A chapter's text does not change while it is read.
    staleTime: Infinity,
  });
}

export function useChapter(id: number, orderNo: number) {
  return useQuery(chapterQueryOptions(id, orderNo));
}
