import { TaskListPage } from '../../features/tasks/components/task-list-page';

/** /task: the sections with progress, the calendar and every day taken. */
export function TaskListRoute() {
  return <TaskListPage />;
}
