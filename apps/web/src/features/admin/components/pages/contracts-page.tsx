import type { GridColDef } from '@mui/x-data-grid';
import type { Contract, ContractBody } from '@yek/contracts/reference';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDateTime } from '../../../../lib/dates';
import { useEntityForm } from '../../hooks/use-entity-form';
import {
  fromLocalizations,
  inLanguage,
  localizedPair,
  optionalText,
  requiredText,
} from '../../utils/localized-form';
import { AdminPage } from '../admin-page';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { LocalizedTextFields } from '../localized-text-fields';
import { ServerDataGrid } from '../server-data-grid';

const RESOURCE = 'contract';
const SORTABLE = ['alias', 'version', 'publishedAt', 'id'] as const;

const ContractFormSchema = z.object({
  alias: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,64}$/, { error: 'admin.validation.alias' }),
  contractLocalizations: localizedPair(
    { title: requiredText(200), content: requiredText(100_000) },
    { title: optionalText(200), content: optionalText(100_000) },
  ),
});
type ContractForm = z.infer<typeof ContractFormSchema>;
const FIELDS = [
  'alias',
  'contractLocalizations.0.title',
  'contractLocalizations.0.content',
  'contractLocalizations.1.title',
  'contractLocalizations.1.content',
] as const;

/** Publishing makes a new version; starting from a version fills the form with its texts. */
function PublishDialog({ from, onClose }: { from: Contract | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useEntityForm<ContractForm, ContractBody>({
    resource: RESOURCE,
    schema: ContractFormSchema,
    values: {
      alias: from?.alias ?? '',
      contractLocalizations: fromLocalizations(from?.contractLocalizations ?? [], {
        title: '',
        content: '',
      }),
    },
    fields: FIELDS,
    toBody: (v) => {
      const [tr, en] = v.contractLocalizations;
      return {
        alias: v.alias,
        contractLocalizations: [
          { cultureName: 'tr-TR', ...tr },
          ...(en.title.trim() ? [{ cultureName: 'en-US', ...en }] : []),
        ],
      };
    },
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={from ? t('admin.contracts.newVersion') : t('admin.contracts.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
      submitLabel={t('admin.contracts.publish')}
    >
      <FormTextField
        form={form}
        name="alias"
        label={t('admin.contracts.alias')}
        helperText={t('admin.contracts.aliasHelp')}
        required
        slotProps={{ htmlInput: { readOnly: Boolean(from) } }}
      />
      <LocalizedTextFields
        form={form}
        name="contractLocalizations"
        title={{ key: 'title', label: t('admin.fields.title') }}
        body={{ key: 'content', label: t('admin.contracts.content'), rows: 6 }}
      />
    </EntityFormDialog>
  );
}

/** Every version of every agreement: publish a new one, or delete a version nobody approved. */
export function ContractsPage() {
  const { t, i18n } = useTranslation();
  const [publishing, setPublishing] = useState<Contract | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contract | null>(null);
  const columns = useMemo<GridColDef<Contract>[]>(
    () => [
      { field: 'alias', headerName: t('admin.contracts.alias'), width: 170 },
      { field: 'version', headerName: t('admin.contracts.version'), type: 'number', width: 90 },
      {
        field: 'isCurrent',
        headerName: t('admin.contracts.current'),
        width: 100,
        valueFormatter: (value: boolean) => (value ? t('admin.fields.yes') : t('admin.fields.no')),
      },
      {
        field: 'title',
        headerName: t('admin.fields.title'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => inLanguage(row.contractLocalizations, i18n.language)?.title ?? '',
      },
      {
        field: 'publishedAt',
        headerName: t('admin.contracts.publishedAt'),
        width: 220,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
    ],
    [t, i18n.language],
  );
  return (
    <AdminPage
      title={t('admin.contracts.title')}
      description={t('admin.contracts.description')}
      add={{ label: t('admin.contracts.add'), onClick: () => setPublishing('new') }}
    >
      <ServerDataGrid<Contract>
        resource={RESOURCE}
        label={t('admin.contracts.title')}
        columns={columns}
        sortable={SORTABLE}
        defaultSort={{ field: 'alias', sort: 'asc' }}
        onEdit={setPublishing}
        editLabel={t('admin.contracts.newVersion')}
        onDelete={setDeleting}
      />
      {publishing && (
        <PublishDialog
          from={publishing === 'new' ? null : publishing}
          onClose={() => setPublishing(null)}
        />
      )}
      <ConfirmDeleteDialog
        resource={RESOURCE}
        target={deleting && { id: deleting.id, name: `${deleting.alias} v${deleting.version}` }}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
