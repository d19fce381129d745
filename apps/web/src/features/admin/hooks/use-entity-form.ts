import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { isEnvelope } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useSaveEntityMutation } from '../api/save-entity';

interface EntityFormOptions<
  V extends FieldValues,
  B extends { id?: number | undefined },
  O extends FieldValues,
> {
  resource: string;
  /** Reads the inputs (V) into what the body is made from (O). */
  schema: z.ZodType<O, V>;
  values: DefaultValues<V>;
  /** Every input's name, so a server message on `helloSliderLocalizations.0.title` finds it. */
  fields: readonly Path<V>[];
  /** Body field names the server may name that the form shows under another name. */
  fieldAliases?: Readonly<Record<string, Path<V>>>;
  toBody: (values: O) => B;
  onSaved: () => void;
  /** PUT {resource}/{id} rather than PUT {resource} with the id in the body. */
  idInPath?: boolean;
  /** Always PUT (texts changed in place, without an id). */
  method?: 'PUT';
}

/**
 * A management form: checked in the browser with its schema, sent as POST or PUT, and a refusal
 * shown where it belongs: on its field when the server named one, above the form otherwise.
 */
export function useEntityForm<
  V extends FieldValues,
  B extends { id?: number | undefined },
  O extends FieldValues = V,
>({
  resource,
  schema,
  values,
  fields,
  fieldAliases,
  toBody,
  onSaved,
  idInPath,
  method,
}: EntityFormOptions<V, B, O>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveEntityMutation<unknown, B>(resource, { idInPath, method });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues: values });
  const submit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await save.mutateAsync(toBody(v));
      enqueueSnackbar(t('admin.form.saved'), { variant: 'success' });
      onSaved();
    } catch (error) {
      const named = fieldAliases ? renameFieldErrors(error, fieldAliases) : error;
      if (!applyServerFieldErrors(named, fields, form.setError)) setFormError(errorMessage(error));
    }
  });
  return { form, submit, formError, saving: save.isPending };
}

/** The refusal with its field messages moved to the form's names for them. */
function renameFieldErrors(error: unknown, aliases: Readonly<Record<string, string>>): unknown {
  if (!isEnvelope(error) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [aliases[field] ?? field, messages]),
  );
  return { ...error, errors };
}
