import type { Pool } from 'pg';
import type { authSessions, contracts, otpCodes, refreshTokens } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

export type OtpRow = Pick<
  typeof otpCodes.$inferSelect,
  'id' | 'codeHash' | 'attempts' | 'expiresAt' | 'target'
>;

type SessionColumns = typeof authSessions.$inferSelect;
export type RefreshRow = Pick<typeof refreshTokens.$inferSelect, 'id' | 'sessionId' | 'usedAt'> &
  Pick<SessionColumns, 'userId'> & {
    sessionExpiresAt: SessionColumns['expiresAt'];
    sessionRevokedAt: SessionColumns['revokedAt'];
  };

export function createAuthRepository(pool: Pool) {
  return {
    async createSession(q: Queryable, userId: number, expiresAt: Date): Promise<string> {
      const { rows } = await q.query<{ id: string }>(
        'INSERT INTO auth_sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id',
        [userId, expiresAt],
      );
      return rows[0]!.id;
    },
    async insertRefreshToken(q: Queryable, sessionId: string, tokenHash: string) {
      await q.query('INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)', [
        sessionId,
        tokenHash,
      ]);
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshRow | null> {
      const { rows } = await pool.query<RefreshRow>(
        `SELECT r.id, r.session_id AS "sessionId", r.used_at AS "usedAt", s.user_id AS "userId",
                s.expires_at AS "sessionExpiresAt", s.revoked_at AS "sessionRevokedAt"
           FROM refresh_tokens r JOIN auth_sessions s ON s.id = r.session_id
          WHERE r.token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },
    /** Marks a refresh token used; false if another request used it first. */
    async markRefreshUsed(id: number, now: Date): Promise<boolean> {
      const { rowCount } = await pool.query(
        'UPDATE refresh_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL',
        [id, now],
      );
      return rowCount === 1;
    },
    async revokeSession(sessionId: string, reason: string, now: Date) {
      await pool.query(
        'UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
        [sessionId, now, reason],
      );
    },
    async revokeAllSessions(q: Queryable, userId: number, reason: string, now: Date) {
      await q.query(
        'UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL',
        [userId, now, reason],
      );
    },

    async lastOtpSentAt(userId: number, purpose: string): Promise<Date | null> {
      const { rows } = await pool.query<{ created_at: Date }>(
        'SELECT created_at FROM otp_codes WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
        [userId, purpose],
      );
      return rows[0]?.created_at ?? null;
    },
    async insertOtp(o: {
      userId: number;
      purpose: string;
      channel: string;
      target: string;
      codeHash: string;
      expiresAt: Date;
      now: Date;
    }) {
      // A new code replaces any earlier one of the same purpose.
      await pool.query(
        'UPDATE otp_codes SET consumed_at = $3 WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL',
        [o.userId, o.purpose, o.now],
      );
      await pool.query(
        `INSERT INTO otp_codes (user_id, purpose, channel, target, code_hash, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [o.userId, o.purpose, o.channel, o.target, o.codeHash, o.expiresAt, o.now],
      );
    },
    async latestActiveOtp(userId: number, purpose: string): Promise<OtpRow | null> {
      const { rows } = await pool.query<OtpRow>(
        `SELECT id, code_hash AS "codeHash", attempts, expires_at AS "expiresAt", target FROM otp_codes
          WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL
          ORDER BY created_at DESC LIMIT 1`,
        [userId, purpose],
      );
      return rows[0] ?? null;
    },
    /** Counts a wrong try; returns the attempts now recorded. */
    async recordOtpFailure(id: number): Promise<number> {
      const { rows } = await pool.query<{ attempts: number }>(
        'UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [id],
      );
      return rows[0]?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    /** Single use under concurrency: only one caller's UPDATE finds the row unconsumed. */
    async consumeOtp(id: number, maxAttempts: number, now: Date): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE otp_codes SET consumed_at = $2
          WHERE id = $1 AND consumed_at IS NULL AND attempts < $3 AND expires_at > $2`,
        [id, now, maxAttempts],
      );
      return rowCount === 1;
    },

    async insertResetGrant(userId: number, tokenHash: string, expiresAt: Date) {
      await pool.query(
        'INSERT INTO password_reset_grants (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
        [userId, tokenHash, expiresAt],
      );
    },
    async consumeResetGrant(q: Queryable, tokenHash: string, now: Date): Promise<number | null> {
      const { rows } = await q.query<{ user_id: number }>(
        `UPDATE password_reset_grants SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
        [tokenHash, now],
      );
      return rows[0]?.user_id ?? null;
    },

    async currentContracts(aliases: readonly string[]) {
      const { rows } = await pool.query<
        Pick<typeof contracts.$inferSelect, 'id' | 'alias' | 'version'>
      >('SELECT id, alias, version FROM contracts WHERE is_current AND alias = ANY($1)', [aliases]);
      return rows;
    },
    async insertApprovals(q: Queryable, userId: number, contractIds: number[], now: Date) {
      if (contractIds.length === 0) return;
      await q.query(
        `INSERT INTO contract_approvals (user_id, contract_id, approved_at)
         SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
        [userId, contractIds, now],
      );
    },

    async findIdentity(provider: string, subject: string): Promise<number | null> {
      const { rows } = await pool.query<{ user_id: number }>(
        'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return rows[0]?.user_id ?? null;
    },
    async linkIdentity(q: Queryable, userId: number, provider: string, subject: string) {
      await q.query(
        'INSERT INTO user_identities (user_id, provider, subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [userId, provider, subject],
      );
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
