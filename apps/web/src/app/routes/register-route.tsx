import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterFlow } from '../../features/auth/components/register-flow';
import { ContractApprovalList } from '../../features/contracts/components/contract-approval-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';
import { pathAfterLogin } from '../auth/auth-reducer';

export function RegisterRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.register.title'));
  return (
    <RegisterFlow
      renderContracts={(field) => <ContractApprovalList {...field} />}
      onSignedIn={(user) => {
        auth.login(user);
        void navigate(pathAfterLogin(user), { replace: true });
      }}
    />
  );
}
