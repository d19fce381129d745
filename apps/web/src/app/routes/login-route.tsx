import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { LoginFlow } from '../../features/auth/components/login-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { pathAfterLogin } from '../auth/auth-reducer';

export function LoginRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.login.title'));
  return (
    <>
      {/* On a phone the slides are left out, so one card says what the product is (styled in
          index.html, which keeps it out of the sign-in page's JavaScript). */}
      <div className="login-about">
        <b>{t('auth.login.about.title')}</b>
        <p>{t('auth.login.about.text')}</p>
      </div>
      {/* A session that ended by itself (revoked, disabled, run out) says so; a logout does not. */}
      {auth.endReason === 'expired' && (
        <FormAlert severity="warning" message={t('auth.login.sessionEnded')} />
      )}
      <LoginFlow
        onSignedIn={(user) => {
          auth.login(user);
          void navigate(pathAfterLogin(user), { replace: true });
        }}
      />
    </>
  );
}
