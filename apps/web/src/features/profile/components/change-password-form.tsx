import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpdatePasswordBodySchema, type UpdatePasswordBody } from '@yek/contracts/user';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../hooks/use-field-error';
import { muiRegister } from '../../../lib/form';
import { useUpdatePasswordMutation } from '../api/update-password';

interface ChangePasswordFormProps {
  /** The server has ended every session; the page signs the learner out. */
  onChanged: (message: string | null) => void;
}

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const mutation = useUpdatePasswordMutation();
  const form = useForm<UpdatePasswordBody>({
    resolver: zodResolver(UpdatePasswordBodySchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  return (
    <Paper
      component="section"
      aria-labelledby="change-password-title"
      sx={{ p: { xs: 2.5, md: 3 } }}
    >
      <Typography id="change-password-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('profile.password.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) =>
          mutation.mutate(values, { onSuccess: (message) => onChanged(message) }),
        )}
      >
        {mutation.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          <PasswordField
            {...muiRegister(register('oldPassword'))}
            label={t('profile.password.old')}
            autoComplete="current-password"
            required
            error={Boolean(errors.oldPassword)}
            helperText={fieldError(errors.oldPassword)}
          />
          <NewPasswordFields
            form={form}
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            labels={{ password: t('profile.password.new'), confirm: t('profile.password.confirm') }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={mutation.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('profile.password.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
