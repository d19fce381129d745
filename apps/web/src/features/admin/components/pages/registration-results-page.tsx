import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type {
  RegistrationResult,
  RegistrationResultBody,
} from '@yek/contracts/registration-content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRegistrationStages } from '../../api/get-registration-stages';
import { useEntityForm } from '../../hooks/use-entity-form';
import {
  fromLocalizations,
  localizedPair,
  optionalText,
  requiredText,
  toLocalizations,
  REQUIRED,
} from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormSelectField } from '../../../../components/form-select-field';
import { FormTextField } from '../../../../components/form-text-field';
import { LocalizedTextFields } from '../localized-text-fields';

const RESOURCE = 'registrationresult';
const SORTABLE = ['stageOrderNo', 'id', 'ruleKey', 'orderNo'] as const;

const ResultFormSchema = z.object({
  registrationStageId: z.number(REQUIRED),
  ruleKey: z
    .string()
    .trim()
    .max(60, { error: 'admin.validation.tooLong' })
    .regex(/^[a-z][a-z-]*(:[a-z0-9+-]+)?$/, { error: 'admin.validation.invalid' }),
  orderNo: z
    .number(REQUIRED)
    .int({ error: 'admin.validation.invalid' })
    .min(0, { error: 'admin.validation.invalid' }),
  registrationResultLocalizations: localizedPair(
    { title: requiredText(300), description: optionalText(2000) },
    { title: optionalText(300), description: optionalText(2000) },
  ),
});
type ResultForm = z.infer<typeof ResultFormSchema>;
const FIELDS = [
  'registrationStageId',
  'ruleKey',
  'orderNo',
  'registrationResultLocalizations.0.title',
  'registrationResultLocalizations.0.description',
  'registrationResultLocalizations.1.title',
  'registrationResultLocalizations.1.description',
] as const;

function ResultFormDialog({
  result,
  onClose,
}: {
  result: RegistrationResult | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const stages = useRegistrationStages(i18n.language).data ?? [];
  const { form, submit, formError, saving } = useEntityForm<ResultForm, RegistrationResultBody>({
    resource: RESOURCE,
    schema: ResultFormSchema,
    values: {
      registrationStageId: result?.registrationStageId,
      ruleKey: result?.ruleKey ?? 'default',
      orderNo: result?.orderNo ?? 0,
      registrationResultLocalizations: fromLocalizations(
        result?.registrationResultLocalizations ?? [],
        { title: '', description: '' },
      ),
    },
    fields: FIELDS,
    toBody: (v) => ({
      ...(result ? { id: result.id } : {}),
      ...v,
      registrationResultLocalizations: toLocalizations(v.registrationResultLocalizations, 'title'),
    }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={result ? t('admin.registrationResults.edit') : t('admin.registrationResults.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <FormSelectField
        form={form}
        name="registrationStageId"
        label={t('admin.registrationResults.stage')}
        required
        options={stages.map((s) => ({ value: s.id, label: `${s.orderNo}. ${s.name}` }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="ruleKey"
          label={t('admin.registrationResults.ruleKey')}
          helperText={t('admin.registrationResults.ruleKeyHelp')}
          required
        />
        <FormTextField
          form={form}
          name="orderNo"
          label={t('admin.fields.orderNo')}
          type="number"
          numeric
          required
        />
      </Stack>
      <LocalizedTextFields
        form={form}
        name="registrationResultLocalizations"
        title={{ key: 'title', label: t('admin.fields.title') }}
        body={{ key: 'description', label: t('admin.fields.description'), rows: 3 }}
      />
    </EntityFormDialog>
  );
}

/** The texts the setup ends with, per stage and rule. */
export function RegistrationResultsPage() {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<RegistrationResult>[]>(
    () => [
      {
        field: 'stageOrderNo',
        headerName: t('admin.registrationResults.stage'),
        width: 200,
        valueFormatter: (_v, row) => `${row.stageOrderNo}. ${row.stageName}`,
      },
      { field: 'ruleKey', headerName: t('admin.registrationResults.ruleKey'), width: 170 },
      { field: 'orderNo', headerName: t('admin.fields.orderNo'), type: 'number', width: 80 },
      { field: 'title', headerName: t('admin.fields.title'), flex: 1, minWidth: 200 },
    ],
    [t],
  );
  return (
    <CrudPage<RegistrationResult>
      title={t('admin.registrationResults.title')}
      description={t('admin.registrationResults.description')}
      addLabel={t('admin.registrationResults.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'stageOrderNo', sort: 'asc' }}
      nameOf={(row) => row.title || row.ruleKey}
      form={(row, close) => <ResultFormDialog result={row} onClose={close} />}
    />
  );
}
