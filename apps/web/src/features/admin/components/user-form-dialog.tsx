import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  GENDERS,
  ROLES,
  USER_STATUSES,
  type AdminUpdateUserBody,
  type AdminUser,
  type CreateUserBody,
} from '@yek/contracts/user';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { usePlaceFields } from '../../../lib/places';
import { useJobs } from '../api/get-user-references';
import { useEntityForm } from '../hooks/use-entity-form';
import {
  toCreateBody,
  toUpdateBody,
  userFormSchema,
  userFormValues,
  USER_FORM_FIELDS,
  type UserForm,
  type UserFormValues,
} from '../utils/user-form';
import { EntityFormDialog } from './entity-form-dialog';
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';

const RESOURCE = 'user';
type UserBody = (CreateUserBody & { id?: undefined }) | (AdminUpdateUserBody & { id: number });

interface UserFormDialogProps {
  /** The user to change, or null for a new account. */
  user: AdminUser | null;
  /** The signed-in admin: their own role and status are not theirs to change (the server's rule). */
  selfId: number | null;
  onClose: () => void;
}

/** Adds an account of any role, or changes every field of one (spec §3, §5). */
export function UserFormDialog({ user, selfId, onClose }: UserFormDialogProps) {
  const { t, i18n } = useTranslation();
  const isNew = user === null;
  const isSelf = user !== null && user.id === selfId;
  const schema = useMemo(() => userFormSchema(isNew), [isNew]);
  const { form, submit, formError, saving } = useEntityForm<UserFormValues, UserBody, UserForm>({
    resource: RESOURCE,
    schema,
    values: userFormValues(user),
    fields: USER_FORM_FIELDS,
    toBody: (v) => (user ? { id: user.id, ...toUpdateBody(v, user) } : toCreateBody(v)),
    onSaved: onClose,
    idInPath: true,
  });

  const { cityId, cities: provinces, districts } = usePlaceFields(form);
  const cities = provinces.data ?? [];
  const jobs = useJobs(i18n.language).data ?? [];
  const option = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`admin.users.${group}.${value}`) }));
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

  return (
    <EntityFormDialog
      open
      title={user ? t('admin.users.edit') : t('admin.users.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <Stack {...row}>
        <FormTextField form={form} name="name" label={t('admin.users.name')} required />
        <FormTextField form={form} name="surname" label={t('admin.users.surname')} required />
      </Stack>
      <Stack {...row}>
        <FormTextField
          form={form}
          name="email"
          label={t('admin.users.email')}
          type="email"
          autoComplete="off"
          required
        />
        <FormTextField
          form={form}
          name="phoneNumber"
          label={t('admin.users.phoneNumber')}
          type="tel"
          autoComplete="off"
          helperText={t('admin.users.phoneHelp')}
          required
        />
      </Stack>
      <Stack {...row}>
        <FormTextField
          form={form}
          name="birthday"
          label={t('admin.users.birthday')}
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormSelectField
          form={form}
          name="gender"
          label={t('admin.users.gender')}
          required
          options={option('genders', GENDERS)}
        />
      </Stack>
      <Stack {...row}>
        <FormSelectField
          form={form}
          name="cityId"
          label={t('admin.users.city')}
          required
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
        />
        <FormSelectField
          form={form}
          name="townId"
          label={t('admin.users.town')}
          required
          disabled={!cityId || districts.isPending}
          helperText={cityId ? undefined : t('admin.users.townHelp')}
          options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Stack>
      <FormSelectField
        form={form}
        name="jobId"
        label={t('admin.users.job')}
        emptyLabel={t('admin.users.noJob')}
        options={jobs.map((j) => ({ value: j.id, label: j.name }))}
      />
      <Stack {...row}>
        <FormSelectField
          form={form}
          name="roleType"
          label={t('admin.users.roleType')}
          required
          disabled={isSelf}
          helperText={isSelf ? t('admin.users.selfHelp') : undefined}
          options={option('roles', ROLES)}
        />
        <FormSelectField
          form={form}
          name="status"
          label={t('admin.users.status')}
          required
          disabled={isSelf}
          helperText={isSelf ? undefined : t('admin.users.statusHelp')}
          options={option('statuses', USER_STATUSES)}
        />
      </Stack>
      {isNew && (
        <Stack {...row}>
          <FormTextField
            form={form}
            name="password"
            label={t('admin.users.password')}
            type="password"
            autoComplete="new-password"
            helperText={t('admin.users.passwordHelp')}
            required
          />
          <FormTextField
            form={form}
            name="confirmPassword"
            label={t('admin.users.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
        </Stack>
      )}
      <Stack>
        <FormCheckbox form={form} name="emailNotification" label={t('admin.users.emailConsent')} />
        <FormCheckbox form={form} name="smsNotification" label={t('admin.users.smsConsent')} />
        <FormCheckbox form={form} name="twoFactorEnabled" label={t('admin.users.twoFactor')} />
        {isNew && (
          <FormCheckbox
            form={form}
            name="contractApproved"
            label={t('admin.users.contractApprovedNew')}
          />
        )}
      </Stack>
      {user && (
        <Typography variant="body2" color="text.secondary">
          {t('admin.users.registeredOn', { date: formatDate(user.createdAt, i18n.language) })}
          {' · '}
          {user.contractApproved
            ? t('admin.users.contractApproved')
            : t('admin.users.contractPending')}
        </Typography>
      )}
    </EntityFormDialog>
  );
}
