import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import type { SubscriptionStatus } from '@yek/contracts/user';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StoreLinks } from './store-links';

interface SubscriptionEndedNoticeProps {
  status: SubscriptionStatus;
  onCheckPurchase: () => void;
  checking: boolean;
}

/** What stands in for every learning page once the trial or plan has run out (spec §8). */
export function SubscriptionEndedNotice({
  status,
  onCheckPurchase,
  checking,
}: SubscriptionEndedNoticeProps) {
  const { t } = useTranslation();
  const kind =
    status === 'TrialExpired'
      ? 'trialExpired'
      : status === 'SubscriptionExpired'
        ? 'subscriptionExpired'
        : 'none';
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper
        component="section"
        aria-labelledby="subscription-ended-title"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      >
        <HourglassBottom color="secondary" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
        <Typography id="subscription-ended-title" variant="h5" component="h1" gutterBottom>
          {t(`subscription.ended.${kind}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(`subscription.ended.${kind}.body`)}
        </Typography>
        <Button component={RouterLink} to="/purchase" variant="outlined">
          {t('subscription.ended.seePlans')}
        </Button>
      </Paper>
      <StoreLinks onCheckPurchase={onCheckPurchase} checking={checking} />
    </Stack>
  );
}
