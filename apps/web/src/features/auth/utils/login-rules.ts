import type { LoginBody } from '@yek/contracts/auth';
import type { RegisterOptions } from 'react-hook-form';

// LoginBodySchema's rules (both fields required, bounded) as react-hook-form rules: the sign-in
// page is the first download, and the schema library would add a quarter of its weight for two
// presence checks. The messages are the same locale keys; a test checks both agree.
const REQUIRED = 'validation.required';

export const LOGIN_RULES = {
  emailOrPhoneNumber: {
    validate: (value: string) => value.trim().length > 0 || REQUIRED,
    maxLength: { value: 254, message: REQUIRED },
  },
  password: {
    required: REQUIRED,
    maxLength: { value: 256, message: 'validation.passwordMax' },
  },
} satisfies { [K in keyof LoginBody]: RegisterOptions<LoginBody, K> };
