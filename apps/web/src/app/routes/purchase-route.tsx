import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionPlan } from '@yek/contracts/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationState } from '../../features/registration/api/get-registration-state';
import { useUserPurchases } from '../../features/subscription/api/get-user-purchases';
import { CurrentPackage } from '../../features/subscription/components/current-package';
import { PlanChooser } from '../../features/subscription/components/plan-chooser';
import { PurchaseHistory } from '../../features/subscription/components/purchase-history';
import { StoreLinks } from '../../features/subscription/components/store-links';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';
import { hasCompleteRegistration } from '../auth/auth-reducer';
import { useCheckPurchase } from '../auth/use-check-purchase';

/** Packages: the learner's own, the plans on sale with the way to the stores, and the invoices. */
export function PurchaseRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const state = useRegistrationState();
  const purchases = useUserPurchases();
  const purchase = useCheckPurchase();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  useDocumentTitle(t('sections.titles.purchase'));
  if (!user) return null;
  const newestActive = purchases.data?.find((p) => p.status === 'Active');

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('sections.titles.purchase')}
      </Typography>
      <CurrentPackage
        status={state.data?.subscriptionStatus ?? user.subscriptionStatus}
        trialEndsAt={state.data?.trialEndsAt ?? null}
        subscriptionEndsAt={state.data?.subscriptionEndsAt ?? null}
        planName={newestActive?.planName ?? purchases.data?.[0]?.planName ?? null}
      />
      <Stack component="section" aria-labelledby="plans-title" spacing={2}>
        <Typography id="plans-title" variant="h6" component="h2">
          {t('subscription.plans.title')}
        </Typography>
        <PlanChooser selectedId={chosen?.id ?? null} onChoose={setChosen} />
      </Stack>
      <StoreLinks
        plan={chosen}
        onCheckPurchase={hasCompleteRegistration(user) ? undefined : purchase.check}
        checking={purchase.checking}
      />
      <PurchaseHistory />
    </Stack>
  );
}
