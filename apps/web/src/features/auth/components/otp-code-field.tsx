import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { OTP_LENGTH } from '@yek/contracts/validation';
import {
  useId,
  useState,
  type ChangeEvent,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';

interface OtpCodeFieldProps {
  label: string;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The 5-digit code as five boxes. One input lies over them, so typing, pasting the whole code
 * (into any box) and the phone's one-time-code autofill all work as in a plain field, and a screen
 * reader meets one labelled field; the boxes show each digit and where the next one goes.
 */
export function OtpCodeField({
  label,
  name,
  required,
  autoFocus,
  error,
  helperText,
  inputRef,
  onChange,
  onBlur,
}: OtpCodeFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // Spaces, dashes or a pasted sentence around the code are dropped.
    const digits = digitsOnly(event.target.value);
    event.target.value = digits;
    setValue(digits);
    onChange?.(event);
  };
  const active = Math.min(value.length, OTP_LENGTH - 1);
  return (
    <Box>
      <FormLabel htmlFor={id} required={required} error={error} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ position: 'relative', display: 'flex', gap: 1.25, maxWidth: 360 }}>
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <Box
            key={index}
            aria-hidden
            sx={{
              flex: 1,
              height: 56,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: '1.5rem',
              fontWeight: 600,
              borderRadius: 1.5,
              border: 2,
              borderColor: error
                ? 'error.main'
                : focused && index === active
                  ? 'primary.light'
                  : 'rgba(255,255,255,0.23)',
              bgcolor: 'rgba(255,255,255,0.04)',
            }}
          >
            {value[index] ?? ''}
          </Box>
        ))}
        <Box
          component="input"
          id={id}
          ref={inputRef}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH * 4}
          required={required}
          autoFocus={autoFocus}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          onChange={change}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            opacity: 0,
            border: 0,
            p: 0,
            m: 0,
            fontSize: 16,
            cursor: 'text',
          }}
        />
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
