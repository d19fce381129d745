import { useTranslation } from 'react-i18next';
import { PendingContracts } from '../../features/contracts/components/pending-contracts';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

/**
 * Shown by the guard in place of any page while a new agreement version waits for the user's
 * approval; once approved, the fresh user lets the guard show the page asked for.
 */
export function ContractApprovalRoute() {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  useDocumentTitle(t('contracts.pending.documentTitle'));
  if (!user) return null;
  return <PendingContracts pending={user.pendingContracts ?? []} onApproved={refreshUser} />;
}
