import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, type User } from '@yek/contracts/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { usePlaceFields } from '../../../lib/places';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateUserMutation } from '../../../lib/update-user';
import {
  PROFILE_FORM_FIELDS,
  profileFormSchema,
  profileFormValues,
  toProfileBody,
  type ProfileForm,
  type ProfileFormValues,
} from '../utils/profile-form';

interface ProfileInfoFormProps {
  user: User;
  /** The server's copy of the saved account, for the session to keep. */
  onSaved: (user: User) => void;
}

/** Name, gender, place and consents, saved with PUT user (spec §2 profile info, §3, §7). */
export function ProfileInfoForm({ user, onSaved }: ProfileInfoFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useUpdateUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(user),
  });

  const { cityId, cities, districts } = usePlaceFields(form);
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(toProfileBody(values, user), {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved));
        onSaved(saved);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, PROFILE_FORM_FIELDS, form.setError))
          setFormError(errorMessage(error));
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="profile-info-title">
      <FormAlert message={formError} />
      <Stack spacing={2.5}>
        <Stack {...row}>
          <FormTextField
            form={form}
            name="name"
            label={t('profile.fields.name')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            form={form}
            name="surname"
            label={t('profile.fields.surname')}
            autoComplete="family-name"
            required
          />
        </Stack>
        <FormSelectField
          form={form}
          name="gender"
          label={t('profile.fields.gender')}
          options={GENDERS.map((g) => ({ value: g, label: t(`profile.genders.${g}`) }))}
        />
        <Stack {...row}>
          <FormSelectField
            form={form}
            name="cityId"
            label={t('profile.fields.city')}
            emptyLabel={t('profile.noCity')}
            disabled={cities.isPending}
            options={(cities.data ?? (user.city ? [user.city] : [])).map((c) => ({
              value: c.id,
              label: c.name,
            }))}
          />
          <FormSelectField
            form={form}
            name="townId"
            label={t('profile.fields.town')}
            emptyLabel={t('profile.noTown')}
            disabled={!cityId || districts.isPending}
            helperText={cityId ? undefined : t('profile.townHelp')}
            // Until the list arrives, the saved district stands alone so the field shows it.
            options={(
              districts.data ?? (user.town && cityId === user.city?.id ? [user.town] : [])
            ).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Stack>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('profile.consents')}
          </Typography>
          <Stack>
            <FormCheckbox form={form} name="emailNotification" label={t('profile.emailConsent')} />
            <FormCheckbox form={form} name="smsNotification" label={t('profile.smsConsent')} />
            <FormCheckbox form={form} name="twoFactorEnabled" label={t('profile.twoFactor')} />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
              {t('profile.twoFactorHelp')}
            </Typography>
          </Stack>
        </Box>
        <Button
          type="submit"
          variant="contained"
          loading={mutation.isPending}
          disabled={!form.formState.isDirty}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('profile.save')}
        </Button>
      </Stack>
    </Box>
  );
}
