import type { AppDeps } from '../../deps';
import type { OtpService } from '../auth/otp.service';
import { AppError, fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { recordingKey } from '../usertask/recordings';
import {
  PROFILE_PHOTO_NAME,
  PROFILE_PHOTO_URL_PREFIX,
  profilePhotoKey,
} from '../userregistration/profile-photo.service';

/**
 * A learner deletes their own account (KVKK art. 7 and 11): the password again, then in one
 * transaction every row of theirs goes (the foreign keys cascade), the purchases stay without
 * them (`user_id` set null: an invoice is kept as the law on invoices requires, and holds no
 * name), the audit log forgets their e-mail address and what admins saw of them, and one entry
 * records the deletion by number only. Their sessions end at commit on every instance (the
 * users table's NOTIFY); the recordings and the profile photo leave storage after it. The
 * e-mail address and phone number are free to sign up again, as a new account.
 */
/** Who ended the account, for the one audit entry that records it by number. */
export interface ErasedBy {
  role: 'learner' | 'system';
  method: string;
  route: string;
}

/**
 * Erases an account and everything of it (see createAccountDeletion); `photo` is its
 * profile_image_path. Used by the learner's own deletion and by the retention job.
 */
export async function eraseAccount(
  deps: AppDeps,
  userId: number,
  photoPath: string | null,
  by: ErasedBy,
): Promise<void> {
  const recordings = await deps.database.transaction(async (q) => {
    // Every upload is listed (answered or not); those the retention job removed are gone already.
    const { rows: files } = await q.query<{ name: string }>(
      'SELECT file_name AS name FROM recording_files WHERE user_id = $1 AND removed_at IS NULL',
      [userId],
    );
    await q.query('UPDATE audit_log SET actor_email = NULL WHERE actor_id = $1', [userId]);
    await q.query(
      `UPDATE audit_log SET before = NULL, after = NULL WHERE entity = 'user' AND entity_id = $1`,
      [String(userId)],
    );
    await q.query('DELETE FROM users WHERE id = $1', [userId]);
    await q.query(
      `INSERT INTO audit_log (actor_id, actor_email, actor_role, method, route, action, entity, entity_id)
       VALUES (NULL, NULL, $2, $3, $4, 'delete', 'user', $1)`,
      [String(userId), by.role, by.method, by.route],
    );
    return files.map((f) => f.name);
  });
  deps.sessionCache.evictUser(userId);
  deps.userCache.evictUser(userId);
  const photo = photoPath?.startsWith(PROFILE_PHOTO_URL_PREFIX)
    ? photoPath.slice(PROFILE_PHOTO_URL_PREFIX.length)
    : null;
  const keys = [
    ...recordings.map((name) => recordingKey(userId, name)),
    ...(photo && PROFILE_PHOTO_NAME.test(photo) ? [profilePhotoKey(photo)] : []),
  ];
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.error({ err: error, userId, key }, 'a deleted account’s file stayed in storage');
    });
  }
}

export function createAccountDeletion(deps: AppDeps, otp: OtpService) {
  const account = async (userId: number) => {
    const { rows } = await deps.database.pool.query<{
      hash: string | null;
      photo: string | null;
      email: string | null;
      phone: string | null;
      name: string;
      culture: string | null;
    }>(
      `SELECT u.password_hash AS hash, u.profile_image_path AS photo, u.email,
              u.phone_number AS phone, u.name, l.culture_name AS culture
         FROM users u LEFT JOIN languages l ON l.id = u.language_id WHERE u.id = $1`,
      [userId],
    );
    if (!rows[0]) throw new AppError('AUTH_INVALID_TOKEN');
    return rows[0];
  };
  return {
    /**
     * Mails (or, without an e-mail address, texts) a code that stands for the password: for an
     * account opened with Google or Apple, which has none.
     */
    async sendCode(userId: number): Promise<void> {
      const row = await account(userId);
      const culture = row.culture === 'en-US' ? 'en-US' : 'tr-TR';
      const to = { userId, name: row.name, culture } as const;
      if (row.email) await otp.send(to, 'delete_account', 'email', row.email);
      else if (row.phone) await otp.send(to, 'delete_account', 'sms', row.phone);
      else throw new AppError('VALIDATION_FAILED', { otpCode: ['validation.invalid'] });
    },
    async delete(userId: number, proof: { password?: string; otpCode?: string }): Promise<void> {
      const row = await account(userId);
      if (proof.password !== undefined) {
        if (!row.hash || !(await verifyPassword(row.hash, proof.password)))
          throw fieldError('OLD_PASSWORD_INCORRECT', 'password');
      } else {
        try {
          await otp.verify(userId, 'delete_account', proof.otpCode ?? '');
        } catch (error) {
          if (error instanceof AppError && error.errorCode.startsWith('OTP_'))
            throw fieldError(error.errorCode, 'otpCode');
          throw error;
        }
      }
      await eraseAccount(deps, userId, row.photo, {
        role: 'learner',
        method: 'POST',
        route: '/api/user/deleteaccount',
      });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
