import { useParams } from 'react-router';
import { LecturePage } from '../../features/tasks/components/lecture-page';

/** /task/{taskId}/lecture/{lectureId}: the day's lecture. */
export function LectureRoute() {
  const { taskId, lectureId } = useParams();
  return <LecturePage taskId={Number(taskId)} lectureId={Number(lectureId)} />;
}
