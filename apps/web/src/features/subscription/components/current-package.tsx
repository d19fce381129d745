import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SubscriptionStatus } from '@yek/contracts/user';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

export interface CurrentPackageProps {
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  subscriptionEndsAt: string | null;
  /** The plan of the newest paid period, when there is one. */
  planName?: string | null;
}

const STATUS_COLORS = {
  NoSubscription: 'default',
  Trial: 'info',
  TrialExpired: 'warning',
  ActiveSubscriber: 'success',
  SubscriptionExpired: 'warning',
} as const satisfies Record<SubscriptionStatus, string>;

/** The end that matters for a status: the trial's, or the paid period's. */
function endOf({ status, trialEndsAt, subscriptionEndsAt }: CurrentPackageProps): string | null {
  if (status === 'Trial' || status === 'TrialExpired') return trialEndsAt;
  if (status === 'NoSubscription') return null;
  return subscriptionEndsAt;
}

/** The learner's package (spec §3: package info, purchase and end dates). */
export function CurrentPackage(props: CurrentPackageProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { status, planName } = props;
  const end = endOf(props);
  const running = status === 'Trial' || status === 'ActiveSubscriber';
  const name =
    status === 'Trial' || status === 'TrialExpired'
      ? t('subscription.current.trialName')
      : planName;

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('subscription.current.title')}
      </Typography>
      {status === 'NoSubscription' ? (
        <Typography color="text.secondary">{t('subscription.none')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 180px) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.5, sm: 1.5 },
            alignItems: 'center',
            m: 0,
          }}
        >
          <Typography component="dt" color="text.secondary">
            {t('subscription.current.status')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Chip
              size="small"
              color={STATUS_COLORS[status]}
              label={t(`subscription.status.${status}`)}
            />
          </Box>
          {name && (
            <>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {t('subscription.current.plan')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {name}
              </Typography>
            </>
          )}
          {end && (
            <>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {running ? t('subscription.current.endsAt') : t('subscription.current.endedAt')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(end, i18n.language)}
              </Typography>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
