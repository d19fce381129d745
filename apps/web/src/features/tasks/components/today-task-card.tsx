import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskOverview } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useAssignTaskMutation } from '../api/assign-task';

/** Today's task and the way to it: take it, continue it, or come back tomorrow. */
export function TodayTaskCard({ overview }: { overview: TaskOverview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assign = useAssignTaskMutation();
  const errorMessage = useErrorMessage();
  const task = overview.todayTask ?? overview.openTask;
  const done = overview.completedDays;

  let message: string | null = null;
  if (overview.blockedReason === 'TASK_PREVIOUS_INCOMPLETE' && overview.openTask)
    message = t('tasks.today.open', { day: overview.openTask.dayNo });
  else if (
    overview.blockedReason === 'TASK_ALREADY_TAKEN_TODAY' &&
    overview.todayTask?.state === 'completed'
  )
    message = t('tasks.today.done');
  else if (overview.blockedReason === 'PROGRAM_COMPLETE') message = t('tasks.today.complete');

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('tasks.today.title')}
          </Typography>
          <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
            <Chip
              color="primary"
              label={t('tasks.program.day', {
                day: overview.nextDayNo ?? Math.max(overview.currentDay, 1),
                total: overview.programDays,
              })}
            />
            {overview.section && (
              <Chip
                variant="outlined"
                label={t('tasks.program.section', {
                  title: overview.section.title,
                  level: overview.section.levelCode,
                })}
              />
            )}
            {overview.streakDays > 1 && (
              <Chip
                variant="outlined"
                label={t('tasks.program.streak', { count: overview.streakDays })}
              />
            )}
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(done / overview.programDays) * 100}
            aria-label={t('tasks.program.progressLabel')}
          />
          {task && (
            <div>
              <Typography sx={{ fontWeight: 600 }}>{task.taskName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {task.lecturePoint}
              </Typography>
              <Chip
                size="small"
                sx={{ mt: 1 }}
                label={t(`tasks.state.${task.state}`)}
                color={task.state === 'completed' ? 'success' : 'default'}
              />
            </div>
          )}
          {message && <Typography color="text.secondary">{message}</Typography>}
          {assign.isError && <Alert severity="error">{errorMessage(assign.error)}</Alert>}
          {overview.canTakeNewTask ? (
            <Button
              variant="contained"
              disabled={assign.isPending}
              onClick={() =>
                assign.mutate(undefined, { onSuccess: (t2) => void navigate(`/task/${t2.id}`) })
              }
            >
              {assign.isPending ? t('tasks.today.taking') : t('tasks.today.take')}
            </Button>
          ) : (
            task && (
              <Button component={RouterLink} to={`/task/${task.id}`} variant="contained">
                {task.state === 'completed' ? t('tasks.today.review') : t('tasks.today.continue')}
              </Button>
            )
          )}
          {overview.placementTestOffered && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to="/placement-test" color="inherit">
                  {t('tasks.today.placementAction')}
                </Button>
              }
            >
              {t('tasks.today.placement')}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
