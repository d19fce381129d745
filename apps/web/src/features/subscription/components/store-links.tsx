import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import type { SubscriptionPlan } from '@yek/contracts/subscription';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useMobileAppPayment } from '../api/get-mobile-app-payment';

interface StoreLinksProps {
  /** The plan the learner picked, named in the heading. */
  plan?: SubscriptionPlan | null;
  /** After buying in the app: reads the account again to see the new plan. */
  onCheckPurchase?: () => void;
  checking?: boolean;
}

/** Plans are sold in the mobile app (spec §1): the way to the stores, from the server's links. */
export function StoreLinks({ plan, onCheckPurchase, checking }: StoreLinksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const payment = useMobileAppPayment();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, borderColor: 'primary.main' }}
    >
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        {plan
          ? t('subscription.store.titleForPlan', { plan: plan.name })
          : t('subscription.store.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('subscription.store.body')}
      </Typography>
      <QueryState query={payment}>
        {({ storeLinks }) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component="a"
              href={storeLinks.appStore}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              startIcon={<Apple />}
              aria-label={t('subscription.store.appStoreLabel')}
            >
              {t('subscription.store.appStore')}
            </Button>
            <Button
              component="a"
              href={storeLinks.playStore}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              startIcon={<Shop />}
              aria-label={t('subscription.store.playStoreLabel')}
            >
              {t('subscription.store.playStore')}
            </Button>
          </Stack>
        )}
      </QueryState>
      {onCheckPurchase && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, mb: 1 }}>
            {t('subscription.store.afterPurchase')}
          </Typography>
          <Button variant="outlined" onClick={onCheckPurchase} loading={checking}>
            {t('subscription.store.checkPurchase')}
          </Button>
        </>
      )}
    </Paper>
  );
}
