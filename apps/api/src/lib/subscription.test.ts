import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './subscription';

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
