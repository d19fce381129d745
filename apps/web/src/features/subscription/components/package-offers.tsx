import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { FreePlanResult, SubscriptionPlan } from '@yek/contracts/subscription';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanChooser } from './plan-chooser';
import { StoreLinks } from './store-links';
import { TrialOffer } from './trial-offer';

export interface PackageOffersProps {
  /** False once the account has had its one trial: only the plans are offered. */
  offerTrial: boolean;
  /** The plans show instead of the first choice between trial and plans. */
  isBuy: boolean;
  /** The plan picked to buy in the app; its store links show. */
  buyedPackage: SubscriptionPlan | null;
  onBuy: () => void;
  onChoosePackage: (plan: SubscriptionPlan) => void;
  onBack: () => void;
  onTrialStarted: (result: FreePlanResult, message: string | null) => void;
  onCheckPurchase?: () => void;
  checkingPurchase?: boolean;
}

/** The last step of setup: start the free trial, or choose a plan to buy in the mobile app. */
export function PackageOffers(props: PackageOffersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { offerTrial, isBuy, buyedPackage, onBack } = props;
  const storeLinks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the store links open below the plans, out of sight: bring them up.
    if (buyedPackage) storeLinks.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [buyedPackage]);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {isBuy ? t('subscription.offers.plansTitle') : t('subscription.offers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {isBuy ? t('subscription.offers.plansBody') : t('subscription.offers.body')}
      </Typography>
      {isBuy ? (
        <Stack spacing={3}>
          <PlanChooser selectedId={buyedPackage?.id ?? null} onChoose={props.onChoosePackage} />
          {buyedPackage && (
            <Box ref={storeLinks} sx={{ scrollMarginTop: 16 }}>
              <StoreLinks
                plan={buyedPackage}
                onCheckPurchase={props.onCheckPurchase}
                checking={props.checkingPurchase}
              />
            </Box>
          )}
        </Stack>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {offerTrial && (
            <TrialOffer
              onStarted={({ result, message }) => props.onTrialStarted(result, message)}
            />
          )}
          <PlansTeaser onBuy={props.onBuy} />
        </Box>
      )}
      <Button onClick={onBack} startIcon={<ArrowBack />} sx={{ mt: 3 }}>
        {t('subscription.offers.back')}
      </Button>
    </Box>
  );
}

function PlansTeaser({ onBuy }: { onBuy: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <WorkspacePremiumOutlined color="secondary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('subscription.offers.plansCardTitle')}
        </Typography>
        <Typography color="text.secondary">{t('subscription.offers.plansCardBody')}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth size="large" variant="outlined" onClick={onBuy}>
          {t('subscription.offers.seePlans')}
        </Button>
      </CardActions>
    </Card>
  );
}
