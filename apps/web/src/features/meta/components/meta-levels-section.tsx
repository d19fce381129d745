import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useMetaCourses } from '../api/get-meta-courses';
import { CourseProgress } from './course-progress';
import { levelRange } from './level-range';

/** The profile's "meta levels": the courses the learner has completed tasks in, with progress. */
export function MetaLevelsSection() {
  const { t } = useTranslation();
  const courses = useMetaCourses();
  return (
    <Paper component="section" aria-labelledby="profile-meta-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack spacing={2}>
        <Typography id="profile-meta-title" variant="h6" component="h2">
          {t('meta.profile.title')}
        </Typography>
        <QueryState query={courses}>
          {(list) => {
            const started = list.filter((c) => c.completedTasks > 0);
            return started.length === 0 ? (
              <Typography color="text.secondary">{t('meta.profile.empty')}</Typography>
            ) : (
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {started.map((c) => (
                  <li key={c.id}>
                    <Stack spacing={0.5}>
                      <Typography>
                        <Link component={RouterLink} to={`/meta/${c.id}`}>
                          {c.title}
                        </Link>{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          · {levelRange(c.minLevel, c.maxLevel)}
                        </Typography>
                      </Typography>
                      <CourseProgress done={c.completedTasks} total={c.taskCount} />
                    </Stack>
                  </li>
                ))}
              </Stack>
            );
          }}
        </QueryState>
        <Button
          component={RouterLink}
          to="/meta"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('meta.profile.all')}
        </Button>
      </Stack>
    </Paper>
  );
}
