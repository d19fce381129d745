import { ERROR_CODES } from '@yek/contracts/common';
import { VALIDATION_KEYS } from '@yek/contracts/validation';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES, cultureFromHeader, translate } from './messages';

describe('API messages', () => {
  it('has the same keys in Turkish and English, covering every error code and validation key', () => {
    const tr = Object.keys(MESSAGE_CATALOGUES['tr-TR']).sort();
    const en = Object.keys(MESSAGE_CATALOGUES['en-US']).sort();
    expect(en).toEqual(tr);
    for (const key of [...ERROR_CODES, ...Object.values(VALIDATION_KEYS)])
      expect(tr).toContain(key);
  });

  it('picks the culture from Accept-Language and fills parameters', () => {
    expect(cultureFromHeader(undefined)).toBe('tr-TR');
    expect(cultureFromHeader('en-GB,en;q=0.8')).toBe('en-US');
    expect(cultureFromHeader('de-DE')).toBe('tr-TR');
    expect(translate('en-US', 'RATE_LIMITED', { seconds: 5 })).toBe(
      'Too many tries in a short time. Try again in 5 seconds.',
    );
  });
});
