import type { AppDeps } from '../../deps';
import { recordingKey } from '../usertask/recordings';
import { eraseAccount } from './account-deletion';

/** Rows handled per statement, so one run never holds a long transaction or a big result. */
const BATCH = 200;
/** Only one server runs a pass at a time (pg_try_advisory_lock). */
const LOCK_KEY = 0x7265_7465; // "rete"

export interface RetentionResult {
  recordingsRemoved: number;
  accountsErased: number;
  /** False when another server held the lock and this one did nothing. */
  ran: boolean;
}

/**
 * What is kept and for how long (docs/decisions/0040; the privacy notice states both periods):
 * - a speaking recording leaves storage `recordingDays` after it was uploaded; the answer keeps
 *   its score and feedback, and recording_files its date of removal;
 * - a learner account never verified (neither e-mail nor phone) that was created and last signed
 *   in to more than `unverifiedAccountDays` ago is erased as the learner's own deletion erases it,
 *   with an audit entry by number from `system`.
 * Safe on several servers at once: one takes the lock, the others skip the pass.
 */
export function createRetention(deps: AppDeps) {
  const { pool } = deps.database;
  const { recordingDays, unverifiedAccountDays } = deps.config.retention;

  async function removeRecordings(now: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const { rows } = await pool.query<{ userId: number; fileName: string }>(
        `SELECT user_id AS "userId", file_name AS "fileName" FROM recording_files
          WHERE removed_at IS NULL AND created_at < $1::timestamptz - make_interval(days => $2)
          ORDER BY created_at LIMIT $3`,
        [now, recordingDays, BATCH],
      );
      if (rows.length === 0) return removed;
      for (const row of rows) {
        try {
          await deps.storage.delete(recordingKey(row.userId, row.fileName));
        } catch (error) {
          deps.log.error({ err: error, ...row }, 'an expired recording could not be removed');
          return removed;
        }
      }
      await pool.query(
        `UPDATE recording_files SET removed_at = $1
          WHERE (user_id, file_name) IN (SELECT * FROM unnest($2::int[], $3::text[]))`,
        [now, rows.map((r) => r.userId), rows.map((r) => r.fileName)],
      );
      removed += rows.length;
    }
  }

  async function eraseUnverified(now: Date): Promise<number> {
    let erased = 0;
    for (;;) {
      const { rows } = await pool.query<{ id: number; photo: string | null }>(
        `SELECT u.id, u.profile_image_path AS photo FROM users u
          WHERE u.role = 'learner' AND NOT u.account_verified AND NOT u.email_verified
            AND NOT u.phone_number_verified
            AND u.created_at < $1::timestamptz - make_interval(days => $2)
            AND NOT EXISTS (SELECT 1 FROM auth_sessions s WHERE s.user_id = u.id
                             AND s.created_at >= $1::timestamptz - make_interval(days => $2))
          ORDER BY u.id LIMIT $3`,
        [now, unverifiedAccountDays, BATCH],
      );
      for (const row of rows)
        await eraseAccount(deps, row.id, row.photo, {
          role: 'system',
          method: 'JOB',
          route: 'retention:unverified-account',
        });
      erased += rows.length;
      if (rows.length < BATCH) return erased;
    }
  }

  return {
    async run(now: Date = deps.clock.now()): Promise<RetentionResult> {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [LOCK_KEY],
        );
        if (!rows[0]?.locked) return { recordingsRemoved: 0, accountsErased: 0, ran: false };
        try {
          const recordingsRemoved = await removeRecordings(now);
          const accountsErased = await eraseUnverified(now);
          if (recordingsRemoved + accountsErased > 0)
            deps.log.info({ recordingsRemoved, accountsErased }, 'retention pass');
          return { recordingsRemoved, accountsErased, ran: true };
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
