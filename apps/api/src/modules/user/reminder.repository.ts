import type { Pool } from 'pg';
import { withTransaction } from '../../db/transaction';

export interface ReminderRow {
  enabled: boolean;
  minuteOfDay: number;
  byEmail: boolean;
  bySms: boolean;
}

/** A claimed reminder with what its messages need, read after the claim committed. */
export interface ReminderRecipient {
  userId: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  smsNotification: boolean;
  cultureName: string;
  minuteOfDay: number;
  byEmail: boolean;
  bySms: boolean;
}

/** The moment of the day that is being worked through, in the configured zone. */
export interface ReminderDay {
  now: Date;
  /** 'YYYY-MM-DD' in the zone. */
  localDate: string;
  /** The instant the local day began. */
  dayStart: Date;
}

export function createReminderRepository(pool: Pool) {
  return {
    async find(userId: number): Promise<ReminderRow | null> {
      const { rows } = await pool.query<ReminderRow>(
        `SELECT enabled, minute_of_day AS "minuteOfDay", by_email AS "byEmail", by_sms AS "bySms"
           FROM study_reminders WHERE user_id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },

    async save(userId: number, row: ReminderRow, armedAt: Date): Promise<void> {
      await pool.query(
        `INSERT INTO study_reminders (user_id, enabled, minute_of_day, by_email, by_sms, armed_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE
            SET enabled = EXCLUDED.enabled, minute_of_day = EXCLUDED.minute_of_day,
                by_email = EXCLUDED.by_email, by_sms = EXCLUDED.by_sms, armed_at = EXCLUDED.armed_at`,
        [userId, row.enabled, row.minuteOfDay, row.byEmail, row.bySms, armedAt],
      );
    },

    /**
     * Claims up to `limit` reminders due today and commits the claims before anything is sent.
     * Due: switched on, its minute of today reached and not before it was last saved, today not yet
     * claimed, and the learner one who may get it (active, verified, a trial or plan running, today's
     * task not finished). Rows another server is claiming are skipped (SKIP LOCKED); the primary key
     * of study_reminder_sends settles any race that is left, so a day is claimed once.
     */
    async claimDue(day: ReminderDay, limit: number): Promise<ReminderRecipient[]> {
      return withTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{ userId: number }>(
          `WITH due AS (
             SELECT r.user_id
               FROM study_reminders r
               JOIN users u ON u.id = r.user_id
              WHERE r.enabled
                AND $3::timestamptz + r.minute_of_day * interval '1 minute' <= $1::timestamptz
                AND $3::timestamptz + r.minute_of_day * interval '1 minute' >= r.armed_at
                AND u.status = 'active' AND u.account_verified
                AND (u.subscription_ends_at > $1::timestamptz OR u.trial_ends_at > $1::timestamptz)
                AND NOT EXISTS (SELECT 1 FROM study_reminder_sends s
                                 WHERE s.user_id = r.user_id AND s.local_date = $2::date)
                AND NOT EXISTS (SELECT 1 FROM user_tasks ut
                                 WHERE ut.user_id = r.user_id AND ut.completed_at >= $3::timestamptz)
              ORDER BY r.user_id
              LIMIT $4
                FOR UPDATE OF r SKIP LOCKED)
           INSERT INTO study_reminder_sends (user_id, local_date, claimed_at)
           SELECT user_id, $2::date, $1::timestamptz FROM due
           ON CONFLICT DO NOTHING
           RETURNING user_id AS "userId"`,
          [day.now, day.localDate, day.dayStart, limit],
        );
        if (rows.length === 0) return [];
        const details = await tx.query<ReminderRecipient>(
          `SELECT u.id AS "userId", u.name, u.email, u.phone_number AS "phoneNumber",
                  u.sms_notification AS "smsNotification", l.culture_name AS "cultureName",
                  r.minute_of_day AS "minuteOfDay", r.by_email AS "byEmail", r.by_sms AS "bySms"
             FROM study_reminders r
             JOIN users u ON u.id = r.user_id
             JOIN languages l ON l.id = u.language_id
            WHERE r.user_id = ANY($1::int[])
            ORDER BY u.id`,
          [rows.map((r) => r.userId)],
        );
        return details.rows;
      });
    },

    /** What went out for a claimed day; a claim nothing went out for is given back to retry. */
    async settle(userId: number, localDate: string, channels: string[]): Promise<void> {
      if (channels.length === 0) {
        await pool.query(
          'DELETE FROM study_reminder_sends WHERE user_id = $1 AND local_date = $2::date',
          [userId, localDate],
        );
        return;
      }
      await pool.query(
        'UPDATE study_reminder_sends SET channels = $3 WHERE user_id = $1 AND local_date = $2::date',
        [userId, localDate, channels.join(',')],
      );
    },
  };
}
export type ReminderRepository = ReturnType<typeof createReminderRepository>;
