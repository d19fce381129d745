import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBodySchema, type ResetPasswordBody } from '@yek/contracts/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../../components/new-password-fields';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useResetPasswordMutation } from '../../api/reset-password';
import { FormAlert } from '../../../../components/form-alert';

interface NewPasswordStepProps {
  resetToken: string;
  onDone: (message: string | null) => void;
}

/** Last step: the new password, twice. */
export function NewPasswordStep({ resetToken, onDone }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useResetPasswordMutation();
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: { resetToken, password: '', confirmPassword: '' },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values, { onSuccess: (message) => onDone(message) }),
      )}
    >
      <FormAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <Stack spacing={2.5}>
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          labels={{
            password: t('auth.fields.newPassword'),
            confirm: t('auth.fields.confirmPassword'),
          }}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.forgot.savePassword')}
        </Button>
      </Stack>
    </Box>
  );
}
