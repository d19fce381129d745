import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReviewSession } from '../api/get-review-session';

/** The dashboard's way into today's word review, with how many words wait. */
export function ReviewCard() {
  const { t } = useTranslation();
  const session = useReviewSession();
  const count = session.data ? Math.max(session.data.dueCount, session.data.items.length) : 0;
  return (
    <Card
      component="section"
      aria-labelledby="review-card-title"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id="review-card-title" variant="h6" component="h2" gutterBottom>
          {t('dashboard.review.title')}
        </Typography>
        {session.isPending ? (
          <Skeleton width="80%" />
        ) : (
          <Typography color="text.secondary">
            {count > 0 ? t('dashboard.review.due', { count }) : t('dashboard.review.none')}
          </Typography>
        )}
      </CardContent>
      {count > 0 && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to="/review" variant="contained">
            {t('dashboard.review.action')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
