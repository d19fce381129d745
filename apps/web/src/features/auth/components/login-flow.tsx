import type { AuthUser, User } from '@yek/contracts/user';
import { Suspense, useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { lazyNamed } from '../../../lib/lazy-named';
import { saveSession } from '../../../lib/storage';
import { LoginForm } from './login-form';
import { LazySocialSignIn } from './lazy-social-sign-in';

// Few sign-ins need the code step; the rest should not download it (nor its schema library).
const VerificationStep = lazyNamed(() => import('./verification-step'), 'VerificationStep');

interface LoginFlowProps {
  /** A verified user, with tokens when they came with the sign-in. */
  onSignedIn: (user: User | AuthUser) => void;
}

/** Sign-in, followed by the code step for an account that has not been verified yet. */
export function LoginFlow({ onSignedIn }: LoginFlowProps) {
  const [unverified, setUnverified] = useState<AuthUser | null>(null);

  if (unverified) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <VerificationStep
          address={unverified.email ?? unverified.phoneNumber}
          codeJustSent={false}
          onVerified={onSignedIn}
        />
      </Suspense>
    );
  }

  return (
    <>
      <LoginForm
        onSuccess={(user) => {
          if (user.accountVerified) {
            onSignedIn(user);
            return;
          }
          // The code check needs the bearer token, but the learner is not signed in until it passes.
          saveSession(user);
          setUnverified(user);
        }}
      />
      <Suspense fallback={null}>
        <LazySocialSignIn onSignedIn={onSignedIn} />
      </Suspense>
    </>
  );
}
