import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminKeys } from '../../api/admin-keys';
import type { QuestionGroupView, QuestionOptionView } from '../../api/get-question-groups';
import { useEntityForm } from '../../hooks/use-entity-form';
import {
  fromLocalizations,
  localizedPair,
  optionalText,
  requiredText,
  toLocalizations,
  REQUIRED,
} from '../../utils/localized-form';
import { EntityFormDialog } from '../entity-form-dialog';
import { FormCheckbox } from '../../../../components/form-checkbox';
import { FormTextField } from '../../../../components/form-text-field';
import { LocalizedTextFields } from '../localized-text-fields';

/** The groups whose option lists are changed here (the others have fixed or their own lists). */
export const OPTION_RESOURCES = {
  purpose: {
    resource: 'englishlearningpurposequestion',
    texts: 'englishLearningPurposeLocalizations',
  },
  interest: { resource: 'interestquestion', texts: 'interestLocalizations' },
} as const;
export type EditableGroup = keyof typeof OPTION_RESOURCES;
export const isEditableGroup = (key: string): key is EditableGroup => key in OPTION_RESOURCES;

/** The question groups page reads again after any of its writes. */
export function useRefreshGroups() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.resource('questiongroup') });
}

const TextsSchema = z.object({
  questionLocalizations: localizedPair(
    { title: requiredText(300), description: optionalText(2000) },
    { title: optionalText(300), description: optionalText(2000) },
  ),
});
type TextsForm = z.infer<typeof TextsSchema>;
interface TextsBody {
  id?: undefined;
  mainQuestionId: number;
  questionLocalizations: { languageId: number; title: string; description: string }[];
}

