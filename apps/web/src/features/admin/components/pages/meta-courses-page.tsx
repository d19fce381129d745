import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  META_LEVELS,
  MetaLevelSchema,
  type MetaCourseRecord,
  type MetaCourseUpdateBody,
} from '@yek/contracts/metacourse';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEntityForm } from '../../hooks/use-entity-form';
import { requiredText } from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormCheckbox } from '../../../../components/form-checkbox';
import { FormSelectField } from '../../../../components/form-select-field';
import { FormTextField } from '../../../../components/form-text-field';

const RESOURCE = 'metacourse';
const SORTABLE = ['id', 'titleTr', 'titleEn', 'minLevel', 'taskCount', 'published'] as const;

const MetaCourseFormSchema = z
  .object({
    titleTr: requiredText(120),
    titleEn: requiredText(120),
    descriptionTr: requiredText(2000),
    descriptionEn: requiredText(2000),
    minLevel: MetaLevelSchema,
    maxLevel: MetaLevelSchema,
    published: z.boolean(),
  })
  .refine((v) => META_LEVELS.indexOf(v.minLevel) <= META_LEVELS.indexOf(v.maxLevel), {
    error: 'admin.validation.levelRange',
    path: ['maxLevel'],
  });
type MetaCourseForm = z.infer<typeof MetaCourseFormSchema>;
const FIELDS = [
  'titleTr',
  'titleEn',
  'descriptionTr',
  'descriptionEn',
  'minLevel',
  'maxLevel',
  'published',
] as const;

const LEVEL_OPTIONS = META_LEVELS.map((level) => ({ value: level, label: level }));

function MetaCourseFormDialog({
  course,
  onClose,
}: {
  course: MetaCourseRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useEntityForm<MetaCourseForm, MetaCourseUpdateBody>({
    resource: RESOURCE,
    schema: MetaCourseFormSchema,
    values: {
      titleTr: course.titleTr,
      titleEn: course.titleEn,
      descriptionTr: course.descriptionTr,
      descriptionEn: course.descriptionEn,
      minLevel: course.minLevel,
      maxLevel: course.maxLevel,
      published: course.published,
    },
    fields: FIELDS,
    toBody: (v) => ({ id: course.id, ...v }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={t('admin.metaCourses.edit')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      {course.slug && (
        <Alert severity="info">{t('admin.metaCourses.loadedNote', { slug: course.slug })}</Alert>
      )}
      <FormTextField form={form} name="titleTr" label={t('admin.metaCourses.titleTr')} required />
      <FormTextField form={form} name="titleEn" label={t('admin.metaCourses.titleEn')} required />
      <FormTextField
        form={form}
        name="descriptionTr"
        label={t('admin.metaCourses.descriptionTr')}
        required
        multiline
        minRows={3}
      />
      <FormTextField
        form={form}
        name="descriptionEn"
        label={t('admin.metaCourses.descriptionEn')}
        required
        multiline
        minRows={3}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          form={form}
          name="minLevel"
          label={t('admin.metaCourses.minLevel')}
          options={LEVEL_OPTIONS}
          required
        />
        <FormSelectField
          form={form}
          name="maxLevel"
          label={t('admin.metaCourses.maxLevel')}
          options={LEVEL_OPTIONS}
          required
        />
      </Stack>
      <FormCheckbox form={form} name="published" label={t('admin.metaCourses.published')} />
    </EntityFormDialog>
  );
}

/**
 * The meta courses: their texts, levels and whether learners see them. The tasks come from the
 * content files, so courses are not added here; a changed course keeps its texts over later loads.
 */
export function MetaCoursesPage() {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<MetaCourseRecord>[]>(
    () => [
      { field: 'id', headerName: t('admin.fields.id'), type: 'number', width: 70 },
      { field: 'titleTr', headerName: t('admin.metaCourses.titleTr'), flex: 1, minWidth: 160 },
      { field: 'titleEn', headerName: t('admin.metaCourses.titleEn'), flex: 1, minWidth: 160 },
      {
        field: 'minLevel',
        headerName: t('admin.metaCourses.levels'),
        width: 110,
        valueFormatter: (_v, row) =>
          row.minLevel === row.maxLevel ? row.minLevel : `${row.minLevel}–${row.maxLevel}`,
      },
      {
        field: 'taskCount',
        headerName: t('admin.metaCourses.taskCount'),
        type: 'number',
        width: 100,
      },
      {
        field: 'published',
        headerName: t('admin.metaCourses.published'),
        width: 130,
        valueFormatter: (value: boolean) => (value ? t('admin.fields.yes') : t('admin.fields.no')),
      },
    ],
    [t],
  );
  return (
    <CrudPage<MetaCourseRecord>
      title={t('admin.metaCourses.title')}
      description={t('admin.metaCourses.description')}
      resource={RESOURCE}
      listUrl={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'id', sort: 'asc' }}
      nameOf={(row) => row.titleTr}
      form={(row, close) => row && <MetaCourseFormDialog course={row} onClose={close} />}
    />
  );
}
