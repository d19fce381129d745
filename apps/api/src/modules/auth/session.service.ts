import type { TokenDto } from '@yek/contracts/user';
import type { Tx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../user/user.repository';
import type { AuthRepository } from './auth.repository';

type TokenSubject = Pick<UserRow, 'id' | 'role' | 'tokenVersion'>;

/** Sessions, access tokens and refresh-token rotation with reuse detection. */
export function createSessionService(deps: AppDeps, repo: AuthRepository) {
  async function issue(
    user: TokenSubject,
    sessionId: string,
    q: Tx | null = null,
  ): Promise<TokenDto> {
    const now = deps.clock.now();
    const refreshToken = randomToken();
    await repo.insertRefreshToken(q ?? deps.database.pool, sessionId, sha256(refreshToken));
    const { token, expiresAt } = deps.tokens.sign(
      { userId: user.id, sessionId, tokenVersion: user.tokenVersion, role: user.role },
      now,
    );
    return { accessToken: token, accessTokenExpiry: expiresAt.toISOString(), refreshToken };
  }

  return {
    /** Starts a session (a refresh-token family with an absolute lifetime). */
    async start(user: TokenSubject, q: Tx | null = null): Promise<TokenDto> {
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + deps.config.refresh.ttlDays * 86_400_000);
      const sessionId = await repo.createSession(q ?? deps.database.pool, user.id, expiresAt);
      return issue(user, sessionId, q);
    },

    /**
     * Rotates a refresh token. A token used a second time within the grace window (two tabs
     * refreshing together) gets a fresh pair; after it, the reuse means theft and the whole family
     * is revoked.
     */
    async refresh(
      refreshToken: string,
      loadUser: (id: number) => Promise<(TokenSubject & { status: string }) | null>,
    ) {
      const now = deps.clock.now();
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (!row || row.sessionRevokedAt || row.sessionExpiresAt <= now)
        throw new AppError('AUTH_REFRESH_INVALID');
      const firstUse = row.usedAt === null && (await repo.markRefreshUsed(row.id, now));
      if (!firstUse) {
        const usedAt = row.usedAt ?? now;
        const graceMs = deps.config.refresh.reuseGraceSeconds * 1000;
        if (now.getTime() - usedAt.getTime() > graceMs) {
          await repo.revokeSession(row.sessionId, 'refresh_reuse', now);
          // This instance forgets the session before answering; the others hear it by NOTIFY.
          deps.sessionCache.evictUser(row.userId);
          deps.userCache.evictUser(row.userId);
          deps.log.warn({ userId: row.userId }, 'refresh token reused; session revoked');
          throw new AppError('AUTH_REFRESH_INVALID');
        }
      }
      const user = await loadUser(row.userId);
      if (!user || user.status !== 'active') throw new AppError('AUTH_REFRESH_INVALID');
      return issue(user, row.sessionId);
    },

    /** Ends one session; this instance forgets it before answering, the others on NOTIFY. */
    async end(userId: number, sessionId: string) {
      await repo.revokeSession(sessionId, 'logout', deps.clock.now());
      deps.sessionCache.evictUser(userId);
      deps.userCache.evictUser(userId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