/** A question's title and explanation in Turkish and English. */
export function QuestionTextsDialog({
  group,
  onClose,
}: {
  group: QuestionGroupView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  const { form, submit, formError, saving } = useEntityForm<TextsForm, TextsBody>({
    resource: 'userregistration/registrationquestion',
    method: 'PUT',
    schema: TextsSchema,
    values: {
      questionLocalizations: fromLocalizations(group.texts, { title: '', description: '' }),
    },
    fields: [
      'questionLocalizations.0.title',
      'questionLocalizations.0.description',
      'questionLocalizations.1.title',
      'questionLocalizations.1.description',
    ],
    toBody: (v) => ({
      mainQuestionId: group.questionId,
      questionLocalizations: toLocalizations(v.questionLocalizations, 'title'),
    }),
    onSaved: () => {
      void refresh();
      onClose();
    },
  });
  return (
    <EntityFormDialog
      open
      title={t('admin.questionGroups.editTexts')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <LocalizedTextFields
        form={form}
        name="questionLocalizations"
        title={{ key: 'title', label: t('admin.fields.title') }}
        body={{ key: 'description', label: t('admin.fields.description'), rows: 2 }}
      />
    </EntityFormDialog>
  );
}

/** An option's place in its list, as the server takes it (0–10,000). */
const OrderNo = z
  .number(REQUIRED)
  .int({ error: 'admin.validation.invalid' })
  .min(0, { error: 'admin.validation.invalid' })
  .max(10_000, { error: 'admin.validation.invalid' });

const OptionSchema = z.object({
  orderNo: OrderNo,
  active: z.boolean(),
  texts: localizedPair(
    { name: requiredText(200), description: optionalText(1000) },
    { name: optionalText(200), description: optionalText(1000) },
  ),
});
type OptionForm = z.infer<typeof OptionSchema>;
type OptionBody = {
  id?: number;
  alias?: string | null;
  orderNo: number;
  active: boolean;
  focusSkills?: string[];
  dailyGoalMinutes?: number | null;
} & Record<string, unknown>;

/**
 * An answer option of the purposes or interests: its names, place and whether it is still offered.
 * What rules and goals read (its alias, skills and daily minutes) is sent back unchanged.
 */
export function OptionDialog({
  group,
  option,
  nextOrderNo,
  onClose,
}: {
  group: EditableGroup;
  option: QuestionOptionView | null;
  nextOrderNo: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  const { resource, texts } = OPTION_RESOURCES[group];
  const { form, submit, formError, saving } = useEntityForm<OptionForm, OptionBody>({
    resource,
    schema: OptionSchema,
    values: {
      orderNo: option?.orderNo ?? nextOrderNo,
      active: option?.active ?? true,
      texts: fromLocalizations(
        (option?.texts ?? []).map((l) => ({ ...l, description: l.description ?? '' })),
        { name: '', description: '' },
      ),
    },
    fields: [
      'orderNo',
      'active',
      'texts.0.name',
      'texts.0.description',
      'texts.1.name',
      'texts.1.description',
    ],
    fieldAliases: { [texts]: 'texts.0.name' },
    toBody: (v) => ({
      ...(option
        ? {
            id: option.id,
            alias: option.alias ?? null,
            focusSkills: option.focusSkills ?? [],
            ...(group === 'purpose' ? { dailyGoalMinutes: option.minutes ?? null } : {}),
          }
        : {}),
      orderNo: v.orderNo,
      active: v.active,
      [texts]: toLocalizations(v.texts, 'name').map((l) => ({
        ...l,
        description: l.description || null,
      })),
    }),
    onSaved: () => {
      void refresh();
      onClose();
    },
  });
  return (
    <EntityFormDialog
      open
      title={option ? t('admin.questionGroups.editOption') : t('admin.questionGroups.addOption')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <FormTextField
          form={form}
          name="orderNo"
          label={t('admin.fields.orderNo')}
          type="number"
          numeric
          required
        />
        <FormCheckbox form={form} name="active" label={t('admin.questionGroups.offered')} />
      </Stack>
      <LocalizedTextFields
        form={form}
        name="texts"
        title={{ key: 'name', label: t('admin.questionGroups.optionName') }}
        body={{ key: 'description', label: t('admin.fields.description'), rows: 2 }}
      />
    </EntityFormDialog>
  );
}

const NameTexts = localizedPair({ name: requiredText(200) }, { name: optionalText(200) });

const FacultySchema = z.object({
  orderNo: OrderNo,
  names: NameTexts,
  departments: z.array(z.object({ id: z.number().optional(), names: NameTexts })).max(200),
});
type FacultyForm = z.infer<typeof FacultySchema>;
interface FacultyBody {
  id?: number;
  orderNo: number;
  facultyLocalizations: { languageId: number; name: string }[];
  facultyDepartments: {
    id?: number;
    orderNo: number;
    facultyDepartmentLocalizations: { languageId: number; name: string }[];
  }[];
}

/**
 * A faculty of the education question with its departments, each named in Turkish and English.
 * Saving replaces the department list: one taken out is removed on the server, which refuses
 * when a learner chose it (its message then shows above the form).
 */
export function FacultyDialog({
  option,
  nextOrderNo,
  onClose,
}: {
  option: QuestionOptionView | null;
  nextOrderNo: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  const faculty = option?.faculty;
  const { form, submit, formError, saving } = useEntityForm<FacultyForm, FacultyBody>({
    resource: 'educationquestion',
    schema: FacultySchema,
    values: {
      orderNo: faculty?.orderNo ?? nextOrderNo,
      names: fromLocalizations(faculty?.facultyLocalizations ?? [], { name: '' }),
      departments: (faculty?.facultyDepartments ?? []).map((d) => ({
        id: d.id,
        names: fromLocalizations(d.facultyDepartmentLocalizations, { name: '' }),
      })),
    },
    fields: ['orderNo', 'names.0.name', 'names.1.name'],
    fieldAliases: { facultyLocalizations: 'names.0.name' },
    toBody: (v) => ({
      ...(faculty ? { id: faculty.id } : {}),
      orderNo: v.orderNo,
      facultyLocalizations: toLocalizations(v.names, 'name'),
      facultyDepartments: v.departments.map((d, index) => ({
        ...(d.id ? { id: d.id } : {}),
        orderNo: index + 1,
        facultyDepartmentLocalizations: toLocalizations(d.names, 'name'),
      })),
    }),
    onSaved: () => {
      void refresh();
      onClose();
    },
  });
  const departments = useFieldArray({ control: form.control, name: 'departments' });
  return (
    <EntityFormDialog
      open
      title={faculty ? t('admin.questionGroups.editFaculty') : t('admin.questionGroups.addFaculty')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <FormTextField
        form={form}
        name="orderNo"
        label={t('admin.fields.orderNo')}
        type="number"
        numeric
        required
      />
      <LocalizedTextFields
        form={form}
        name="names"
        title={{ key: 'name', label: t('admin.questionGroups.facultyName') }}
      />
      <Typography
        component="h3"
        variant="subtitle1"
        sx={{ pt: 2, mt: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {t('admin.questionGroups.departments', { count: departments.fields.length })}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {departments.fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1 }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: 1 }}>
              <FormTextField
                form={form}
                name={`departments.${index}.names.0.name`}
                label={t('admin.questionGroups.departmentNameTr', { number: index + 1 })}
                required
              />
              <FormTextField
                form={form}
                name={`departments.${index}.names.1.name`}
                label={t('admin.questionGroups.departmentNameEn', { number: index + 1 })}
                required={false}
              />
            </Stack>
            <IconButton
              aria-label={t('admin.questionGroups.removeDepartment', { number: index + 1 })}
              onClick={() => departments.remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<AddOutlined />}
        onClick={() => departments.append({ names: [{ name: '' }, { name: '' }] })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.questionGroups.addDepartment')}
      </Button>
    </EntityFormDialog>
  );
}

const StudentAnswerSchema = z.object({ names: NameTexts });
type StudentAnswerForm = z.infer<typeof StudentAnswerSchema>;
interface StudentAnswerBody {
  id?: undefined;
  answerBooleanType: boolean;
  studentQuestionAnswerLocalizations: { languageId: number; name: string }[];
}

/** The label of the student question's yes or no answer; both answers always exist. */
export function StudentAnswerDialog({
  option,
  onClose,
}: {
  option: QuestionOptionView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshGroups();
  const { form, submit, formError, saving } = useEntityForm<StudentAnswerForm, StudentAnswerBody>({
    resource: 'studentquestion',
    method: 'PUT',
    schema: StudentAnswerSchema,
    values: { names: fromLocalizations(option.texts ?? [], { name: '' }) },
    fields: ['names.0.name', 'names.1.name'],
    fieldAliases: { studentQuestionAnswerLocalizations: 'names.0.name' },
    toBody: (v) => ({
      answerBooleanType: option.answerBooleanType ?? false,
      studentQuestionAnswerLocalizations: toLocalizations(v.names, 'name'),
    }),
    onSaved: () => {
      void refresh();
      onClose();
    },
  });
  return (
    <EntityFormDialog
      open
      title={
        option.answerBooleanType
          ? t('admin.questionGroups.editYes')
          : t('admin.questionGroups.editNo')
      }
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      formError={formError}
    >
      <LocalizedTextFields
        form={form}
        name="names"
        title={{ key: 'name', label: t('admin.questionGroups.answerLabel') }}
      />
    </EntityFormDialog>
  );
}
