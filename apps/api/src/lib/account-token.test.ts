import { describe, expect, it } from 'vitest';
import { createAccountTokens } from './account-token';

describe('store account tokens', () => {
  const tokens = createAccountTokens('a-secret-long-enough-for-the-tests-here');
  const expiresAt = new Date('2026-11-22T10:30:00Z');

  it('is a version 8 UUID that names the account and its expiry', () => {
    const token = tokens.issue(123456, expiresAt);
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tokens.verify(token)).toEqual({ userId: 123456, expiresAt });
    expect(tokens.verify(token.toUpperCase())).toEqual({ userId: 123456, expiresAt });
  });

  it('does not show the account id to the stores', () => {
    const first = tokens.issue(1, expiresAt);
    const second = tokens.issue(2, expiresAt);
    expect(first.slice(0, 8)).not.toBe('00000001');
    expect(first.slice(0, 8)).not.toBe(second.slice(0, 8));
  });

  it('refuses a changed token, another key and anything that is not one', () => {
    const token = tokens.issue(42, expiresAt);
    const last = token.at(-1) === '0' ? '1' : '0';
    expect(tokens.verify(token.slice(0, -1) + last)).toBeNull();
    expect(createAccountTokens('another-secret-long-enough-for-tests').verify(token)).toBeNull();
    expect(tokens.verify(crypto.randomUUID())).toBeNull();
    expect(tokens.verify('not-a-token')).toBeNull();
  });
});
