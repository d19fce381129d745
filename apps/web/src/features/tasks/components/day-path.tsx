import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskDetail } from '@yek/contracts/usertask';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { STATE_COLORS, type ProgressState } from '../../../lib/progress-states';
import { LECTURE_MINUTES, partMinutes, pathStates } from '../utils/lesson-plan';
import { partPath } from '../utils/part-path';
import { PASS_SCORE } from '../utils/part-score';
import { SkillIcon } from './skill-icon';

interface StepProps {
  state: ProgressState;
  icon: ReactNode;
  title: string;
  detail: string;
  action: ReactNode;
  /** The state in words, when the step names it its own way. */
  stateLabel?: string;
  last?: boolean;
}

/** One stop on the path: a round marker in the state's colour, joined to the next by a line. */
function Step({ state, icon, title, detail, action, stateLabel, last }: StepProps) {
  const { t } = useTranslation();
  const next = state === 'next';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, position: 'relative', pb: last ? 0 : 2 }}>
      {!last && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 27,
            top: 56,
            bottom: 0,
            width: 3,
            bgcolor: state === 'done' || state === 'low' ? STATE_COLORS.done : 'divider',
            opacity: 0.6,
          }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          border: 3,
          borderColor: STATE_COLORS[state],
          color: STATE_COLORS[state],
          bgcolor: next ? 'rgba(124,77,255,0.25)' : 'background.paper',
          boxShadow: next ? '0 0 0 6px rgba(182,156,255,0.18)' : 'none',
        }}
      >
        {icon}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{
          flexGrow: 1,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
          p: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: next ? STATE_COLORS.next : 'divider',
          bgcolor: next ? 'action.selected' : 'transparent',
        }}
      >
        <div>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
          <Typography variant="body2" sx={{ color: STATE_COLORS[state], fontWeight: 600 }}>
            {stateLabel ?? t(`tasks.moments.state.${state}`)}
          </Typography>
        </div>
        {action}
      </Stack>
    </Box>
  );
}

/** The state marker's icon: a tick when done, a warning when done under the pass mark, a lock. */
function markerIcon(state: ProgressState, own: ReactNode) {
  if (state === 'done') return <CheckCircleRounded />;
  if (state === 'low') return <ErrorOutlineRounded />;
  if (state === 'locked') return <LockOutlined />;
  return own;
}

/**
 * A day as a path: the lecture, then each part with its icon, minutes and score. Only the next
 * step is highlighted, finished ones can be reviewed, the ones after the next stay locked.
 */
export function DayPath({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const lectureDone = !task.lecture || !!task.lectureCompletedAt;
  const states = pathStates(task, PASS_SCORE);
  const parts = [...task.parts].sort((a, b) => a.orderNo - b.orderNo);
  return (
    <Box component="ol" aria-labelledby="parts-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {task.lecture && (
        <Step
          state={lectureDone ? 'done' : 'next'}
          icon={markerIcon(lectureDone ? 'done' : 'next', <SchoolOutlined />)}
          title={`${t('tasks.detail.lecture')}: ${task.lecture.point}`}
          detail={t('tasks.moments.minutesAbout', { count: LECTURE_MINUTES })}
          stateLabel={lectureDone ? t('tasks.detail.lectureDone') : undefined}
          action={
            <Button
              component={RouterLink}
              to={`/task/${task.id}/lecture/${task.lecture.id}`}
              variant={lectureDone ? 'outlined' : 'contained'}
            >
              {lectureDone ? t('tasks.detail.again') : t('tasks.detail.openLecture')}
            </Button>
          }
        />
      )}
      {parts.map((p, i) => {
        const state = states.get(p.mainQuestionId) ?? 'locked';
        const details = [
          t('tasks.moments.minutesAbout', { count: partMinutes(p) }),
          t('tasks.detail.items', { answered: p.answeredCount, count: p.questionCount }),
          ...(p.score !== null
            ? [t('tasks.detail.score', { score: Math.round(p.score * 100) })]
            : []),
        ];
        return (
          <Step
            key={p.mainQuestionId}
            last={i === parts.length - 1}
            state={state}
            icon={markerIcon(state, <SkillIcon kind={p.kind} />)}
            title={t(`tasks.kinds.${p.kind}`)}
            detail={details.join(' · ')}
            action={
              state === 'locked' ? null : (
                <Button
                  component={RouterLink}
                  to={partPath(p.kind, p.mainQuestionId)}
                  variant={state === 'next' ? 'contained' : 'outlined'}
                >
                  {state === 'next' ? t('tasks.detail.start') : t('tasks.detail.again')}
                </Button>
              )
            }
          />
        );
      })}
    </Box>
  );
}
