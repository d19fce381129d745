import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { HelloSlider, HelloSliderBody } from '@yek/contracts/reference';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldErrorText } from '../../../../hooks/use-field-error';
import { LOGIN_PAGE_ALIAS, useSliderPageAliases } from '../../api/get-slider-page-aliases';
import { useEntityForm } from '../../hooks/use-entity-form';
import {
  fromLocalizations,
  inLanguage,
  localizedPair,
  optionalText,
  requiredText,
  toLocalizations,
  REQUIRED,
} from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { LocalizedTextFields } from '../localized-text-fields';
import { SlideImageField } from '../slide-image-field';
import { Thumbnail } from '../thumbnail';

const RESOURCE = 'helloslider';
const SORTABLE = ['orderNo', 'id', 'pageAlias', 'viewType'] as const;

const SliderFormSchema = z.object({
  pageAlias: requiredText(64),
  orderNo: z
    .number(REQUIRED)
    .int({ error: 'admin.validation.invalid' })
    .min(0, { error: 'admin.validation.invalid' }),
  viewType: z
    .number(REQUIRED)
    .int({ error: 'admin.validation.invalid' })
    .min(0, { error: 'admin.validation.invalid' }),
  imageFilePath: optionalText(512),
  helloSliderLocalizations: localizedPair(
    { title: requiredText(200), description: optionalText(2000) },
    { title: optionalText(200), description: optionalText(2000) },
  ),
});
type SliderForm = z.infer<typeof SliderFormSchema>;
const FIELDS = [
  'pageAlias',
  'orderNo',
  'viewType',
  'imageFilePath',
  'helloSliderLocalizations.0.title',
  'helloSliderLocalizations.0.description',
  'helloSliderLocalizations.1.title',
  'helloSliderLocalizations.1.description',
] as const;

function SliderFormDialog({
  slider,
  onClose,
}: {
  slider: HelloSlider | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const aliases = useSliderPageAliases();
  const { form, submit, formError, saving } = useEntityForm<SliderForm, HelloSliderBody>({
    resource: RESOURCE,
    schema: SliderFormSchema,
    values: {
      pageAlias: slider?.pageAlias ?? 'login',
      orderNo: slider?.orderNo ?? 0,
      viewType: slider?.viewType ?? 1,
      imageFilePath: slider?.imageFilePath ?? '',
      helloSliderLocalizations: fromLocalizations(slider?.helloSliderLocalizations ?? [], {
        title: '',
        description: '',
      }),
    },
    fields: FIELDS,
    toBody: (v) => ({
      ...(slider ? { id: slider.id } : {}),
      pageAlias: v.pageAlias,
      orderNo: v.orderNo,
      viewType: v.viewType,
      imageFilePath: v.imageFilePath || null,
      helloSliderLocalizations: toLocalizations(v.helloSliderLocalizations, 'title'),
    }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={slider ? t('admin.sliders.edit') : t('admin.sliders.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <Controller
        control={form.control}
        name="pageAlias"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            autoSelect
            options={aliases.data ?? [LOGIN_PAGE_ALIAS]}
            value={field.value}
            onChange={(_e, value) => field.onChange(value ?? '')}
            onInputChange={(_e, value, reason) => {
              if (reason === 'input') field.onChange(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label={t('admin.sliders.pageAlias')}
                required
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error) ?? t('admin.sliders.pageAliasHelp')}
              />
            )}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="orderNo"
          label={t('admin.fields.orderNo')}
          type="number"
          numeric
          required
        />
        <FormTextField
          form={form}
          name="viewType"
          label={t('admin.sliders.viewType')}
          type="number"
          numeric
          required
        />
      </Stack>
      <SlideImageField form={form} name="imageFilePath" />
      <LocalizedTextFields
        form={form}
        name="helloSliderLocalizations"
        title={{ key: 'title', label: t('admin.fields.title') }}
        body={{ key: 'description', label: t('admin.fields.description'), rows: 3 }}
      />
    </EntityFormDialog>
  );
}

/** The welcome slides of the sign-in page (pageAlias login) and of other views. */
export function SlidersPage() {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<HelloSlider>[]>(
    () => [
      { field: 'orderNo', headerName: t('admin.fields.orderNo'), type: 'number', width: 90 },
      { field: 'pageAlias', headerName: t('admin.sliders.pageAlias'), width: 130 },
      {
        field: 'title',
        headerName: t('admin.fields.title'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) =>
          inLanguage(row.helloSliderLocalizations, i18n.language)?.title ?? '',
      },
      {
        field: 'languages',
        headerName: t('admin.fields.languages'),
        width: 120,
        valueGetter: (_v, row) =>
          row.helloSliderLocalizations.map((l) => l.cultureName.slice(0, 2)).join(', '),
      },
      { field: 'viewType', headerName: t('admin.sliders.viewType'), type: 'number', width: 110 },
      {
        field: 'imageFilePath',
        headerName: t('admin.sliders.image'),
        width: 96,
        renderCell: ({ row }) => (row.imageFilePath ? <Thumbnail src={row.imageFilePath} /> : null),
      },
    ],
    [t, i18n.language],
  );
  return (
    <CrudPage<HelloSlider>
      title={t('admin.sliders.title')}
      description={t('admin.sliders.description')}
      addLabel={t('admin.sliders.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'orderNo', sort: 'asc' }}
      nameOf={(row) =>
        inLanguage(row.helloSliderLocalizations, i18n.language)?.title ?? `#${row.id}`
      }
      form={(row, close) => <SliderFormDialog slider={row} onClose={close} />}
    />
  );
}
