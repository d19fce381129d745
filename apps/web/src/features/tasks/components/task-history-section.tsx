import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import type { UserTask } from '@yek/contracts/usertask';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDate } from '../../../lib/dates';
import { useCompletedOverview } from '../api/get-completed-overview';
import { completedTasksQueryOptions } from '../api/get-completed-tasks';
import { SectionLoadError } from './section-load-error';
import { dayScore } from '../utils/day-score';

const FIRST_PAGE = 10;
const MORE = 20;
/** The most getusercompletedtasks answers at once (its displayCount limit). */
const MAX_SHOWN = 100;

const percent = (score: number) => Math.round(score * 100);

/** The profile's tasks (spec §2): completed days, newest first, each with its score and a link. */
export function TaskHistorySection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [count, setCount] = useState(FIRST_PAGE);
  // The days shown stay while more are fetched, instead of the list blinking out.
  const tasks = useQuery({
    ...completedTasksQueryOptions(count),
    placeholderData: keepPreviousData,
  });
  const overview = useCompletedOverview();
  const list = tasks.data ?? [];

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('tasks.history.title')}
      </Typography>
      {overview.data && overview.data.completedTasks > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {overview.data.averageScore === null
            ? t('tasks.history.summaryNoScore', { count: overview.data.completedTasks })
            : t('tasks.history.summary', {
                count: overview.data.completedTasks,
                score: percent(overview.data.averageScore),
              })}
        </Typography>
      )}
      {tasks.isPending && <PageSpinner />}
      {tasks.isError && (
        <SectionLoadError error={tasks.error} onRetry={() => void tasks.refetch()} />
      )}
      {tasks.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('tasks.completed.empty')}</Typography>
      )}
      {list.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </Stack>
      )}
      {list.length === count && count < MAX_SHOWN && (
        <Button
          onClick={() => setCount((c) => Math.min(MAX_SHOWN, c + MORE))}
          loading={tasks.isFetching}
          sx={{ mt: 2 }}
        >
          {t('tasks.history.more')}
        </Button>
      )}
    </Paper>
  );
}

function TaskRow({ task }: { task: UserTask }) {
  const { t, i18n } = useTranslation();
  const score = dayScore(task.parts);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link component={RouterLink} to={`/task/${task.id}`} sx={{ overflowWrap: 'anywhere' }}>
          {t('tasks.program.day', { day: task.dayNo, total: PROGRAM_DAYS })}: {task.taskName}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {formatDate(task.completionDate ?? task.taskDate, i18n.language)}
        </Typography>
      </Box>
      <Chip
        size="small"
        variant="outlined"
        label={
          score === null
            ? t('tasks.history.noScore')
            : t('tasks.history.score', { score: percent(score) })
        }
      />
    </Box>
  );
}
