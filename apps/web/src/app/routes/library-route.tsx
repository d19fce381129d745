import { LibraryPage } from '../../features/library/components/library-page';

/** /library: the books, searched and filtered. */
export function LibraryRoute() {
  return <LibraryPage />;
}
