import { useTranslation } from 'react-i18next';
import { SubscriptionEndedNotice } from '../../features/subscription/components/subscription-ended-notice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';
import { useCheckPurchase } from '../auth/use-check-purchase';

/** Shown by the guard in place of any learning page once the trial or plan has run out. */
export function SubscriptionEndedRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const purchase = useCheckPurchase();
  useDocumentTitle(t('subscription.ended.documentTitle'));
  if (!user) return null;
  return (
    <SubscriptionEndedNotice
      status={user.subscriptionStatus}
      onCheckPurchase={purchase.check}
      checking={purchase.checking}
    />
  );
}
