import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../hooks/use-field-error';

interface FormSelectFieldProps<
  V extends FieldValues,
  O extends string | number,
  R extends FieldValues = V,
> {
  form: UseFormReturn<V, unknown, R>;
  name: Path<V>;
  label: string;
  options: readonly { value: O; label: string }[];
  required?: boolean;
  /** An option with no value (e.g. "every plan"), sent as null. */
  emptyLabel?: string;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
}

/** A choice from a list, bound to a form; '' stands for the empty option. */
export function FormSelectField<
  V extends FieldValues,
  O extends string | number,
  R extends FieldValues = V,
>({
  form,
  name,
  label,
  options,
  required,
  emptyLabel,
  disabled,
  helperText,
}: FormSelectFieldProps<V, O, R>) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => {
            const raw = event.target.value;
            const option = options.find((o) => String(o.value) === raw);
            field.onChange(option ? option.value : null);
          }}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText}
          // The empty option names itself ("not chosen") instead of leaving a blank box.
          slotProps={
            emptyLabel !== undefined
              ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
              : undefined
          }
        >
          {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={String(o.value)} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
