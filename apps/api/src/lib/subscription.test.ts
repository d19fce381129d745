import { describe, expect, it } from 'vitest';
import { subscriptionStatus, trialEnd } from './subscription';

const now = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('subscriptionStatus', () => {
  it('derives every status from dates alone', () => {
    expect(subscriptionStatus({ trialEndsAt: null, subscriptionEndsAt: null }, now)).toBe(
      'NoSubscription',
    );
    expect(
      subscriptionStatus(
        { trialEndsAt: at('2026-11-23T00:00:00Z'), subscriptionEndsAt: null },
        now,
      ),
    ).toBe('Trial');
    expect(
      subscriptionStatus(
        { trialEndsAt: at('2026-11-22T12:00:00Z'), subscriptionEndsAt: null },
        now,
      ),
    ).toBe('TrialExpired');
    expect(
      subscriptionStatus(
        { trialEndsAt: at('2026-11-01T00:00:00Z'), subscriptionEndsAt: at('2027-11-01T00:00:00Z') },
        now,
      ),
    ).toBe('ActiveSubscriber');
    expect(
      subscriptionStatus(
        { trialEndsAt: at('2026-11-01T00:00:00Z'), subscriptionEndsAt: at('2026-11-20T00:00:00Z') },
        now,
      ),
    ).toBe('SubscriptionExpired');
  });
});

describe('trialEnd', () => {
  it('ends at midnight in the zone after the last of N whole days', () => {
    const tz = 'Europe/Istanbul';
    // 10:00 on 10 March in Istanbul: 11–17 March are the seven days, 18 March 00:00 the end.
    expect(trialEnd(at('2026-03-10T07:00:00Z'), 7, tz).toISOString()).toBe(
      '2026-03-17T21:00:00.000Z',
    );
    // 00:30 on 11 March in Istanbul is already the next local day.
    expect(trialEnd(at('2026-03-10T21:30:00Z'), 7, tz).toISOString()).toBe(
      '2026-03-18T21:00:00.000Z',
    );
    expect(trialEnd(at('2026-12-31T12:00:00Z'), 1, tz).toISOString()).toBe(
      '2027-01-01T21:00:00.000Z',
    );
  });
});
