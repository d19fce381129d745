import type { SubscriptionStatus } from '@yek/contracts/user';

export interface SubscriptionDates {
  trialEndsAt: Date | null;
  subscriptionEndsAt: Date | null;
}

/** Derived from dates at read time, so a trial ends on time without a job having to run. */
export function subscriptionStatus(d: SubscriptionDates, now: Date): SubscriptionStatus {
  if (d.subscriptionEndsAt) {
    if (d.subscriptionEndsAt > now) return 'ActiveSubscriber';
    if (d.trialEndsAt && d.trialEndsAt > now) return 'Trial';
    return 'SubscriptionExpired';
  }
  if (d.trialEndsAt) return d.trialEndsAt > now ? 'Trial' : 'TrialExpired';
  return 'NoSubscription';
}
