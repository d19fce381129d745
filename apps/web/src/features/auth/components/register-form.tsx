import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContractApproval, RegisterBody } from '@yek/contracts/auth';
import { LANGUAGES } from '@yek/contracts/reference';
import type { AuthUser } from '@yek/contracts/user';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { TextInput } from '../../../components/text-input';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFieldErrorText } from '../../../hooks/use-field-error';
import { muiRegister } from '../../../lib/form';
import { toApiCulture } from '../../../lib/i18n';
import { useRegisterMutation } from '../api/register';
import { RegisterFormSchema } from '../utils/register-schema';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { FormAlert } from '../../../components/form-alert';

export interface ContractApprovalFieldProps {
  value: ContractApproval[];
  onChange: (value: ContractApproval[]) => void;
  /** Translated message when a required approval is missing. */
  error: string | undefined;
}

interface RegisterFormProps {
  /** The approval checkboxes come from the contracts feature; the page puts them in. */
  renderContracts: (field: ContractApprovalFieldProps) => ReactNode;
  onRegistered: (user: AuthUser) => void;
}

const SERVER_FIELDS: readonly Path<RegisterBody>[] = [
  'name',
  'surname',
  'email',
  'phoneNumber',
  'password',
];

export function RegisterForm({ renderContracts, onRegistered }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const mutation = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const culture = toApiCulture(i18n.language);
  const form = useForm<RegisterBody>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      contractApprovals: [],
      emailNotification: false,
      smsNotification: false,
      languageId: LANGUAGES.find((l) => l.cultureName === culture)?.id,
    },
  });

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: (user) => onRegistered(user),
      onError: (error) => {
        if (!applyServerFieldErrors(error, SERVER_FIELDS, setError))
          setFormError(errorMessage(error));
      },
    });
  });

  const text = (name: 'name' | 'surname' | 'email' | 'phoneNumber') => ({
    ...muiRegister(register(name)),
    required: true,
    error: Boolean(errors[name]),
    helperText: fieldError(errors[name]),
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="register-title">
      <Typography id="register-title" variant="h4" component="h1" gutterBottom>
        {t('auth.register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.register.subtitle')}
      </Typography>
      <FormAlert message={formError} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextInput {...text('name')} label={t('auth.fields.name')} autoComplete="given-name" />
          <TextInput
            {...text('surname')}
            label={t('auth.fields.surname')}
            autoComplete="family-name"
          />
        </Stack>
        <TextInput
          {...text('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
        />
        <TextInput
          {...text('phoneNumber')}
          label={t('auth.fields.phoneNumber')}
          type="tel"
          autoComplete="tel"
          helperText={fieldError(errors.phoneNumber) ?? t('auth.register.phoneHint')}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          labels={{
            password: t('auth.fields.password'),
            confirm: t('auth.fields.confirmPassword'),
          }}
        />
        <Controller
          control={control}
          name="contractApprovals"
          render={({ field }) => (
            <>
              {renderContracts({
                value: field.value,
                onChange: field.onChange,
                error: fieldError(errors.contractApprovals as FieldError | undefined),
              })}
            </>
          )}
        />
        <Stack>
          <Controller
            control={control}
            name="emailNotification"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={Boolean(field.value)} onChange={(_, v) => field.onChange(v)} />
                }
                label={t('auth.register.emailConsent')}
              />
            )}
          />
          <Controller
            control={control}
            name="smsNotification"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={Boolean(field.value)} onChange={(_, v) => field.onChange(v)} />
                }
                label={t('auth.register.smsConsent')}
              />
            )}
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
          {t('auth.register.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('auth.register.loginLink')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
