import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordByEmailBodySchema,
  ForgotPasswordByPhoneBodySchema,
  type ForgotPasswordByEmailBody,
  type ForgotPasswordByPhoneBody,
} from '@yek/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../components/text-input';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../../hooks/use-field-error';
import { muiRegister } from '../../../../lib/form';
import { FormAlert } from '../../../../components/form-alert';
import type { ResetMethod, ResetTarget } from './reset-target';
import { useSendResetCode } from './use-send-reset-code';

interface AddressFormProps {
  onSent: (target: ResetTarget, message: string | null) => void;
}

function useSubmitTarget(onSent: AddressFormProps['onSent']) {
  const errorMessage = useErrorMessage();
  const { send, isPending } = useSendResetCode();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (target: ResetTarget) => {
    setFailure(null);
    try {
      onSent(target, await send(target));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return { submit, isPending, failure };
}

function EmailForm({ onSent }: AddressFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { submit, isPending, failure } = useSubmitTarget(onSent);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordByEmailBody>({
    resolver: zodResolver(ForgotPasswordByEmailBodySchema),
    defaultValues: { email: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
      <FormAlert message={failure} />
      <Stack spacing={2.5}>
        <TextInput
          {...muiRegister(register('email'))}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(formState.errors.email)}
          helperText={fieldError(formState.errors.email)}
        />
        <Button type="submit" variant="contained" size="large" loading={isPending}>
          {t('auth.forgot.sendCode')}
        </Button>
      </Stack>
    </Box>
  );
}

function PhoneForm({ onSent }: AddressFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { submit, isPending, failure } = useSubmitTarget(onSent);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordByPhoneBody>({
    resolver: zodResolver(ForgotPasswordByPhoneBodySchema),
    defaultValues: { phoneNumber: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
      <FormAlert message={failure} />
      <Stack spacing={2.5}>
        <TextInput
          {...muiRegister(register('phoneNumber'))}
          label={t('auth.fields.phoneNumber')}
          type="tel"
          autoComplete="tel"
          required
          error={Boolean(formState.errors.phoneNumber)}
          helperText={fieldError(formState.errors.phoneNumber) ?? t('auth.register.phoneHint')}
        />
        <Button type="submit" variant="contained" size="large" loading={isPending}>
          {t('auth.forgot.sendCode')}
        </Button>
      </Stack>
    </Box>
  );
}

/** First step: pick e-mail or phone and ask for a code. */
export function RequestCodeStep({ onSent }: AddressFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ResetMethod>('email');
  return (
    <>
      <FormLabel id="reset-method-label">{t('auth.forgot.methodLabel')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="reset-method-label"
        value={method}
        onChange={(_, value) => setMethod(value as ResetMethod)}
        sx={{ mb: 2 }}
      >
        <FormControlLabel value="email" control={<Radio />} label={t('auth.forgot.byEmail')} />
        <FormControlLabel value="phone" control={<Radio />} label={t('auth.forgot.byPhone')} />
      </RadioGroup>
      {method === 'email' ? <EmailForm onSent={onSent} /> : <PhoneForm onSent={onSent} />}
    </>
  );
}
