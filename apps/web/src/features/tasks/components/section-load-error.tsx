import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { isPlanLapsed } from '../../../lib/api-error';

/**
 * A profile section's list that could not load, in the server's words: when the plan has lapsed,
 * with the way to the plans; otherwise with a retry where the section offers one.
 */
export function SectionLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const lapsed = isPlanLapsed(error);
  return (
    <Alert
      severity={lapsed ? 'info' : 'error'}
      action={
        lapsed ? (
          <Button component={RouterLink} to="/purchase" color="inherit" size="small">
            {t('subscription.ended.seePlans')}
          </Button>
        ) : onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
