import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginBody } from '@yek/contracts/auth';
import type { AuthUser } from '@yek/contracts/user';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../hooks/use-field-error';
import { useLoginMutation } from '../api/login';
import { validateLogin, type LoginErrors } from '../utils/login-rules';
import { FormAlert } from '../../../components/form-alert';

interface LoginFormProps {
  onSuccess: (user: AuthUser) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const mutation = useLoginMutation();
  // Two fields in state rather than react-hook-form, which the first download cannot afford
  // (docs/decisions/0005). It behaves the same: checked on submit, then again on every change,
  // with the first field in error focused.
  const [values, setValues] = useState<LoginBody>({ emailOrPhoneNumber: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const identityRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change =
    (field: keyof LoginBody) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validateLogin(next));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (found.emailOrPhoneNumber) identityRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else mutation.mutate(values, { onSuccess: (user) => onSuccess(user) });
  };
  const message = (text: string | undefined) => fieldError(text ? { message: text } : undefined);

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
          name="emailOrPhoneNumber"
          value={values.emailOrPhoneNumber}
          onChange={change('emailOrPhoneNumber')}
          inputRef={identityRef}
          label={t('auth.fields.emailOrPhone')}
          autoComplete="username"
          required
          error={Boolean(errors.emailOrPhoneNumber)}
          helperText={message(errors.emailOrPhoneNumber)}
        />
        <PasswordField
          name="password"
          value={values.password}
          onChange={change('password')}
          inputRef={passwordRef}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={Boolean(errors.password)}
          helperText={message(errors.password)}
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
