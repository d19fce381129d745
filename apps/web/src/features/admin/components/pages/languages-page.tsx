import Alert from '@mui/material/Alert';
import type { GridColDef } from '@mui/x-data-grid';
import type { Language } from '@yek/contracts/reference';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEntityForm } from '../../hooks/use-entity-form';
import { requiredText } from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormTextField } from '../../../../components/form-text-field';

const RESOURCE = 'language';
const SORTABLE = ['id', 'cultureName', 'displayName'] as const;

const LanguageFormSchema = z.object({
  cultureName: z
    .string()
    .trim()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, { error: 'admin.validation.cultureName' }),
  displayName: requiredText(60),
});
type LanguageForm = z.infer<typeof LanguageFormSchema>;
type LanguageBody = LanguageForm & { id?: number };

function LanguageFormDialog({
  language,
  onClose,
}: {
  language: Language | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useEntityForm<LanguageForm, LanguageBody>({
    resource: RESOURCE,
    schema: LanguageFormSchema,
    values: { cultureName: language?.cultureName ?? '', displayName: language?.displayName ?? '' },
    fields: ['cultureName', 'displayName'],
    toBody: (v) => ({ ...(language ? { id: language.id } : {}), ...v }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={language ? t('admin.languages.edit') : t('admin.languages.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <FormTextField
        form={form}
        name="cultureName"
        label={t('admin.languages.cultureName')}
        helperText={t('admin.languages.cultureNameHelp')}
        required
      />
      <FormTextField
        form={form}
        name="displayName"
        label={t('admin.languages.displayName')}
        required
      />
    </EntityFormDialog>
  );
}

/** The interface languages; only admins change them (the server's rule), editors read the list. */
export function LanguagesPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<Language>[]>(
    () => [
      { field: 'id', headerName: t('admin.fields.id'), type: 'number', width: 80 },
      { field: 'cultureName', headerName: t('admin.languages.cultureName'), width: 160 },
      {
        field: 'displayName',
        headerName: t('admin.languages.displayName'),
        flex: 1,
        minWidth: 160,
      },
    ],
    [t],
  );
  return (
    <CrudPage<Language>
      title={t('admin.languages.title')}
      description={t('admin.languages.description')}
      addLabel={t('admin.languages.add')}
      canEdit={canEdit}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'id', sort: 'asc' }}
      nameOf={(row) => row.displayName}
      form={(row, close) => <LanguageFormDialog language={row} onClose={close} />}
    >
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admin.form.readOnlyForEditors')}
        </Alert>
      )}
    </CrudPage>
  );
}
