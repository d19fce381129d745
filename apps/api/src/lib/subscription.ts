import type { SubscriptionStatus } from '@yek/contracts/user';
import { addDays, localDate, startOfDay } from './calendar';

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

/**
 * A trial of N days started at any time of day D runs to the end of day D+N in the zone: the
 * learner always gets N whole days, and it ends at a midnight they can see on a calendar.
 */
export function trialEnd(startedAt: Date, days: number, timeZone: string): Date {
  return startOfDay(addDays(localDate(startedAt, timeZone), days + 1), timeZone);
}
