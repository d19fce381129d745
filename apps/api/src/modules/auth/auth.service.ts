import { REQUIRED_CONTRACT_ALIASES, type LoginBody, type RegisterBody } from '@yek/contracts/auth';
import type { ApiCulture } from '@yek/contracts/common';
import { DEFAULT_LANGUAGE_ID } from '@yek/contracts/reference';
import type { AuthUser, PendingContract, RefreshResult, User } from '@yek/contracts/user';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../db/transaction';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, fieldError, retryLater } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { dummyVerify, hashPassword, isCommonPassword, verifyPassword } from '../../lib/password';
import { toUser } from '../user/user.mapper';
import type { UserRepository, UserRow } from '../user/user.repository';
import type { AuthRepository } from './auth.repository';
import type { OtpService } from './otp.service';
import type { SessionService } from './session.service';
import type { SignInSource, SignInThrottle } from './sign-in-throttle';

/** One spelling per account: emails lower-cased, phone numbers without spaces, dashes or brackets. */
export function normalizeSignInAddress(text: string): string {
  const trimmed = text.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s\-().]/g, '');
}

const RESET_GRANT_SECONDS = 15 * 60;
/** Reset codes one address may be sent in an hour, whoever asks. */
const RESET_ADDRESS_LIMIT = { limit: 5, windowSeconds: 3600 };

const cultureOf = (row: Pick<UserRow, 'cultureName'>): ApiCulture =>
  row.cultureName.startsWith('en') ? 'en-US' : 'tr-TR';

