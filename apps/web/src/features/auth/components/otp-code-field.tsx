import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { OTP_LENGTH } from '@yek/contracts/validation';

/** The 5-digit code input: numeric keyboard on phones, one-time-code autofill. */
export function OtpCodeField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: OTP_LENGTH,
          style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
        },
      }}
    />
  );
}
