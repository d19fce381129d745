import { useParams } from 'react-router';
import { MetaDetailPage } from '../../features/meta/components/meta-detail-page';

/** /meta/{id}: a course and its tasks. */
export function MetaDetailRoute() {
  return <MetaDetailPage id={Number(useParams().id)} />;
}
