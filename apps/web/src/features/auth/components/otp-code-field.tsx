import { OTP_LENGTH } from '@yek/contracts/validation';
import { TextInput, type TextInputProps } from '../../../components/text-input';

/** The 5-digit code input: numeric keyboard on phones, one-time-code autofill. */
export function OtpCodeField(props: Omit<TextInputProps, 'htmlInput' | 'type'>) {
  return (
    <TextInput
      {...props}
      autoComplete="one-time-code"
      htmlInput={{
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: OTP_LENGTH,
        style: { letterSpacing: '0.5em', fontSize: '1.4rem', textAlign: 'center' },
      }}
    />
  );
}
