import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SubscriptionStatus } from '@yek/contracts/user';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/dates';

export interface CurrentPackageProps {
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  subscriptionEndsAt: string | null;
  /** The plan of the newest paid period, when there is one. */
  planName?: string | null;
  /** When the trial or the running paid period began. */
  startedAt?: string | null;
  /** Adds what happens at the end, and a way to the plans once nothing is running. */
  explain?: boolean;
  /** The heading's id, when the page links to the section. */
  titleId?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until an end, counting a started day as one; 0 once it has passed. */
export function daysLeft(endIso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(endIso).getTime() - now.getTime()) / DAY_MS));
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
  const ownTitleId = useId();
  const titleId = props.titleId ?? ownTitleId;
  const { status, planName, startedAt, explain } = props;
  const end = endOf(props);
  const running = status === 'Trial' || status === 'ActiveSubscriber';
  const rows: [string, string][] = [];
  if (running && startedAt)
    rows.push([t('subscription.current.startedAt'), formatDateTime(startedAt, i18n.language)]);
  if (end) {
    rows.push([
      running ? t('subscription.current.endsAt') : t('subscription.current.endedAt'),
      formatDateTime(end, i18n.language),
    ]);
    if (running)
      rows.push([
        t('subscription.current.daysLeft'),
        t('subscription.current.days', { count: daysLeft(end, new Date()) }),
      ]);
  }
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
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {explain && (
        <>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(`subscription.current.whatNext.${status}`)}
          </Typography>
          {!running && (
            <Button component={RouterLink} to="/purchase" variant="contained" sx={{ mt: 2 }}>
              {t('subscription.current.seePlans')}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
