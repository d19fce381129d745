import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { SectionExamOffer } from '../../features/exams/components/section-exam-offer';
import { TaskDetailPage } from '../../features/tasks/components/task-detail-page';

/** /task/{id}: one day with its lecture and parts; a section's completed last day offers its exam. */
export function TaskDetailRoute() {
  const taskId = Number(useParams().id);
  return (
    <Stack spacing={3}>
      <SectionExamOffer userTaskId={taskId} />
      <TaskDetailPage taskId={taskId} />
    </Stack>
  );
}
