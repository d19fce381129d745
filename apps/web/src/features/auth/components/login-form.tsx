import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginBody } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../hooks/use-field-error';
import { muiRegister } from '../../../lib/form';
import { useLoginMutation } from '../api/login';
import { LOGIN_RULES } from '../utils/login-rules';
import { FormAlert } from '../../../components/form-alert';

interface LoginFormProps {
  onSuccess: (user: AuthUser) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ defaultValues: { emailOrPhoneNumber: '', password: '' } });

  const submit = handleSubmit((values) =>
    mutation.mutate(values, { onSuccess: (user) => onSuccess(user) }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title">
      <Typography id="login-title" variant="h4" component="h1" gutterBottom>
        {t('auth.login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.login.subtitle')}
      </Typography>
      <FormAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <Stack spacing={2.5}>
        <TextInput
          {...muiRegister(register('emailOrPhoneNumber', LOGIN_RULES.emailOrPhoneNumber))}
          label={t('auth.fields.emailOrPhone')}
          autoComplete="username"
          required
          error={Boolean(errors.emailOrPhoneNumber)}
          helperText={fieldError(errors.emailOrPhoneNumber)}
        />
        <PasswordField
          {...muiRegister(register('password', LOGIN_RULES.password))}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password)}
        />
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-end' }}>
          {t('auth.login.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('auth.login.registerLink')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
