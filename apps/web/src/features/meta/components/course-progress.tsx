import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How many of a course's tasks the learner has completed, in words and as a bar. */
export function CourseProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const label = t('meta.progress', { done, total });
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? Math.round((done / total) * 100) : 0}
        aria-label={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Stack>
  );
}
