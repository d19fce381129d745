import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonReview } from '@yek/contracts/review';
import { request } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET review/getlessonreview: due words a vocabulary part brings back, not its own words. */
export function getLessonReview(exclude: string[]): Promise<LessonReview> {
  return request<LessonReview>({
    method: 'GET',
    url: 'review/getlessonreview',
    params: { exclude: exclude.join(',') },
  });
}

export function lessonReviewQueryOptions(exclude: string[]) {
  // A snapshot, like a session: kept while the learner answers it.
  return queryOptions({
    queryKey: reviewKeys.lesson(exclude.join(',')),
    queryFn: () => getLessonReview(exclude),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useLessonReview(exclude: string[]) {
  return useQuery(lessonReviewQueryOptions(exclude));
}
