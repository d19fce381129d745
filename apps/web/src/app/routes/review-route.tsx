import { useSearchParams } from 'react-router';
import { ReviewPage } from '../../features/review/components/review-page';

/** /review: today's word review; ?words=a,b reviews words chosen in the dictionary. */
export function ReviewRoute() {
  const [params] = useSearchParams();
  return <ReviewPage words={params.get('words') ?? undefined} />;
}
