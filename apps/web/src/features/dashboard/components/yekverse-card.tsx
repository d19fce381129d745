import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { YekverseSummary } from '@yek/contracts/yekverse';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';

interface Props {
  summary: YekverseSummary | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}

const MUTED = 'rgba(255,255,255,0.85)';

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>
        {value}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: MUTED }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Yekverse on the dashboard: scenarios done and open, the one to play next, and the last result. */
export function YekverseCard({ summary, pending, error, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const tr = i18n.language.toLowerCase().startsWith('tr');
  const title = (text: { tr: string; en: string }) => (tr ? text.tr : text.en);
  return (
    <Card
      component="section"
      aria-labelledby="yekverse-card-title"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #3b1f7a 0%, #7c4dff 100%)',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id="yekverse-card-title" variant="h5" component="h2" gutterBottom>
          {t('dashboard.yekverse.title')}
        </Typography>
        <Typography sx={{ color: MUTED, mb: 2 }}>{t('dashboard.yekverse.body')}</Typography>
        {pending && <Skeleton variant="rounded" height={96} aria-hidden />}
        {!pending && error !== null && error !== undefined && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('dashboard.yekverse.error')} {errorMessage(error)}
          </Alert>
        )}
        {summary && (
          <Stack spacing={1.5}>
            <Stack
              component="ul"
              direction="row"
              spacing={4}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
              aria-label={t('dashboard.yekverse.of', summary)}
            >
              <Figure value={summary.completed} label={t('dashboard.yekverse.completed')} />
              <Figure value={summary.open} label={t('dashboard.yekverse.open')} />
            </Stack>
            {summary.recommended && (
              <Typography>
                {t('dashboard.yekverse.recommended', {
                  title: title(summary.recommended.title),
                  place: t(`dashboard.yekverse.places.${summary.recommended.place}`),
                })}
              </Typography>
            )}
            {summary.last && (
              <Typography sx={{ color: MUTED }}>
                {t(
                  summary.last.success
                    ? 'dashboard.yekverse.lastSuccess'
                    : 'dashboard.yekverse.lastTried',
                  {
                    title: title(summary.last.title),
                  },
                )}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button component={RouterLink} to="/webgl" variant="contained" color="secondary">
          {t('dashboard.yekverse.action')}
        </Button>
      </CardActions>
    </Card>
  );
}
