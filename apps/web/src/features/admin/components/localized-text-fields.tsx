import Typography from '@mui/material/Typography';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';

interface LocalizedTextFieldsProps<V extends FieldValues, O extends FieldValues = V> {
  form: UseFormReturn<V, unknown, O>;
  /** The array of texts in the body, e.g. `helloSliderLocalizations`; Turkish first, English second. */
  name: string;
  title: { key: string; label: string };
  body?: { key: string; label: string; rows?: number };
  /** Both languages required (a genre's two names), not Turkish alone. */
  englishRequired?: boolean;
}

const LANGUAGES = [
  { index: 0, label: 'admin.form.turkish' },
  { index: 1, label: 'admin.form.english' },
] as const;

/** The Turkish (required) and English (optional) texts of a row. */
export function LocalizedTextFields<V extends FieldValues, O extends FieldValues = V>({
  form,
  name,
  title,
  body,
  englishRequired = false,
}: LocalizedTextFieldsProps<V, O>) {
  const { t } = useTranslation();
  return LANGUAGES.map((language) => (
    <fieldset key={language.index} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {/* A legend always sits at the top of its fieldset: the rule goes above it, as its border. */}
      <Typography
        component="legend"
        variant="subtitle2"
        sx={{ width: '100%', pt: 2, mb: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        {englishRequired && language.index === 1
          ? t('admin.form.englishRequired')
          : t(language.label)}
      </Typography>
      <FormTextField
        form={form}
        name={`${name}.${language.index}.${title.key}` as Path<V>}
        label={title.label}
        required={language.index === 0 || englishRequired}
        sx={{ mb: body ? 2 : 0 }}
      />
      {body && (
        <FormTextField
          form={form}
          name={`${name}.${language.index}.${body.key}` as Path<V>}
          label={body.label}
          multiline
          minRows={body.rows ?? 2}
          maxRows={12}
          required={false}
        />
      )}
    </fieldset>
  ));
}
