import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { MetaTaskSummary } from '@yek/contracts/metacourse';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useMetaCourse } from '../api/get-meta-course';
import { CourseProgress } from './course-progress';
import { levelRange, percent } from './level-range';

function taskState(task: MetaTaskSummary, t: TFunction) {
  if (task.completed)
    return task.score === null
      ? t('meta.task.done')
      : t('meta.task.doneScore', { percent: percent(task.score) });
  if (task.answeredCount > 0)
    return t('meta.task.answered', { count: task.answeredCount, total: task.questionCount });
  return t('meta.task.notStarted');
}

/** /meta/{id}: a course, its tasks in order and which of them the learner has done. */
export function MetaDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const course = useMetaCourse(id);
  useDocumentTitle(course.data?.title ?? t('sections.titles.metaDetail'));
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Link component={RouterLink} to="/meta" sx={{ alignSelf: 'flex-start' }}>
        ← {t('meta.back')}
      </Link>
      <QueryState query={course}>
        {(c) => (
          <>
            <Stack spacing={1.25}>
              <Typography variant="h4" component="h1">
                {c.title}
              </Typography>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip size="small" color="primary" label={levelRange(c.minLevel, c.maxLevel)} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('meta.taskCount', { count: c.taskCount })}
                />
                {c.score !== null && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('meta.averageScore', { percent: percent(c.score) })}
                  />
                )}
              </Stack>
              <Typography>{c.description}</Typography>
              <CourseProgress done={c.completedTasks} total={c.taskCount} />
              {c.nextTaskNumber !== null ? (
                <Button
                  component={RouterLink}
                  to={`/meta/${c.id}/task?task=${c.nextTaskNumber}`}
                  variant="contained"
                  size="large"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {c.completedTasks > 0
                    ? t('meta.continueTask', { number: c.nextTaskNumber })
                    : t('meta.startTask', { number: c.nextTaskNumber })}
                </Button>
              ) : (
                <Typography color="success.main" role="status">
                  {t('meta.courseDone')}
                </Typography>
              )}
            </Stack>
            <Paper variant="outlined" component="section" aria-labelledby="meta-tasks-title">
              <Typography id="meta-tasks-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
                {t('meta.tasksTitle')}
              </Typography>
              <List>
                {c.tasks.map((task) => (
                  <ListItem
                    key={task.number}
                    sx={{
                      gap: 1.5,
                      flexWrap: { xs: 'wrap', sm: 'nowrap' },
                      alignItems: 'flex-start',
                    }}
                  >
                    {task.completed ? (
                      <CheckCircleIcon
                        color="success"
                        sx={{ mt: 0.5 }}
                        titleAccess={t('meta.task.done')}
                      />
                    ) : (
                      <RadioButtonUncheckedIcon color="disabled" sx={{ mt: 0.5 }} aria-hidden />
                    )}
                    <ListItemText
                      sx={{ flex: '1 1 200px', m: 0 }}
                      primary={t('meta.task.title', { number: task.number, title: task.title })}
                      secondary={`${task.level} · ${task.kinds
                        .map((k) => t(`tasks.kinds.${k}`))
                        .join(', ')} · ${taskState(task, t)}`}
                    />
                    <Button
                      component={RouterLink}
                      to={`/meta/${c.id}/task?task=${task.number}`}
                      size="small"
                      variant={task.completed ? 'text' : 'outlined'}
                      aria-label={`${task.completed ? t('meta.task.review') : t('meta.task.open')}: ${task.title}`}
                      sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
                    >
                      {task.completed ? t('meta.task.review') : t('meta.task.open')}
                    </Button>
                  </ListItem>
                ))}
              </List>
            </Paper>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