export function createAuthService(
  deps: AppDeps,
  repos: { auth: AuthRepository; users: UserRepository },
  otp: OtpService,
  sessions: SessionService,
  throttle: SignInThrottle,
) {
  const { auth: repo, users } = repos;
  const now = () => deps.clock.now();

  async function view(id: number): Promise<User> {
    const row = await users.findById(id);
    if (!row) throw new AppError('AUTH_INVALID_TOKEN');
    return toUser(row, now());
  }

  function assertUsablePassword(password: string, field: string) {
    if (isCommonPassword(password)) throw fieldError('PASSWORD_TOO_COMMON', field);
  }

  async function findByAddress(address: { email: string } | { phoneNumber: string }) {
    return 'email' in address
      ? users.findByEmail(address.email)
      : users.findByPhone(address.phoneNumber);
  }

  return {
    view,

    async register(body: RegisterBody & { email: string }, culture: ApiCulture): Promise<AuthUser> {
      const current = await repo.currentContracts(REQUIRED_CONTRACT_ALIASES);
      const approved = new Set(
        (body.contractApprovals ?? []).map((a) => `${a.alias}@${a.version}`),
      );
      const missing = REQUIRED_CONTRACT_ALIASES.filter(
        (alias) =>
          !current.some((c) => c.alias === alias && approved.has(`${c.alias}@${c.version}`)),
      );
      if (missing.length > 0) {
        throw new AppError('CONTRACT_APPROVAL_REQUIRED', {
          contractApprovals: ['validation.contractRequired'],
        });
      }
      assertUsablePassword(body.password, 'password');
      const taken = await users.emailOrPhoneTaken(body.email, body.phoneNumber);
      if (taken.email_taken) throw fieldError('EMAIL_TAKEN', 'email');
      if (taken.phone_taken) throw fieldError('PHONE_TAKEN', 'phoneNumber');
      const passwordHash = await hashPassword(body.password);
      const languageId = body.languageId ?? (culture === 'en-US' ? 2 : DEFAULT_LANGUAGE_ID);
      let result: { id: number; tokenDto: AuthUser['tokenDto'] };
      try {
        result = await deps.database.transaction(async (q) => {
          const id = await users.insert(q, {
            name: body.name,
            surname: body.surname,
            email: body.email,
            phoneNumber: body.phoneNumber,
            passwordHash,
            languageId,
            emailNotification: body.emailNotification ?? false,
            smsNotification: body.smsNotification ?? false,
          });
          await repo.insertApprovals(
            q,
            id,
            current.map((c) => c.id),
            now(),
          );
          const tokenDto = await sessions.start({ id, role: 'learner', tokenVersion: 1 }, q);
          return { id, tokenDto };
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_uq') throw fieldError('EMAIL_TAKEN', 'email');
        if (constraint === 'users_phone_uq') throw fieldError('PHONE_TAKEN', 'phoneNumber');
        throw error;
      }
      const user = await view(result.id);
      await otp.send(
        {
          userId: user.id,
          name: user.name,
          culture: cultureOf({ cultureName: user.languageName }),
        },
        'verify_account',
        'email',
        body.email,
      );
      return { ...user, tokenDto: result.tokenDto };
    },

    /**
     * Signs in. Attempts are throttled on the account the typed text resolves to (every spelling of
     * one phone number is one account) and on where they come from; see sign-in-throttle.ts. The
     * answer carries the device cookie that makes this browser a trusted source from now on.
     */
    async login(
      body: LoginBody,
      source: SignInSource,
      /** Aborted when the client has gone: a password check still waiting is dropped. */
      signal?: AbortSignal,
    ): Promise<{ user: AuthUser; deviceCookie: string }> {
      const address = normalizeSignInAddress(body.emailOrPhoneNumber);
      const row = address.includes('@')
        ? await users.findByEmail(address)
        : await users.findByPhone(address);
      const bucket = await throttle.admit(
        row ? { userId: row.id } : { unknownAddress: address },
        source,
      );
      if (!row || !row.passwordHash) {
        await dummyVerify(body.password, signal);
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(row.passwordHash, body.password, signal)))
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      if (row.status !== 'active') throw new AppError('AUTH_ACCOUNT_DISABLED');
      const tokenDto = await sessions.start(row);
      const deviceCookie = await throttle.trust(row.id, source, bucket);
      return { user: { ...toUser(row, now()), tokenDto }, deviceCookie };
    },

    async verifyAccount(userId: number, code: string): Promise<User> {
      const row = await users.findById(userId);
      if (!row) throw new AppError('AUTH_INVALID_TOKEN');
      if (row.accountVerified) throw new AppError('ALREADY_VERIFIED');
      await otp.verify(userId, 'verify_account', code);
      await users.markVerified(userId, { account: true, email: true });
      deps.userCache.evictUser(userId);
      return view(userId);
    },

    async resendVerifyAccount(userId: number): Promise<void> {
      const row = await users.findById(userId);
      if (!row) throw new AppError('AUTH_INVALID_TOKEN');
      if (row.accountVerified) throw new AppError('ALREADY_VERIFIED');
      if (!row.email) throw new AppError('BAD_REQUEST');
      await otp.send(
        { userId, name: row.name, culture: cultureOf(row) },
        'verify_account',
        'email',
        row.email,
      );
    },

    async sendVerifyEmail(userId: number): Promise<void> {
      const row = await users.findById(userId);
      if (!row?.email) throw new AppError('BAD_REQUEST');
      if (row.emailVerified) throw new AppError('ALREADY_VERIFIED');
      await otp.send(
        { userId, name: row.name, culture: cultureOf(row) },
        'verify_email',
        'email',
        row.email,
      );
    },
    async verifyEmail(userId: number, code: string): Promise<User> {
      const row = await users.findById(userId);
      if (!row?.email) throw new AppError('BAD_REQUEST');
      await otp.verify(userId, 'verify_email', code, row.email);
      await users.markVerified(userId, { email: true });
      deps.userCache.evictUser(userId);
      return view(userId);
    },
    async sendVerifyPhone(userId: number): Promise<void> {
      const row = await users.findById(userId);
      if (!row?.phoneNumber) throw new AppError('BAD_REQUEST');
      if (row.phoneNumberVerified) throw new AppError('ALREADY_VERIFIED');
      await otp.send(
        { userId, name: row.name, culture: cultureOf(row) },
        'verify_phone',
        'sms',
        row.phoneNumber,
      );
    },
    async verifyPhone(userId: number, code: string): Promise<User> {
      const row = await users.findById(userId);
      if (!row?.phoneNumber) throw new AppError('BAD_REQUEST');
      await otp.verify(userId, 'verify_phone', code, row.phoneNumber);
      await users.markVerified(userId, { phone: true });
      deps.userCache.evictUser(userId);
      return view(userId);
    },

    /**
     * Starts a reset. The reply is the same, and comes as fast, whether or not the account exists:
     * the code is made and sent after the reply. A second request for the same address inside the
     * resend window is refused with the seconds left (OTP_SEND_TOO_SOON), for every address alike,
     * so the wait tells nothing about whether an account exists.
     */
    async forgotPassword(
      address: { email: string } | { phoneNumber: string },
      culture: ApiCulture,
    ): Promise<string> {
      const byEmail = 'email' in address;
      const target = byEmail ? address.email : address.phoneNumber;
      // The resend window is a rule of the product, kept when rate limits are switched off.
      const window = deps.config.otp.resendSeconds;
      if (window > 0) {
        const resend = await deps.limiter.store.hit(`reset-resend:${target.toLowerCase()}`, window);
        if (resend.count > 1) throw retryLater(resend.ttl, 'OTP_SEND_TOO_SOON');
      }
      const limit = await deps.limiter.consume(`reset-address:${target}`, RESET_ADDRESS_LIMIT);
      if (!limit.allowed) throw retryLater(limit.retryAfter);
      deps.background.run('password reset code', async () => {
        const row = await findByAddress(address);
        if (!row || row.status !== 'active') return;
        if ((await otp.secondsUntilNextSend(row.id, 'reset_password')) > 0) return;
        await otp.send(
          { userId: row.id, name: row.name, culture: cultureOf(row) },
          'reset_password',
          byEmail ? 'email' : 'sms',
          target,
        );
      });
      return translate(
        culture,
        byEmail ? 'password.resetRequestedEmail' : 'password.resetRequestedPhone',
      );
    },

    /** Checks a reset code against the account and the address it was sent to. */
    async checkResetCode(
      address: { email: string } | { phoneNumber: string },
      code: string,
    ): Promise<string> {
      const row = await findByAddress(address);
      if (!row) throw new AppError('OTP_INVALID');
      const target = 'email' in address ? address.email : address.phoneNumber;
      await otp.verify(row.id, 'reset_password', code, target);
      const resetToken = randomToken();
      await repo.insertResetGrant(
        row.id,
        sha256(resetToken),
        new Date(now().getTime() + RESET_GRANT_SECONDS * 1000),
      );
      return resetToken;
    },

    /**
     * Sets the new password and ends every session of the account. The browser that proved it
     * holds the address becomes a trusted sign-in source, so a guesser's throttling never keeps
     * the owner out: the answer is its device cookie.
     */
    async resetPassword(
      resetToken: string,
      password: string,
      source: SignInSource,
    ): Promise<{ deviceCookie: string }> {
      assertUsablePassword(password, 'password');
      const passwordHash = await hashPassword(password);
      const userId = await deps.database.transaction(async (q) => {
        const id = await repo.consumeResetGrant(q, sha256(resetToken), now());
        if (id === null) throw new AppError('OTP_EXPIRED');
        await users.setPassword(q, id, passwordHash);
        await repo.revokeAllSessions(q, id, 'password_reset', now());
        return id;
      });
      deps.sessionCache.evictUser(userId);
      deps.userCache.evictUser(userId);
      return { deviceCookie: await throttle.trust(userId, source) };
    },

    async updatePassword(userId: number, oldPassword: string, newPassword: string): Promise<void> {
      const row = await users.findById(userId);
      if (!row) throw new AppError('AUTH_INVALID_TOKEN');
      if (!row.passwordHash || !(await verifyPassword(row.passwordHash, oldPassword))) {
        throw fieldError('OLD_PASSWORD_INCORRECT', 'oldPassword');
      }
      assertUsablePassword(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await deps.database.transaction(async (q) => {
        await users.setPassword(q, userId, passwordHash);
        await repo.revokeAllSessions(q, userId, 'password_change', now());
      });
      deps.sessionCache.evictUser(userId);
      deps.userCache.evictUser(userId);
    },

    /** New tokens, with the agreements waiting for approval read by the same user query. */
    async refresh(refreshToken: string): Promise<RefreshResult> {
      let pendingContracts: PendingContract[] = [];
      const tokens = await sessions.refresh(refreshToken, async (id) => {
        const row = await users.findById(id);
        pendingContracts = row?.pendingContracts ?? [];
        return row;
      });
      return { ...tokens, pendingContracts };
    },

    logout: (userId: number, sessionId: string) => sessions.end(userId, sessionId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
