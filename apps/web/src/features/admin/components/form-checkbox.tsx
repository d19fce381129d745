import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** A yes/no field of a management form. */
export function FormCheckbox<V extends FieldValues, O extends FieldValues = V>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
