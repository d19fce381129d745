import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBodySchema, type ResetPasswordBody } from '@yek/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../../components/password-field';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../../hooks/use-field-error';
import { muiRegister } from '../../../../lib/form';
import { useResetPasswordMutation } from '../../api/reset-password';
import { FormAlert } from '../../../../components/form-alert';

interface NewPasswordStepProps {
  resetToken: string;
  onDone: (message: string | null) => void;
}

/** Last step: the new password, twice. */
export function NewPasswordStep({ resetToken, onDone }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const mutation = useResetPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: { resetToken, password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values, { onSuccess: (message) => onDone(message) }),
      )}
    >
      <FormAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <Stack spacing={2.5}>
        <PasswordField
          {...muiRegister(register('password'))}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password) ?? t('auth.register.passwordHint')}
        />
        <PasswordField
          {...muiRegister(register('confirmPassword'))}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirmPassword)}
          helperText={fieldError(errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.forgot.savePassword')}
        </Button>
      </Stack>
    </Box>
  );
}
