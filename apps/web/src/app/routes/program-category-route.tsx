import { ProgramCategoryPage } from '../../features/tasks/components/program-category-page';

/** /program-category: the programme's sections and days, and the progress charts. */
export function ProgramCategoryRoute() {
  return <ProgramCategoryPage />;
}
