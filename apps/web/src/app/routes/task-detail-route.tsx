import { useParams } from 'react-router';
import { TaskDetailPage } from '../../features/tasks/components/task-detail-page';

/** /task/{id}: one day with its lecture and parts. */
export function TaskDetailRoute() {
  return <TaskDetailPage taskId={Number(useParams().id)} />;
}
