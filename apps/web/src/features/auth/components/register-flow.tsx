import type { AuthUser, User } from '@yek/contracts/user';
import { Suspense, useState, type ReactNode } from 'react';
import { saveSession } from '../../../lib/storage';
import { RegisterForm, type ContractApprovalFieldProps } from './register-form';
import { LazySocialSignIn } from './lazy-social-sign-in';
import { VerificationStep } from './verification-step';

interface RegisterFlowProps {
  renderContracts: (field: ContractApprovalFieldProps) => ReactNode;
  onSignedIn: (user: User) => void;
}

/** Sign-up, then the code sent to the new address; the account is usable once it is confirmed. */
export function RegisterFlow({ renderContracts, onSignedIn }: RegisterFlowProps) {
  const [created, setCreated] = useState<AuthUser | null>(null);

  if (created) {
    return <VerificationStep address={created.email} codeJustSent onVerified={onSignedIn} />;
  }

  return (
    <>
      <RegisterForm
        renderContracts={renderContracts}
        onRegistered={(user) => {
          // The code check needs the bearer token; the session only counts once the code passes.
          saveSession(user);
          setCreated(user);
        }}
      />
      <Suspense fallback={null}>
        <LazySocialSignIn onSignedIn={onSignedIn} />
      </Suspense>
    </>
  );
}
