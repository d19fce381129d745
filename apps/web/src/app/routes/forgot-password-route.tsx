import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { ForgotPasswordFlow } from '../../features/auth/components/forgot-password/forgot-password-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  useDocumentTitle(t('auth.forgot.title'));
  return (
    <ForgotPasswordFlow
      onDone={(message) => {
        enqueueSnackbar(message ?? t('auth.forgot.success'), { variant: 'success' });
        void navigate('/login', { replace: true });
      }}
    />
  );
}
