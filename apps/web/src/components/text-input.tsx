import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export interface TextInputProps {
  label: string;
  name?: string;
  type?: string;
  value?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Keeps the label above the box, for inputs that always show something (dates). */
  shrinkLabel?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** Attributes for the <input> itself: inputMode, maxLength, pattern... */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field built from MUI's parts. MUI's TextField also imports Select and with it
 * menus, popovers and modals, which the sign-in pages would download without ever showing.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  endAdornment,
  shrinkLabel,
  htmlInput,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
