import type { ApiCulture } from '@yek/contracts/common';
import {
  DEFAULT_REMINDER_TIME,
  type Reminder,
  type UpdateReminderBody,
} from '@yek/contracts/reminder';
import type { AppDeps } from '../../deps';
import { localDate, startOfDay } from '../../lib/calendar';
import { fieldError, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { ReminderDay, ReminderRecipient, ReminderRepository } from './reminder.repository';
import type { UserRepository } from './user.repository';

/** Claims taken in one round; a round repeats until nothing is left, so a busy minute drains. */
const CLAIM_BATCH = 50;

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const cultureOf = (name: string): ApiCulture => (name.startsWith('en') ? 'en-US' : 'tr-TR');

export interface ReminderRunResult {
  /** Learners a reminder went out to in this run. */
  sent: number;
}

/** The learner's study reminder: its settings, and the job that sends what is due (decision 0035). */
export function createReminderService(
  deps: AppDeps,
  reminders: ReminderRepository,
  users: UserRepository,
) {
  const { timeZone, publicUrl } = deps.config;

  async function sendTo(r: ReminderRecipient): Promise<string[]> {
    const culture = cultureOf(r.cultureName);
    const url = `${publicUrl}/`;
    const channels: string[] = [];
    if (r.byEmail && r.email) {
      try {
        await deps.mailer.send({
          to: r.email,
          subject: translate(culture, 'mail.reminder.subject'),
          text: translate(culture, 'mail.reminder.body', {
            name: r.name,
            url,
            time: toTime(r.minuteOfDay),
            settingsUrl: `${publicUrl}/profile#reminders`,
          }),
        });
        channels.push('email');
      } catch (error) {
        deps.log.error({ err: error, userId: r.userId }, 'study reminder mail failed');
      }
    }
    // The consent is read again at sending: withdrawn since the reminder was saved, no SMS.
    if (r.bySms && r.smsNotification && r.phoneNumber) {
      try {
        await deps.sms.send(r.phoneNumber, translate(culture, 'sms.reminder.body', { url }));
        channels.push('sms');
      } catch (error) {
        deps.log.error({ err: error, userId: r.userId }, 'study reminder SMS failed');
      }
    }
    return channels;
  }

  return {
    async get(userId: number): Promise<Reminder> {
      const row = await reminders.find(userId);
      return {
        enabled: row?.enabled ?? false,
        time: row ? toTime(row.minuteOfDay) : DEFAULT_REMINDER_TIME,
        email: row?.byEmail ?? true,
        sms: row?.bySms ?? false,
        timeZone,
      };
    },

    async update(userId: number, body: UpdateReminderBody): Promise<Reminder> {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      if (body.enabled) {
        if (!body.email && !body.sms) throw fieldError('REMINDER_NO_CHANNEL', 'email');
        if (body.email && !user.email) throw fieldError('REMINDER_EMAIL_MISSING', 'email');
        if (body.sms && !user.phoneNumber) throw fieldError('REMINDER_PHONE_MISSING', 'sms');
        if (body.sms && !user.smsNotification)
          throw fieldError('REMINDER_SMS_CONSENT_REQUIRED', 'sms');
      }
      await reminders.save(
        userId,
        {
          enabled: body.enabled,
          minuteOfDay: toMinute(body.time),
          byEmail: body.email,
          bySms: body.sms,
        },
        deps.clock.now(),
      );
      return this.get(userId);
    },

    /**
     * One tick of the job: claims what is due today (in the zone) and sends it. Only today is ever
     * looked at, so a server that was down catches up on today's reminders, never yesterday's.
     */
    async runDue(): Promise<ReminderRunResult> {
      const now = deps.clock.now();
      const date = localDate(now, timeZone);
      const day: ReminderDay = { now, localDate: date, dayStart: startOfDay(date, timeZone) };
      let sent = 0;
      for (;;) {
        const claimed = await reminders.claimDue(day, CLAIM_BATCH);
        let failed = 0;
        for (const recipient of claimed) {
          const channels = await sendTo(recipient);
          await reminders.settle(recipient.userId, date, channels);
          if (channels.length > 0) sent += 1;
          else failed += 1;
        }
        // A claim given back is tried again at the next tick, not in this one.
        if (claimed.length < CLAIM_BATCH || failed > 0) return { sent };
      }
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
