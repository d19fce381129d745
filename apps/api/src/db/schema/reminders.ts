import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A learner's study reminder: the minute of their day (config.timeZone) it is due and the channels
 * it goes by. `armedAt` is the last save: a time already past when it was saved waits for tomorrow
 * (docs/decisions/0035).
 */
export const studyReminders = pgTable(
  'study_reminders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Minutes after local midnight, 0–1439. */
    minuteOfDay: smallint('minute_of_day').notNull(),
    byEmail: boolean('by_email').notNull().default(true),
    bySms: boolean('by_sms').notNull().default(false),
    armedAt: timestamp('armed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('study_reminders_minute_ck', sql`${t.minuteOfDay} BETWEEN 0 AND 1439`),
    index('study_reminders_due_idx')
      .on(t.minuteOfDay)
      .where(sql`${t.enabled}`),
  ],
);

/**
 * One row per (learner, local day) a reminder was claimed for: the primary key is what makes a
 * reminder go out at most once a day, whatever number of servers run the job.
 */
export const studyReminderSends = pgTable(
  'study_reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** The channels it went out on, e.g. 'email,sms'; empty when every send failed. */
    channels: varchar('channels', { length: 32 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
