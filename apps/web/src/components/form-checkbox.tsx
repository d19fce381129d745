import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../hooks/use-field-error';

/** A yes/no field of a form, its message (the schema's or the server's) under it. */
export function FormCheckbox<V extends FieldValues, O extends FieldValues = V>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  label: string;
}) {
  const errorText = useFieldErrorText();
  const messageId = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const message = errorText(fieldState.error);
        return (
          <FormControl error={Boolean(message)}>
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  name={field.name}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': Boolean(message),
                      'aria-describedby': message ? messageId : undefined,
                    },
                  }}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
            {message && (
              <FormHelperText id={messageId} sx={{ mt: -0.5 }}>
                {message}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
