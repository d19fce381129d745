import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import InsightsIcon from '@mui/icons-material/Insights';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Where the progress charts live: the progress tab of /program-category. */
export const PROGRESS_PATH = '/program-category?view=progress';

/** The way to the progress charts, on the dashboard and the profile. */
export function ProgressLinkCard({ variant }: { variant?: 'outlined' }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      component="section"
      variant={variant}
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {t('tasks.progress.card.title')}
        </Typography>
        <Typography color="text.secondary">{t('tasks.progress.card.body')}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button
          component={RouterLink}
          to={PROGRESS_PATH}
          variant="outlined"
          startIcon={<InsightsIcon />}
        >
          {t('tasks.progress.card.action')}
        </Button>
      </CardActions>
    </Card>
  );
}
