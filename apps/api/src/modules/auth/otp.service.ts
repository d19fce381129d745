import type { ApiCulture } from '@yek/contracts/common';
import type { AppDeps } from '../../deps';
import { hmac, randomDigits, safeEqualHex } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import type { AuthRepository } from './auth.repository';

export type OtpPurpose =
  'verify_account' | 'verify_email' | 'verify_phone' | 'reset_password' | 'delete_account';
export type OtpChannel = 'email' | 'sms';

const SUBJECT_KEY: Record<OtpPurpose, string> = {
  verify_account: 'mail.verifyAccount.subject',
  verify_email: 'mail.verifyEmail.subject',
  verify_phone: 'mail.verifyEmail.subject',
  reset_password: 'mail.resetPassword.subject',
  delete_account: 'mail.deleteAccount.subject',
};

export interface OtpRecipient {
  userId: number;
  name: string;
  culture: ApiCulture;
}

/**
 * Issues and checks the 5-digit codes. The stored hash is keyed with the server secret and bound to
 * account, purpose and address, so a code is only ever good for what it was sent for.
 */
export function createOtpService(deps: AppDeps, repo: AuthRepository) {
  const { otp } = deps.config;
  const digest = (userId: number, purpose: OtpPurpose, target: string, code: string) =>
    hmac(deps.config.jwt.secret, `otp:${userId}:${purpose}:${target.toLowerCase()}:${code}`);

  async function secondsUntilNextSend(userId: number, purpose: OtpPurpose): Promise<number> {
    const last = await repo.lastOtpSentAt(userId, purpose);
    if (!last) return 0;
    const elapsed = (deps.clock.now().getTime() - last.getTime()) / 1000;
    return Math.max(0, Math.ceil(otp.resendSeconds - elapsed));
  }

  return {
    secondsUntilNextSend,

    /** Sends a new code; refuses with OTP_SEND_TOO_SOON inside the resend window. */
    async send(
      to: OtpRecipient,
      purpose: OtpPurpose,
      channel: OtpChannel,
      target: string,
    ): Promise<void> {
      const wait = await secondsUntilNextSend(to.userId, purpose);
      if (wait > 0) throw new AppError('OTP_SEND_TOO_SOON', null, { seconds: wait });
      const now = deps.clock.now();
      const code = randomDigits(5);
      await repo.insertOtp({
        userId: to.userId,
        purpose,
        channel,
        target,
        codeHash: digest(to.userId, purpose, target, code),
        expiresAt: new Date(now.getTime() + otp.ttlSeconds * 1000),
        now,
      });
      const minutes = Math.round(otp.ttlSeconds / 60);
      if (channel === 'email') {
        await deps.mailer.send({
          to: target,
          subject: translate(to.culture, SUBJECT_KEY[purpose]),
          text: translate(to.culture, 'mail.code.body', { name: to.name, code, minutes }),
        });
      } else {
        await deps.sms.send(target, translate(to.culture, 'sms.code.body', { code, minutes }));
      }
    },

    /**
     * Checks a code for (account, purpose), and the address when given. Wrong tries are counted;
     * the fifth ends the code. Consumption is one conditional UPDATE, so of many parallel correct
     * submissions exactly one succeeds.
     */
    async verify(
      userId: number,
      purpose: OtpPurpose,
      code: string,
      target?: string,
    ): Promise<void> {
      const row = await repo.latestActiveOtp(userId, purpose);
      if (!row || (target !== undefined && row.target.toLowerCase() !== target.toLowerCase())) {
        throw new AppError('OTP_INVALID');
      }
      const now = deps.clock.now();
      if (row.expiresAt <= now) throw new AppError('OTP_EXPIRED');
      if (row.attempts >= otp.maxAttempts) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
      if (!safeEqualHex(row.codeHash, digest(userId, purpose, row.target, code))) {
        const attempts = await repo.recordOtpFailure(row.id);
        throw new AppError(attempts >= otp.maxAttempts ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID');
      }
      if (!(await repo.consumeOtp(row.id, otp.maxAttempts, now))) throw new AppError('OTP_INVALID');
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
