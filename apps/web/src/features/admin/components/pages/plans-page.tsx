import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  PlanTypeNameSchema,
  type SubscriptionPlan,
  type SubscriptionPlanBody,
} from '@yek/contracts/subscription';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
import { FormCheckbox } from '../../../../components/form-checkbox';
import { FormSelectField } from '../../../../components/form-select-field';
import { FormTextField } from '../../../../components/form-text-field';
import { LocalizedTextFields } from '../localized-text-fields';

const RESOURCE = 'subscriptionplan';
const SORTABLE = ['orderNo', 'id', 'alias', 'planType', 'price', 'isActive'] as const;

const storeId = z
  .string()
  .trim()
  .max(100, { error: 'admin.validation.tooLong' })
  .transform((v) => v || null);
const PlanFormSchema = z.object({
  alias: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'admin.validation.alias' }),
  planType: PlanTypeNameSchema,
  price: z
    .number(REQUIRED)
    .positive({ error: 'admin.validation.price' })
    .max(1_000_000, { error: 'admin.validation.price' }),
  appStoreProductId: storeId,
  playStoreProductId: storeId,
  isActive: z.boolean(),
  orderNo: z
    .number(REQUIRED)
    .int({ error: 'admin.validation.invalid' })
    .min(0, { error: 'admin.validation.invalid' }),
  subscriptionPlanLocalizations: localizedPair(
    { name: requiredText(100), description: optionalText(1000) },
    { name: optionalText(100), description: optionalText(1000) },
  ),
});
type PlanFormInput = z.input<typeof PlanFormSchema>;
type PlanForm = z.output<typeof PlanFormSchema>;
const FIELDS = [
  'alias',
  'planType',
  'price',
  'appStoreProductId',
  'playStoreProductId',
  'orderNo',
  'subscriptionPlanLocalizations.0.name',
  'subscriptionPlanLocalizations.0.description',
  'subscriptionPlanLocalizations.1.name',
  'subscriptionPlanLocalizations.1.description',
] as const;

function PlanFormDialog({ plan, onClose }: { plan: SubscriptionPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useEntityForm<
    PlanFormInput,
    SubscriptionPlanBody,
    PlanForm
  >({
    resource: RESOURCE,
    schema: PlanFormSchema,
    values: {
      alias: plan?.alias ?? '',
      planType: plan?.planType ?? 'Monthly',
      price: plan?.price,
      appStoreProductId: plan?.appStoreProductId ?? '',
      playStoreProductId: plan?.playStoreProductId ?? '',
      isActive: plan?.isActive ?? true,
      orderNo: plan?.orderNo ?? 0,
      subscriptionPlanLocalizations: fromLocalizations(plan?.subscriptionPlanLocalizations ?? [], {
        name: '',
        description: '',
      }),
    },
    fields: FIELDS,
    toBody: (v) => ({
      ...(plan ? { id: plan.id } : {}),
      ...v,
      subscriptionPlanLocalizations: toLocalizations(v.subscriptionPlanLocalizations, 'name'),
    }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={plan ? t('admin.plans.edit') : t('admin.plans.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField form={form} name="alias" label={t('admin.plans.alias')} required />
        <FormSelectField
          form={form}
          name="planType"
          label={t('admin.plans.planType')}
          required
          options={PlanTypeNameSchema.options.map((type) => ({
            value: type,
            label: t(`admin.plans.types.${type}`),
          }))}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="price"
          label={t('admin.plans.price')}
          type="number"
          numeric
          required
          slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
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
      <FormTextField
        form={form}
        name="appStoreProductId"
        label={t('admin.plans.appStoreProductId')}
      />
      <FormTextField
        form={form}
        name="playStoreProductId"
        label={t('admin.plans.playStoreProductId')}
      />
      <FormCheckbox form={form} name="isActive" label={t('admin.fields.active')} />
      <LocalizedTextFields
        form={form}
        name="subscriptionPlanLocalizations"
        title={{ key: 'name', label: t('admin.plans.name') }}
        body={{ key: 'description', label: t('admin.fields.description') }}
      />
    </EntityFormDialog>
  );
}

/** The plans learners buy, withdrawn ones too. */
export function PlansPage() {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<SubscriptionPlan>[]>(
    () => [
      { field: 'orderNo', headerName: t('admin.fields.orderNo'), type: 'number', width: 80 },
      { field: 'alias', headerName: t('admin.plans.alias'), width: 140 },
      { field: 'name', headerName: t('admin.plans.name'), flex: 1, minWidth: 150 },
      {
        field: 'planType',
        headerName: t('admin.plans.planType'),
        width: 130,
        valueFormatter: (value: string) => t(`admin.plans.types.${value}`),
      },
      {
        field: 'price',
        headerName: t('admin.plans.price'),
        width: 120,
        type: 'number',
        valueFormatter: (_v, row) => row.priceText,
      },
      {
        field: 'isActive',
        headerName: t('admin.fields.active'),
        width: 130,
        valueFormatter: (value: boolean) => (value ? t('admin.fields.yes') : t('admin.fields.no')),
      },
    ],
    [t],
  );
  return (
    <CrudPage<SubscriptionPlan>
      title={t('admin.plans.title')}
      description={t('admin.plans.description')}
      addLabel={t('admin.plans.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'orderNo', sort: 'asc' }}
      nameOf={(row) => row.name}
      form={(row, close) => <PlanFormDialog plan={row} onClose={close} />}
    />
  );
}
