import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../hooks/use-field-error';
import { muiRegister } from '../lib/form';

type FormTextFieldProps<V extends FieldValues, O extends FieldValues = V> = Omit<
  TextFieldProps,
  'name' | 'form'
> & {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  /** Reads the input as a number (empty stays empty, for the schema to call required). */
  numeric?: boolean;
};

/** A text input bound to a form, its message (the schema's or the server's) under it. */
export function FormTextField<V extends FieldValues, O extends FieldValues = V>({
  form,
  name,
  numeric,
  ...props
}: FormTextFieldProps<V, O>) {
  const errorText = useFieldErrorText();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return (
    <TextField
      fullWidth
      {...props}
      {...muiRegister(
        form.register(
          name,
          numeric ? { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) } : {},
        ),
      )}
      error={Boolean(error)}
      helperText={errorText(error) ?? props.helperText}
    />
  );
}
