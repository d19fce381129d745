import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { PromoCode, PromoCodeBody, SubscriptionPlan } from '@yek/contracts/subscription';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDateTime } from '../../../../lib/dates';
import { usePagedList } from '../../api/get-paged-list';
import { useEntityForm } from '../../hooks/use-entity-form';
import { REQUIRED } from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormCheckbox } from '../../../../components/form-checkbox';
import { FormSelectField } from '../../../../components/form-select-field';
import { FormTextField } from '../../../../components/form-text-field';

const RESOURCE = 'promocode';
const SORTABLE = ['validUntil', 'id', 'code', 'discountPercent', 'validFrom', 'isActive'] as const;

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, as a datetime-local input reads and writes it. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const localDateTime = z
  .string()
  .min(1, REQUIRED)
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.date' });

const PromoFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,32}$/, { error: 'admin.validation.promoCode' }),
    discountPercent: z
      .number(REQUIRED)
      .int({ error: 'admin.validation.percent' })
      .min(1, { error: 'admin.validation.percent' })
      .max(100, { error: 'admin.validation.percent' }),
    planId: z.number().nullable(),
    validFrom: localDateTime,
    validUntil: localDateTime,
    isActive: z.boolean(),
  })
  .refine((v) => Date.parse(v.validUntil) > Date.parse(v.validFrom), {
    path: ['validUntil'],
    error: 'admin.validation.endBeforeStart',
  });
type PromoForm = z.infer<typeof PromoFormSchema>;
const FIELDS = ['code', 'discountPercent', 'planId', 'validFrom', 'validUntil'] as const;

function usePlans() {
  return usePagedList<SubscriptionPlan>('subscriptionplan', {
    pageNumber: 1,
    pageSize: 100,
    orderBy: 'orderNo',
    orderDirection: 'asc',
  });
}

function PromoFormDialog({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const plans = usePlans().data?.items ?? [];
  const now = new Date().toISOString();
  const { form, submit, formError, saving } = useEntityForm<PromoForm, PromoCodeBody>({
    resource: RESOURCE,
    schema: PromoFormSchema,
    values: {
      code: promo?.code ?? '',
      discountPercent: promo?.discountPercent,
      planId: promo?.planId ?? null,
      validFrom: toLocalInput(promo?.validFrom ?? now),
      validUntil: promo ? toLocalInput(promo.validUntil) : '',
      isActive: promo?.isActive ?? true,
    },
    fields: FIELDS,
    toBody: (v) => ({
      ...(promo ? { id: promo.id } : {}),
      ...v,
      validFrom: new Date(v.validFrom).toISOString(),
      validUntil: new Date(v.validUntil).toISOString(),
    }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={promo ? t('admin.promoCodes.edit') : t('admin.promoCodes.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField form={form} name="code" label={t('admin.promoCodes.code')} required />
        <FormTextField
          form={form}
          name="discountPercent"
          label={t('admin.promoCodes.discountPercent')}
          type="number"
          numeric
          required
        />
      </Stack>
      <FormSelectField
        form={form}
        name="planId"
        label={t('admin.promoCodes.plan')}
        emptyLabel={t('admin.promoCodes.allPlans')}
        options={plans.map((p) => ({ value: p.id, label: `${p.name} (${p.alias})` }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="validFrom"
          label={t('admin.promoCodes.validFrom')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          form={form}
          name="validUntil"
          label={t('admin.promoCodes.validUntil')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormCheckbox form={form} name="isActive" label={t('admin.fields.active')} />
    </EntityFormDialog>
  );
}

/** The discount codes learners redeem on the purchase page. */
export function PromoCodesPage() {
  const { t, i18n } = useTranslation();
  const plans = usePlans().data?.items;
  const columns = useMemo<GridColDef<PromoCode>[]>(
    () => [
      { field: 'code', headerName: t('admin.promoCodes.code'), width: 150 },
      {
        field: 'discountPercent',
        headerName: t('admin.promoCodes.discountPercent'),
        type: 'number',
        width: 120,
      },
      {
        field: 'planId',
        headerName: t('admin.promoCodes.plan'),
        flex: 1,
        minWidth: 140,
        valueFormatter: (value: number | null) =>
          value === null
            ? t('admin.promoCodes.allPlans')
            : (plans?.find((p) => p.id === value)?.name ?? `#${value}`),
      },
      {
        field: 'validFrom',
        headerName: t('admin.promoCodes.validFrom'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
      {
        field: 'validUntil',
        headerName: t('admin.promoCodes.validUntil'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
      {
        field: 'isActive',
        headerName: t('admin.fields.active'),
        width: 130,
        valueFormatter: (value: boolean) => (value ? t('admin.fields.yes') : t('admin.fields.no')),
      },
    ],
    [t, i18n.language, plans],
  );
  return (
    <CrudPage<PromoCode>
      title={t('admin.promoCodes.title')}
      description={t('admin.promoCodes.description')}
      addLabel={t('admin.promoCodes.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'validUntil', sort: 'desc' }}
      nameOf={(row) => row.code}
      form={(row, close) => <PromoFormDialog promo={row} onClose={close} />}
    />
  );
}
