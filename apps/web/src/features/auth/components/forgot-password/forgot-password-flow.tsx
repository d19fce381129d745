import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../../components/form-alert';
import { NewPasswordStep } from './new-password-step';
import { RequestCodeStep } from './request-code-step';
import { ResetCodeStep } from './reset-code-step';
import type { ResetTarget } from './reset-target';

type Step =
  | { name: 'request' }
  | { name: 'code'; target: ResetTarget; message: string | null }
  | { name: 'password'; resetToken: string };

interface ForgotPasswordFlowProps {
  onDone: (message: string | null) => void;
}

/** Address, then code, then new password. */
export function ForgotPasswordFlow({ onDone }: ForgotPasswordFlowProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'request' });

  return (
    <section aria-labelledby="forgot-title">
      <Typography id="forgot-title" variant="h4" component="h1" gutterBottom>
        {t('auth.forgot.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`auth.forgot.intro.${step.name}`)}
      </Typography>
      {step.name === 'request' && (
        <RequestCodeStep onSent={(target, message) => setStep({ name: 'code', target, message })} />
      )}
      {step.name === 'code' && (
        <>
          <FormAlert message={step.message} severity="info" />
          <ResetCodeStep
            target={step.target}
            onConfirmed={(resetToken) => setStep({ name: 'password', resetToken })}
          />
        </>
      )}
      {step.name === 'password' && <NewPasswordStep resetToken={step.resetToken} onDone={onDone} />}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login">
          {t('auth.forgot.backToLogin')}
        </Link>
      </Typography>
    </section>
  );
}
