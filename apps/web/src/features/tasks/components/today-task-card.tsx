import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskOverview, UserTask } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { STATE_COLORS } from '../../../lib/progress-states';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { useAssignTaskMutation } from '../api/assign-task';
import { nextStep, taskMinutes } from '../utils/lesson-plan';
import { PASS_SCORE } from '../utils/part-score';

/** The day's steps with a tick for each finished one (a warning sign under the pass mark). */
function StepTicks({ task }: { task: UserTask }) {
  const { t } = useTranslation();
  const steps = [
    ...(task.lectureId === null
      ? []
      : [
          {
            key: 'lecture',
            label: t('tasks.detail.lecture'),
            done: !!task.lectureCompletedAt,
            low: false,
          },
        ]),
    ...[...task.parts]
      .sort((a, b) => a.orderNo - b.orderNo)
      .map((p) => ({
        key: String(p.mainQuestionId),
        label: t(`tasks.kinds.${p.kind}`),
        done: p.completed,
        low: p.completed && p.score !== null && p.score < PASS_SCORE,
      })),
  ];
  return (
    <Box
      component="ul"
      aria-label={t('tasks.moments.stepsLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {steps.map((s) => (
        <Box
          component="li"
          key={s.key}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            pr: 1.25,
            pl: 0.75,
            py: 0.25,
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {s.done && s.low ? (
            <ErrorOutlineRounded fontSize="small" sx={{ color: STATE_COLORS.low }} aria-hidden />
          ) : s.done ? (
            <CheckCircleRounded fontSize="small" sx={{ color: STATE_COLORS.done }} aria-hidden />
          ) : (
            <RadioButtonUncheckedRounded
              fontSize="small"
              sx={{ color: STATE_COLORS.open }}
              aria-hidden
            />
          )}
          <Typography variant="body2">
            {s.label}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {' '}
              ({t(`tasks.moments.state.${s.done ? (s.low ? 'low' : 'done') : 'open'}`)})
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The bar of the section the learner is in: days finished of its days, filling as they go. */
function SectionBar({ section }: { section: NonNullable<TaskOverview['section']> }) {
  const { t } = useTranslation();
  const total = section.lastDay - section.firstDay + 1;
  const done = Math.min(section.completedDays, total);
  return (
    <div>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }} spacing={1}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('tasks.program.section', { title: section.title, level: section.levelCode })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('tasks.moments.sectionDays', { done, total })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={(done / total) * 100}
        aria-label={t('tasks.moments.sectionLabel', { title: section.title })}
        aria-valuetext={t('tasks.moments.sectionDays', { done, total })}
        sx={{
          height: 12,
          borderRadius: 6,
          bgcolor: 'action.selected',
          '& .MuiLinearProgress-bar': { borderRadius: 6, bgcolor: STATE_COLORS.done },
        }}
      />
    </div>
  );
}

/** Today's lesson and the one way on: take it, continue with its next step, or review it. */
export function TodayTaskCard({ overview }: { overview: TaskOverview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assign = useAssignTaskMutation();
  const errorMessage = useErrorMessage();
  const task = overview.todayTask ?? overview.openTask;
  const step = task && task.state !== 'completed' ? nextStep(task) : null;

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
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="today-title"
      sx={{ height: '100%', borderColor: step ? STATE_COLORS.next : 'divider' }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Typography id="today-title" variant="overline" component="h2" sx={{ lineHeight: 1.5 }}>
            {t('tasks.today.title')}
          </Typography>
          <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
            <Chip
              color="primary"
              label={t('tasks.program.day', {
                day: task?.dayNo ?? overview.nextDayNo ?? Math.max(overview.currentDay, 1),
                total: overview.programDays,
              })}
            />
            {(task?.levelCode ?? overview.section?.levelCode) && (
              <Chip
                variant="outlined"
                label={t('tasks.moments.level', {
                  level: task?.levelCode ?? overview.section?.levelCode,
                })}
              />
            )}
            {task && (
              <Chip
                variant="outlined"
                label={t('tasks.moments.minutesAbout', { count: taskMinutes(task) })}
              />
            )}
          </Stack>
          {task && (
            <div>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {task.taskName}
              </Typography>
              {task.lecturePoint && (
                <Typography color="text.secondary">{task.lecturePoint}</Typography>
              )}
            </div>
          )}
          {task && <StepTicks task={task} />}
          {overview.section && <SectionBar section={overview.section} />}
          {message && <Typography color="text.secondary">{message}</Typography>}
          {assign.isError && <Alert severity="error">{errorMessage(assign.error)}</Alert>}
          {overview.canTakeNewTask ? (
            <Button
              variant="contained"
              size="large"
              disabled={assign.isPending}
              onClick={() =>
                assign.mutate(undefined, { onSuccess: (t2) => void navigate(`/task/${t2.id}`) })
              }
            >
              {assign.isPending ? t('tasks.today.taking') : t('tasks.today.take')}
            </Button>
          ) : step ? (
            <Button component={RouterLink} to={step.to} variant="contained" size="large">
              {t('tasks.moments.continue', {
                step:
                  step.kind === 'lecture'
                    ? t('tasks.detail.lecture')
                    : t(`tasks.kinds.${step.part.kind}`),
              })}
            </Button>
          ) : (
            task && (
              <Button
                component={RouterLink}
                to={`/task/${task.id}`}
                variant="outlined"
                size="large"
              >
                {t('tasks.today.review')}
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
