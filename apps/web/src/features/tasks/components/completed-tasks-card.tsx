import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import { formatDate } from '../../../lib/dates';
import { useCompletedTasks } from '../api/get-completed-tasks';

/** The latest completed days, each linking to its results. */
export function CompletedTasksCard() {
  const { t, i18n } = useTranslation();
  const completed = useCompletedTasks(5);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('tasks.completed.title')}
        </Typography>
        {completed.data?.length ? (
          <Stack component="ul" spacing={1} sx={{ pl: 0, listStyle: 'none', m: 0 }}>
            {completed.data.map((task) => (
              <li key={task.id}>
                <Link component={RouterLink} to={`/task/${task.id}`}>
                  {t('tasks.program.day', { day: task.dayNo, total: PROGRAM_DAYS })}:{' '}
                  {task.taskName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {task.completionDate && formatDate(task.completionDate, i18n.language)}
                </Typography>
              </li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('tasks.completed.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
