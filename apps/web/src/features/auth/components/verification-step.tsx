import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { OtpBodySchema, type OtpBody } from '@yek/contracts/auth';
import type { User } from '@yek/contracts/user';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../hooks/use-field-error';
import { muiRegister } from '../../../lib/form';
import { useResendVerificationCodeMutation } from '../api/resend-verification-code';
import { useVerifyAccountMutation } from '../api/verify-account';
import { useCountdown } from '../hooks/use-countdown';
import { FormAlert } from '../../../components/form-alert';
import { OtpCodeField } from './otp-code-field';

export const RESEND_WAIT_SECONDS = 60;

interface VerificationStepProps {
  /** Where the code went, shown so the learner knows where to look. */
  address: string | null;
  /** Right after sign-up a code is already on its way, so resending waits a minute. */
  codeJustSent: boolean;
  onVerified: (user: User) => void;
}

export function VerificationStep({ address, codeJustSent, onVerified }: VerificationStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const verify = useVerifyAccountMutation();
  const resend = useResendVerificationCodeMutation();
  const countdown = useCountdown(codeJustSent ? RESEND_WAIT_SECONDS : 0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OtpBody>({ resolver: zodResolver(OtpBodySchema), defaultValues: { otpCode: '' } });

  const submit = handleSubmit((values) =>
    verify.mutate(values, { onSuccess: (user) => onVerified(user) }),
  );
  const requestCode = () =>
    resend.mutate(undefined, { onSuccess: () => countdown.restart(RESEND_WAIT_SECONDS) });

  const failure = verify.isError ? verify.error : resend.isError ? resend.error : null;
  const sentMessage = resend.isSuccess ? (resend.data ?? t('auth.verify.resent')) : null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="verify-title">
      <Typography id="verify-title" variant="h4" component="h1" gutterBottom>
        {t('auth.verify.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {address
          ? t(address.includes('@') ? 'auth.verify.sentToEmail' : 'auth.verify.sentToPhone', {
              address,
            })
          : t('auth.verify.sent')}
      </Typography>
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <FormAlert message={!failure ? sentMessage : null} severity="success" />
      <Stack spacing={2.5}>
        <OtpCodeField
          {...muiRegister(register('otpCode'))}
          label={t('auth.fields.otpCode')}
          required
          autoFocus
          error={Boolean(errors.otpCode)}
          helperText={fieldError(errors.otpCode) ?? t('auth.verify.codeHint')}
        />
        <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
          {t('auth.verify.submit')}
        </Button>
        <Button
          variant="text"
          onClick={requestCode}
          disabled={countdown.seconds > 0}
          loading={resend.isPending}
        >
          {countdown.seconds > 0
            ? t('auth.verify.resendIn', { seconds: countdown.seconds })
            : t('auth.verify.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
