import type { GridColDef } from '@mui/x-data-grid';
import type { JobListItem } from '@yek/contracts/registration-content';
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
} from '../../utils/localized-form';
import { CrudPage } from '../crud-page';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { LocalizedTextFields } from '../localized-text-fields';

const RESOURCE = 'job';
const SORTABLE = ['name', 'id'] as const;

/** The server's job body (registration-content.ts): an optional alias and the names. */
const JobFormSchema = z.object({
  alias: z
    .string()
    .trim()
    .regex(/^([a-z0-9-]{2,40})?$/, { error: 'admin.validation.alias' })
    .transform((v) => v || null),
  jobLocalizations: localizedPair({ name: requiredText(200) }, { name: optionalText(200) }),
});
type JobFormInput = z.input<typeof JobFormSchema>;
type JobForm = z.output<typeof JobFormSchema>;
interface JobBody {
  id?: number;
  alias: string | null;
  jobLocalizations: { name: string; languageId: number }[];
}
/** An occupation a learner chose cannot go (JOB_IN_USE): it offers no delete. */
const unused = (job: JobListItem) => job.userCount === 0;
const FIELDS = ['alias', 'jobLocalizations.0.name', 'jobLocalizations.1.name'] as const;

function JobFormDialog({ job, onClose }: { job: JobListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useEntityForm<JobFormInput, JobBody, JobForm>({
    resource: RESOURCE,
    schema: JobFormSchema,
    values: {
      alias: job?.alias ?? '',
      jobLocalizations: fromLocalizations(job?.jobLocalizations ?? [], { name: '' }),
    },
    fields: FIELDS,
    toBody: (v) => ({
      ...(job ? { id: job.id } : {}),
      alias: v.alias,
      jobLocalizations: toLocalizations(v.jobLocalizations, 'name'),
    }),
    onSaved: onClose,
  });
  return (
    <EntityFormDialog
      open
      title={job ? t('admin.jobs.edit') : t('admin.jobs.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <FormTextField
        form={form}
        name="alias"
        label={t('admin.jobs.alias')}
        helperText={t('admin.jobs.aliasHelp')}
      />
      <LocalizedTextFields
        form={form}
        name="jobLocalizations"
        title={{ key: 'name', label: t('admin.jobs.name') }}
      />
    </EntityFormDialog>
  );
}

/**
 * The occupations the setup's job question offers (editors and admins). One a learner chose
 * stays: their answer points at it, so it offers no delete.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<JobListItem>[]>(
    () => [
      { field: 'id', headerName: t('admin.fields.id'), type: 'number', width: 80 },
      { field: 'name', headerName: t('admin.jobs.name'), flex: 1, minWidth: 180 },
      { field: 'alias', headerName: t('admin.jobs.alias'), width: 160 },
      {
        field: 'userCount',
        headerName: t('admin.jobs.userCount'),
        type: 'number',
        width: 140,
      },
    ],
    [t],
  );
  return (
    <CrudPage<JobListItem>
      title={t('admin.jobs.title')}
      description={t('admin.jobs.description')}
      addLabel={t('admin.jobs.add')}
      resource={RESOURCE}
      columns={columns}
      sortable={SORTABLE}
      defaultSort={{ field: 'name', sort: 'asc' }}
      canDelete={unused}
      nameOf={(row) => row.name}
      form={(row, close) => <JobFormDialog job={row} onClose={close} />}
    />
  );
}
