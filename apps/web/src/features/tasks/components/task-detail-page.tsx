import { PROGRAM_DAYS } from '@yek/contracts/program';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useTask } from '../api/get-task';
import { taskMinutes } from '../utils/lesson-plan';
import { DayCelebration } from './day-celebration';
import { DayPath } from './day-path';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** One day: its lecture first, then its parts as a path; the celebration once it is done. */
export function TaskDetailPage({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const task = useTask(taskId);
  // The last part's result leads here with ?done=1: the day's celebration above its path.
  const [params] = useSearchParams();
  const celebrate = params.get('done') === '1';
  useDocumentTitle(
    task.data
      ? `${t('tasks.program.day', { day: task.data.dayNo, total: PROGRAM_DAYS })}`
      : t('sections.titles.taskDetail'),
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      <QueryState query={task}>
        {(d) => {
          const lectureDone = !d.lecture || !!d.lectureCompletedAt;
          return (
            <>
              <Stack spacing={1}>
                <Button component={RouterLink} to="/task" sx={{ alignSelf: 'flex-start' }}>
                  ← {t('tasks.detail.allTasks')}
                </Button>
                <Typography variant="overline">
                  {t('tasks.program.day', { day: d.dayNo, total: PROGRAM_DAYS })} · {d.levelCode}
                </Typography>
                <Typography variant="h4" component="h1">
                  {d.title}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Chip
                    label={t(`tasks.state.${d.state}`)}
                    color={d.state === 'completed' ? 'success' : 'default'}
                  />
                  <Chip
                    variant="outlined"
                    label={t('tasks.moments.minutesAbout', { count: taskMinutes(d) })}
                  />
                </Stack>
              </Stack>
              {celebrate && d.state === 'completed' && <DayCelebration task={d} />}
              <Stack component="section" spacing={1.5} aria-labelledby="parts-title">
                <Typography id="parts-title" variant="h6" component="h2">
                  {t('tasks.detail.parts')}
                </Typography>
                {!lectureDone && <Alert severity="info">{t('tasks.detail.lectureTodo')}</Alert>}
                <DayPath task={d} />
              </Stack>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
