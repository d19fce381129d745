import { PROGRAM_DAYS } from '@yek/contracts/program';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useTaskSchedule } from '../api/get-task-schedule';
import { ScheduleCalendar } from './schedule-calendar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDate } from '../../../lib/dates';

/** /task: the sections with their progress, the calendar and every day taken. */
export function TaskListPage() {
  const { t, i18n } = useTranslation();
  const schedule = useTaskSchedule();
  useDocumentTitle(t('tasks.list.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('tasks.list.title')}
      </Typography>
      <QueryState query={schedule}>
        {(data) => (
          <>
            <Stack component="section" spacing={1.5} aria-labelledby="sections-title">
              <Typography id="sections-title" variant="h6" component="h2">
                {t('tasks.list.sections')}
              </Typography>
              {data.sections.map((s) => (
                <Paper key={s.slug} variant="outlined" sx={{ p: 2 }}>
                  <Stack
                    sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
                    direction="row"

                    useFlexGap
                    spacing={1}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
                    <Typography color="text.secondary">
                      {t('tasks.list.sectionProgress', {
                        done: s.completedDays,
                        total: s.lastDay - s.firstDay + 1,
                      })}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={(s.completedDays / (s.lastDay - s.firstDay + 1)) * 100}
                    sx={{ my: 1 }}
                    aria-label={s.title}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('tasks.list.exam', { title: s.examTitle })}
                  </Typography>
                </Paper>
              ))}
            </Stack>
            <Stack component="section" spacing={1} aria-labelledby="days-title">
              <Typography id="days-title" variant="h6" component="h2">
                {t('tasks.list.title')}
              </Typography>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <ScheduleCalendar days={data.days} today={data.today} />
              </Paper>
              {data.days.length === 0 && (
                <Typography color="text.secondary">{t('tasks.list.empty')}</Typography>
              )}
              {data.days.map((d) => (
                <Paper key={d.id} variant="outlined" sx={{ p: 2 }}>
                  <Stack
                    sx={{ justifyContent: 'space-between' }}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                  >
                    <div>
                      <Link component={RouterLink} to={`/task/${d.id}`} sx={{ fontWeight: 600 }}>
                        {t('tasks.program.day', { day: d.dayNo, total: PROGRAM_DAYS })}:{' '}
                        {d.taskName}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {formatDate(`${d.taskDate}T12:00:00Z`, i18n.language)}
                      </Typography>
                    </div>
                    <Chip
                      label={t(`tasks.state.${d.state}`)}
                      color={d.state === 'completed' ? 'success' : 'default'}
                      sx={{ alignSelf: { sm: 'center' } }}
                    />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
