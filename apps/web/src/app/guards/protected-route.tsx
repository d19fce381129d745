import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import {
  AuthLayout,
  ContractApprovalRoute,
  LoginRoute,
  MainLayout,
  NoAccessRoute,
  SubscriptionEndedRoute,
} from '../lazy-pages';
import { resolveGuard } from './resolve-guard';

interface ProtectedRouteProps {
  requireCompleteRegistration: boolean;
  /** Editors and admins only (the management area). */
  staffOnly?: boolean;
}

function RememberAndRedirect({ remember }: { remember: string | null }) {
  const { rememberPath } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberPath(remember);
    void navigate('/login', { replace: true });
  }, [remember, rememberPath, navigate]);
  return null;
}

/** Sends the learner to the remembered page once, then forgets it. */
function RedirectOnce({ to }: { to: string }) {
  const { forgetRememberedPath } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    forgetRememberedPath();
    void navigate(to, { replace: true });
  }, [to, forgetRememberedPath, navigate]);
  return null;
}

function ForgetRemembered() {
  const { forgetRememberedPath } = useAuth();
  useEffect(() => forgetRememberedPath(), [forgetRememberedPath]);
  return null;
}

export function ProtectedRoute({ requireCompleteRegistration, staffOnly }: ProtectedRouteProps) {
  const auth = useAuth();
  const location = useLocation();
  const decision = resolveGuard({
    status: auth.status,
    user: auth.user,
    endReason: auth.endReason,
    rememberedPath: auth.rememberedPath,
    requestedPath: `${location.pathname}${location.search}${location.hash}`,
    requireCompleteRegistration,
    staffOnly,
  });

  switch (decision.kind) {
    case 'show-login':
      return (
        <AuthLayout>
          <LoginRoute />
        </AuthLayout>
      );
    case 'redirect-to-login':
      return <RememberAndRedirect remember={decision.remember} />;
    case 'redirect-to-setup':
      return <Navigate to="/setup" replace />;
    case 'redirect-to-home':
      return <Navigate to="/" replace />;
    case 'show-subscription-ended':
      // Inside the layout, so the header keeps the profile, the language and signing out at hand.
      return (
        <MainLayout>
          <SubscriptionEndedRoute />
        </MainLayout>
      );
    case 'show-contract-approval':
      return (
        <MainLayout>
          <ContractApprovalRoute />
        </MainLayout>
      );
    case 'show-no-access':
      return (
        <MainLayout>
          <NoAccessRoute />
        </MainLayout>
      );
    case 'redirect-to-remembered':
      return <RedirectOnce to={decision.path} />;
    case 'render':
      return (
        <>
          {decision.clearRemembered && <ForgetRemembered />}
          <Outlet />
        </>
      );
  }
}
