import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCardsPage } from '@yek/contracts/review';
import { request } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET review/getreviewcards: the review state of chosen words. */
export function getReviewCards(words: string[]): Promise<ReviewCardsPage> {
  return request<ReviewCardsPage>({
    method: 'GET',
    url: 'review/getreviewcards',
    params: { words: words.join(','), pageSize: 100 },
  });
}

export function useReviewCards(words: string[]) {
  return useQuery(
    queryOptions({
      queryKey: [...reviewKeys.all, 'cards', words.join(',')],
      queryFn: () => getReviewCards(words),
      enabled: words.length > 0,
    }),
  );
}
