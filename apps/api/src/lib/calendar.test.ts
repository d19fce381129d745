import { describe, expect, it } from 'vitest';
import { addDays, ageOn, localDate, startOfDay } from './calendar';

describe('calendar days in a time zone', () => {
  it('reads the local day of an instant, whatever zone the server runs in', () => {
    expect(localDate(new Date('2026-03-10T20:59:59Z'), 'Europe/Istanbul')).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-10T21:00:00Z'), 'Europe/Istanbul')).toBe('2026-03-11');
    expect(localDate(new Date('2026-03-10T21:00:00Z'), 'UTC')).toBe('2026-03-10');
  });

  it('finds the instant a day begins, across daylight-saving changes', () => {
    expect(startOfDay('2026-03-18', 'Europe/Istanbul').toISOString()).toBe(
      '2026-03-17T21:00:00.000Z',
    );
    expect(startOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });

  it('adds days and counts whole years of age', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(ageOn('2013-03-10', '2026-03-10')).toBe(13);
    expect(ageOn('2013-03-11', '2026-03-10')).toBe(12);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });
});
