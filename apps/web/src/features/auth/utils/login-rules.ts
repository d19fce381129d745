import type { LoginBody } from '@yek/contracts/auth';
import type { RegisterOptions } from 'react-hook-form';

// LoginBodySchema's rules (both fields required, bounded), written out: the sign-in page is the
// first download, and the schema library would add a quarter of its weight for two presence
// checks (react-hook-form another sixteenth, see docs/decisions/0005). They keep the shape of
// react-hook-form rules and the same locale keys as messages; a test checks both agree.
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

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/** The rules applied in react-hook-form's order (required, length, validate): a message per field. */
export function validateLogin({ emailOrPhoneNumber, password }: LoginBody): LoginErrors {
  const errors: LoginErrors = {};
  const identity = LOGIN_RULES.emailOrPhoneNumber;
  const identityCheck = identity.validate(emailOrPhoneNumber);
  if (emailOrPhoneNumber.length > identity.maxLength.value) {
    errors.emailOrPhoneNumber = identity.maxLength.message;
  } else if (identityCheck !== true) {
    errors.emailOrPhoneNumber = identityCheck;
  }
  const secret = LOGIN_RULES.password;
  if (password.length === 0) errors.password = secret.required;
  else if (password.length > secret.maxLength.value) errors.password = secret.maxLength.message;
  return errors;
}
