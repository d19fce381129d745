import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
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

const OptionSchema = z.object({
  orderNo: z
    .number(REQUIRED)
    .int({ error: 'admin.validation.invalid' })
    .min(0, { error: 'admin.validation.invalid' })
    .max(10_000, { error: 'admin.validation.invalid' }),
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
