import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { useErrorMessage } from '../../hooks/use-error-message';
import { useAuth } from './auth-context';
import { hasCompleteRegistration } from './auth-reducer';

/**
 * After buying in the mobile app the learner comes back and asks: the account is read again, and
 * once the store has told the server, the guards open the learning pages by themselves.
 */
export function useCheckPurchase(): { check: () => void; checking: boolean } {
  const { t } = useTranslation();
  const { refreshUser } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const errorMessage = useErrorMessage();
  const [checking, setChecking] = useState(false);
  const check = useCallback(() => {
    setChecking(true);
    refreshUser()
      .then((user) => {
        if (user && hasCompleteRegistration(user)) {
          enqueueSnackbar(t('subscription.store.purchaseFound'), { variant: 'success' });
        } else {
          enqueueSnackbar(t('subscription.store.purchaseNotYet'), { variant: 'info' });
        }
      })
      .catch((error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' }))
      .finally(() => setChecking(false));
  }, [refreshUser, enqueueSnackbar, errorMessage, t]);
  return { check, checking };
}
