import { TaskListPage } from '../../features/tasks/components/task-list-page';

/** /task and /program-category: the sections with progress, and on /task every day taken. */
export function TaskListRoute({ sectionsOnly = false }: { sectionsOnly?: boolean }) {
  return <TaskListPage sectionsOnly={sectionsOnly} />;
}
