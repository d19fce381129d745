import { MetaListPage } from '../../features/meta/components/meta-list-page';

/** /meta: the thematic courses. */
export function MetaRoute() {
  return <MetaListPage />;
}
