import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MetaCourseSummary } from '@yek/contracts/metacourse';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useMetaCourses } from '../api/get-meta-courses';
import { CourseProgress } from './course-progress';
import { levelRange } from './level-range';

function CourseCard({ course }: { course: MetaCourseSummary }) {
  const { t } = useTranslation();
  const titleId = `meta-course-${course.id}`;
  const started = course.completedTasks > 0;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.25}>
          <Typography id={titleId} variant="h6" component="h2">
            {course.title}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color="primary"
              label={levelRange(course.minLevel, course.maxLevel)}
            />
            <Chip
              size="small"
              variant="outlined"
              label={t('meta.taskCount', { count: course.taskCount })}
            />
          </Stack>
          <Typography color="text.secondary">{course.description}</Typography>
          <CourseProgress done={course.completedTasks} total={course.taskCount} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/meta/${course.id}`}
          variant="outlined"
          aria-label={t('meta.openCourseNamed', { title: course.title })}
        >
          {t('meta.openCourse')}
        </Button>
        {course.nextTaskNumber !== null && (
          <Button
            component={RouterLink}
            to={`/meta/${course.id}/task`}
            variant="contained"
            aria-label={`${started ? t('meta.continue') : t('meta.start')}: ${course.title}`}
          >
            {started ? t('meta.continue') : t('meta.start')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** /meta: the thematic courses, each with its level, size and the learner's progress. */
export function MetaListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('meta.title'));
  const courses = useMetaCourses();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('meta.title')}
        </Typography>
        <Typography color="text.secondary">{t('meta.intro')}</Typography>
      </Stack>
      <QueryState query={courses}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t('meta.empty')}</Typography>
          ) : (
            <Grid container spacing={2}>
              {list.map((c) => (
                <Grid key={c.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <CourseCard course={c} />
                </Grid>
              ))}
            </Grid>
          )
        }
      </QueryState>
    </Stack>
  );
}
