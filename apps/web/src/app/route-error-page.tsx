import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** The fallback screen for routing errors (spec §2). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = describe(error);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1">
        {t('errors.unexpectedTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.unexpectedBody')}</Typography>
      {detail && (
        <Typography component="pre" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', m: 0 }}>
          {detail}
        </Typography>
      )}
      {/* A full load: whatever broke may be stuck in memory. */}
      <Button href="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Box>
  );
}
