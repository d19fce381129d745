import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The empty first entry, which asks for a choice. */
  placeholder: string;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string | null;
}

/**
 * A list to pick from, drawn by the browser: on a phone that is the system's own wheel or sheet,
 * which handles long lists of faculties and departments better than a menu would.
 */
export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  required,
  error,
  helperText,
}: SelectFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth required={required} disabled={disabled} error={error}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': helperId }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
