import { LoginBodySchema } from '@yek/contracts/auth';
import { describe, expect, it } from 'vitest';
import { LOGIN_RULES } from './login-rules';

function rulesAccept(values: { emailOrPhoneNumber: string; password: string }): boolean {
  const identity = LOGIN_RULES.emailOrPhoneNumber;
  const password = LOGIN_RULES.password;
  return (
    identity.validate(values.emailOrPhoneNumber) === true &&
    values.emailOrPhoneNumber.length <= identity.maxLength.value &&
    values.password.length > 0 &&
    values.password.length <= password.maxLength.value
  );
}

describe('LOGIN_RULES', () => {
  it('accept and refuse what LoginBodySchema accepts and refuses', () => {
    const samples = [
      { emailOrPhoneNumber: 'ayse@example.com', password: 'x' },
      { emailOrPhoneNumber: '', password: 'x' },
      { emailOrPhoneNumber: '   ', password: 'x' },
      { emailOrPhoneNumber: 'ayse@example.com', password: '' },
      { emailOrPhoneNumber: 'a'.repeat(255), password: 'x' },
      { emailOrPhoneNumber: 'a', password: 'p'.repeat(257) },
    ];
    for (const sample of samples) {
      expect(rulesAccept(sample), JSON.stringify(sample).slice(0, 60)).toBe(
        LoginBodySchema.safeParse(sample).success,
      );
    }
  });
});
