import { DEFAULT_TIME_ZONE } from '@yek/contracts/common';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE, formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('use the product time zone', () => {
    expect(TIME_ZONE).toBe(DEFAULT_TIME_ZONE);
  });

  it('show an instant as a day and time in Istanbul, in the UI language', () => {
    // 21:00 UTC is midnight in Istanbul: the trial of decision 0006 ends on the 18th.
    expect(formatDate('2026-03-17T21:00:00.000Z', 'tr')).toBe('18 Mart 2026');
    expect(formatDate('2026-03-17T21:00:00.000Z', 'en')).toBe('March 18, 2026');
    expect(formatDateTime('2026-03-17T21:00:00.000Z', 'tr')).toBe('18 Mart 2026 00:00');
  });
});
