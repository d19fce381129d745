import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../hooks/use-field-error';
import { muiRegister } from '../lib/form';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The new password and its repetition; the rules themselves live in the form's schema. */
  names: { password: Path<T>; confirm: Path<T> };
  labels: { password: string; confirm: string };
  autoFocus?: boolean;
}

/**
 * A new password typed twice, each with show and hide. The rules stay in sight under the first
 * until it has an error, so the learner reads them before the server has to refuse.
 */
export function NewPasswordFields<T extends FieldValues>({
  form: { register, formState },
  names,
  labels,
  autoFocus,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const passwordError = get(formState.errors, names.password) as FieldError | undefined;
  const confirmError = get(formState.errors, names.confirm) as FieldError | undefined;
  return (
    <>
      <PasswordField
        {...muiRegister(register(names.password))}
        label={labels.password}
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        error={Boolean(passwordError)}
        helperText={fieldError(passwordError) ?? t('auth.register.passwordHint')}
      />
      <PasswordField
        {...muiRegister(register(names.confirm))}
        label={labels.confirm}
        autoComplete="new-password"
        required
        error={Boolean(confirmError)}
        helperText={fieldError(confirmError)}
      />
    </>
  );
}
