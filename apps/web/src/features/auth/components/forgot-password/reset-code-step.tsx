import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { OtpBodySchema, type OtpBody } from '@yek/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../../hooks/use-field-error';
import { muiRegister } from '../../../../lib/form';
import { usePasswordResetMutation } from '../../api/password-reset';
import { useCountdown } from '../../hooks/use-countdown';
import { FormAlert } from '../../../../components/form-alert';
import { OtpCodeField } from '../otp-code-field';
import { RESEND_WAIT_SECONDS } from '../verification-step';
import type { ResetTarget } from './reset-target';
import { useSendResetCode } from './use-send-reset-code';

interface ResetCodeStepProps {
  target: ResetTarget;
  onConfirmed: (resetToken: string) => void;
}

/** Second step: the code that was sent, traded for a reset token. */
export function ResetCodeStep({ target, onConfirmed }: ResetCodeStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const check = usePasswordResetMutation();
  const resend = useSendResetCode();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const { register, handleSubmit, formState } = useForm<OtpBody>({
    resolver: zodResolver(OtpBodySchema),
    defaultValues: { otpCode: '' },
  });

  const submit = handleSubmit(({ otpCode }) => {
    setNotice(null);
    check.mutate(
      { otpCode, body: target },
      {
        onSuccess: ({ resetToken }) => onConfirmed(resetToken),
        onError: (error) => setNotice({ text: errorMessage(error), failed: true }),
      },
    );
  });

  const sendAgain = async () => {
    setNotice(null);
    try {
      const message = await resend.send(target);
      setNotice({ text: message ?? t('auth.verify.resent'), failed: false });
      countdown.restart(RESEND_WAIT_SECONDS);
    } catch (error) {
      setNotice({ text: errorMessage(error), failed: true });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert message={notice?.text} severity={notice?.failed ? 'error' : 'success'} />
      <Stack spacing={2.5}>
        <OtpCodeField
          {...muiRegister(register('otpCode'))}
          label={t('auth.fields.otpCode')}
          required
          autoFocus
          error={Boolean(formState.errors.otpCode)}
          helperText={fieldError(formState.errors.otpCode) ?? t('auth.verify.codeHint')}
        />
        <Button type="submit" variant="contained" size="large" loading={check.isPending}>
          {t('auth.forgot.checkCode')}
        </Button>
        <Button
          variant="text"
          onClick={() => void sendAgain()}
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
