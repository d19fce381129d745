import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSession } from '@yek/contracts/review';
import { request } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET review/getreviewsession: today's due and new words, each with its exercise. */
export function getReviewSession(words?: string): Promise<ReviewSession> {
  return request<ReviewSession>({
    method: 'GET',
    url: 'review/getreviewsession',
    ...(words ? { params: { words } } : {}),
  });
}

export function reviewSessionQueryOptions(words?: string) {
  // A session is a snapshot: it is fetched when the page opens and kept while the learner works.
  return queryOptions({
    queryKey: reviewKeys.session(words),
    queryFn: () => getReviewSession(words),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useReviewSession(words?: string) {
  return useQuery(reviewSessionQueryOptions(words));
}
