import { PROGRAM_DAYS } from '@yek/contracts/program';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useTask } from '../api/get-task';
import { partPath } from '../utils/part-path';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** One day: its lecture first, then its parts with their progress. */
export function TaskDetailPage({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const task = useTask(taskId);
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
                <Chip
                  label={t(`tasks.state.${d.state}`)}
                  color={d.state === 'completed' ? 'success' : 'default'}
                  sx={{ alignSelf: 'flex-start' }}
                />
              </Stack>
              {d.lecture && (
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="h6" component="h2">
                    {t('tasks.detail.lecture')}
                  </Typography>
                  <Typography sx={{ my: 1 }}>{d.lecture.point}</Typography>
                  {lectureDone ? (
                    <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                      <Chip color="success" label={t('tasks.detail.lectureDone')} />
                      <Button component={RouterLink} to={`/task/${d.id}/lecture/${d.lecture.id}`}>
                        {t('tasks.detail.again')}
                      </Button>
                    </Stack>
                  ) : (
                    <Button
                      component={RouterLink}
                      to={`/task/${d.id}/lecture/${d.lecture.id}`}
                      variant="contained"
                    >
                      {t('tasks.detail.openLecture')}
                    </Button>
                  )}
                </Paper>
              )}
              <Stack component="section" spacing={1.5} aria-labelledby="parts-title">
                <Typography id="parts-title" variant="h6" component="h2">
                  {t('tasks.detail.parts')}
                </Typography>
                {!lectureDone && <Alert severity="info">{t('tasks.detail.lectureTodo')}</Alert>}
                {d.parts.map((p) => (
                  <Paper key={p.mainQuestionId} variant="outlined" sx={{ p: 2 }}>
                    <Stack
                      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                    >
                      <div>
                        <Typography sx={{ fontWeight: 600 }}>
                          {t(`tasks.kinds.${p.kind}`)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('tasks.detail.items', {
                            answered: p.answeredCount,
                            count: p.questionCount,
                          })}
                          {p.score !== null &&
                            ` · ${t('tasks.detail.score', { score: Math.round(p.score * 100) })}`}
                        </Typography>
                      </div>
                      {lectureDone ? (
                        <Button
                          component={RouterLink}
                          to={partPath(p.kind, p.mainQuestionId)}
                          variant={p.completed ? 'outlined' : 'contained'}
                        >
                          {p.completed ? t('tasks.detail.again') : t('tasks.detail.start')}
                        </Button>
                      ) : (
                        <Chip label={t('tasks.detail.locked')} />
                      )}
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
