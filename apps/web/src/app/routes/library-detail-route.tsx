import { useParams } from 'react-router';
import { BookDetailPage } from '../../features/library/components/book-detail-page';
import { PassageText } from '../../features/tasks/components/passage-text';

/**
 * /library/{id}: the book and its reader. The reader shows its text with the task passages'
 * component, so a tapped word has the same meaning, pronunciation and save button everywhere.
 */
export function LibraryDetailRoute() {
  return (
    <BookDetailPage
      id={Number(useParams().id)}
      renderPassage={(props) => <PassageText {...props} />}
    />
  );
}
