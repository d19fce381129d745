import { REQUIRED_CONTRACT_ALIASES } from '@yek/contracts/auth';
import type { Role } from '@yek/contracts/user';

/** The agreements a learner must have approved (a notice never holds learning up). */
const REQUIRED_SQL = REQUIRED_CONTRACT_ALIASES.map((a) => `'${a}'`).join(', ');
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { subscriptionStatus } from '../lib/subscription';
import type { authSessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import type { SessionState } from './session-cache';

export interface RequestAuth {
  userId: number;
  sessionId: string;
  role: Role;
  /** Read by the same query as the session, so the learning check costs no extra round trip. */
  trialEndsAt: Date | null;
  subscriptionEndsAt: Date | null;
  /** A current agreement waits for the user's approval: learning routes refuse until it is given. */
  contractsPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** 'learning': a signed-in learner whose trial or plan is running (editors and admins always). */
export type AccessRule = 'public' | 'user' | 'learning' | 'editor' | 'admin';

const ROLE_RANK: Record<Role, number> = { learner: 0, editor: 1, admin: 2 };
const RULE_RANK: Record<Exclude<AccessRule, 'public' | 'user' | 'learning'>, number> = {
  editor: 1,
  admin: 2,
};

/**
 * Checks the bearer token, then the account and the session, so a logout, a password change or a
 * disabled account ends access at once rather than when the token expires. The account and session
 * are read by one query, or from the session cache, which PostgreSQL keeps current
 * (session-cache.ts). `cached` says which: a refusal based on a cached read is checked again.
 */
export function createAuthenticator(deps: AppDeps) {
  async function load(userId: number, sessionId: string): Promise<SessionState | null> {
    const { rows } = await deps.database.pool.query<
      Pick<
        typeof users.$inferSelect,
        'role' | 'status' | 'tokenVersion' | 'trialEndsAt' | 'subscriptionEndsAt'
      > &
        Pick<typeof authSessions.$inferSelect, 'revokedAt' | 'expiresAt'> & {
          contractsPending: boolean;
        }
    >({
      // Named: prepared once per connection, since every uncached request runs it.
      name: 'auth-session-check',
      text: `SELECT u.role, u.status, u.token_version AS "tokenVersion", s.revoked_at AS "revokedAt",
              s.expires_at AS "expiresAt", u.trial_ends_at AS "trialEndsAt",
              u.subscription_ends_at AS "subscriptionEndsAt",
              EXISTS (SELECT 1 FROM contracts c
                       WHERE c.is_current AND c.alias IN (${REQUIRED_SQL}) AND NOT EXISTS (
                         SELECT 1 FROM contract_approvals a WHERE a.contract_id = c.id AND a.user_id = u.id))
                AS "contractsPending"
         FROM users u JOIN auth_sessions s ON s.user_id = u.id AND s.id = $2
        WHERE u.id = $1`,
      values: [userId, sessionId],
    });
    const row = rows[0];
    return row
      ? {
          userId,
          role: row.role,
          status: row.status,
          tokenVersion: row.tokenVersion,
          revokedAt: row.revokedAt,
          expiresAt: row.expiresAt,
          trialEndsAt: row.trialEndsAt,
          subscriptionEndsAt: row.subscriptionEndsAt,
          contractsPending: row.contractsPending,
        }
      : null;
  }

  return async function authenticate(
    request: FastifyRequest,
    fresh = false,
  ): Promise<{ auth: RequestAuth; cached: boolean }> {
    const header = request.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) throw new AppError('AUTH_REQUIRED');
    const claims = deps.tokens.verify(header.slice(7).trim(), deps.clock.now());
    if (!claims) throw new AppError('AUTH_INVALID_TOKEN');
    const hit = fresh ? undefined : deps.sessionCache.get(claims.sessionId);
    const cached = hit !== undefined && hit.userId === claims.userId;
    const state = cached ? hit : await load(claims.userId, claims.sessionId);
    const now = deps.clock.now();
    if (
      !state ||
      state.status !== 'active' ||
      state.tokenVersion !== claims.tokenVersion ||
      state.revokedAt !== null ||
      state.expiresAt <= now
    ) {
      if (cached) return authenticate(request, true);
      throw new AppError('AUTH_INVALID_TOKEN');
    }
    if (!cached) deps.sessionCache.set(claims.sessionId, state);
    const auth: RequestAuth = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      role: state.role,
      trialEndsAt: state.trialEndsAt,
      subscriptionEndsAt: state.subscriptionEndsAt,
      contractsPending: state.contractsPending,
    };
    request.auth = auth;
    return { auth, cached };
  };
}

export function assertRole(auth: RequestAuth, rule: AccessRule, now: Date) {
  if (rule === 'public' || rule === 'user') return;
  if (rule === 'learning') {
    // Every role approves a new agreement version before learning goes on.
    if (auth.contractsPending) throw new AppError('CONTRACT_APPROVAL_PENDING');
    if (auth.role !== 'learner') return;
    const status = subscriptionStatus(auth, now);
    if (status === 'TrialExpired') throw new AppError('TRIAL_EXPIRED');
    if (status !== 'Trial' && status !== 'ActiveSubscriber')
      throw new AppError('SUBSCRIPTION_REQUIRED');
    return;
  }
  if (ROLE_RANK[auth.role] < RULE_RANK[rule]) throw new AppError('FORBIDDEN');
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);
}
