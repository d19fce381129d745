import {
  ForgotPasswordByEmailBodySchema,
  ForgotPasswordByPhoneBodySchema,
  LoginBodySchema,
  MessageResultSchema,
  OtpBodySchema,
  PasswordResetBodySchema,
  PasswordResetQuerySchema,
  PasswordResetResultSchema,
  RefreshTokenBodySchema,
  RefreshTokenQuerySchema,
  ResetPasswordBodySchema,
  SocialLoginBodySchema,
  SocialProvidersSchema,
} from '@yek/contracts/auth';
import { AuthUserSchema, RefreshResultSchema, UserSchema } from '@yek/contracts/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientSignal } from '../../lib/client-signal';
import { cultureFromHeader, translate } from '../../lib/messages';
import { ok, okMessage } from '../../plugins/envelope';
import { type Guard, type LimitSpec, caller, perIp, perUser, responses } from '../../plugins/route';
import type { AuthService } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, type SignInSource } from './sign-in-throttle';
import type { createSocialService } from './social.service';

/** Sent only to the sign-in routes, never readable by scripts. */
function deviceCookieHeader(value: string, secure: boolean): string {
  return (
    `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}

const culture = (req: FastifyRequest) => cultureFromHeader(req.headers['accept-language']);
const source = (req: FastifyRequest): SignInSource => ({
  ip: req.ip,
  cookieHeader: req.headers.cookie,
});

// Per account, sign-in attempts are throttled in the service (sign-in-throttle.ts).
const LOGIN_LIMITS: LimitSpec[] = [perIp('login-ip', 30, 60)];
const SEND_LIMITS: LimitSpec[] = [perIp('otp-send-ip', 10, 10 * 60)];
const VERIFY_LIMITS: LimitSpec[] = [perIp('otp-verify-ip', 30, 10 * 60)];
const REFRESH_LIMITS: LimitSpec[] = [perIp('refresh-ip', 60, 60)];
const RESET_LIMITS: LimitSpec[] = [perIp('reset-ip', 10, 15 * 60)];
const SOCIAL_LIMITS: LimitSpec[] = [perIp('social-ip', 30, 60)];

export function authRoutes(
  app: FastifyInstance,
  guard: Guard,
  service: AuthService,
  social: ReturnType<typeof createSocialService>,
  secureCookies: boolean,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post('/auth/login', {
    schema: {
      tags,
      summary: 'Sign in with email or phone number and password',
      body: LoginBodySchema,
      response: responses(AuthUserSchema),
    },
    onRequest: guard('public', LOGIN_LIMITS),
    handler: async (req, reply) => {
      const { user, deviceCookie } = await service.login(
        req.body,
        source(req),
        clientSignal(req.raw, reply.raw),
      );
      void reply.header('set-cookie', deviceCookieHeader(deviceCookie, secureCookies));
      return ok(user);
    },
  });

  r.post('/auth/logout', {
    schema: { tags, summary: 'End this session', response: responses(z.null()) },
    onRequest: guard('user'),
    handler: async (req) => {
      await service.logout(caller(req).userId, caller(req).sessionId);
      return ok(null);
    },
  });

  r.get('/auth/refreshtoken', {
    schema: {
      tags,
      summary: 'Rotate a refresh token (query form)',
      querystring: RefreshTokenQuerySchema,
      response: responses(RefreshResultSchema),
    },
    onRequest: guard('public', REFRESH_LIMITS),
    handler: async (req) => ok(await service.refresh(req.query.refreshToken)),
  });
  r.post('/auth/refreshtoken', {
    schema: {
      tags,
      summary: 'Rotate a refresh token',
      body: RefreshTokenBodySchema,
      response: responses(RefreshResultSchema),
    },
    onRequest: guard('public', REFRESH_LIMITS),
    handler: async (req) => ok(await service.refresh(req.body.refreshToken)),
  });

  r.post('/auth/verifyaccountbyotpcode', {
    schema: {
      tags,
      summary: 'Verify a new account with the emailed code',
      body: OtpBodySchema,
      response: responses(UserSchema),
    },
    onRequest: guard('user', [...VERIFY_LIMITS, perUser('otp-verify-user', 10, 600)]),
    handler: async (req) =>
      okMessage(
        await service.verifyAccount(caller(req).userId, req.body.otpCode),
        translate(culture(req), 'otp.verified'),
      ),
  });
  r.get('/auth/resendverifyaccountotpcode', {
    schema: {
      tags,
      summary: 'Send a new account verification code',
      response: responses(z.null()),
    },
    onRequest: guard('user', SEND_LIMITS),
    handler: async (req) => {
      await service.resendVerifyAccount(caller(req).userId);
      return okMessage(null, translate(culture(req), 'otp.sent'));
    },
  });
  r.get('/auth/sendverifyemailotpcode', {
    schema: { tags, summary: 'Send an email verification code', response: responses(z.null()) },
    onRequest: guard('user', SEND_LIMITS),
    handler: async (req) => {
      await service.sendVerifyEmail(caller(req).userId);
      return okMessage(null, translate(culture(req), 'otp.sent'));
    },
  });
  r.put('/auth/verifyemailbyotpcode', {
    schema: {
      tags,
      summary: 'Verify the email address',
      body: OtpBodySchema,
      response: responses(UserSchema),
    },
    onRequest: guard('user', [...VERIFY_LIMITS, perUser('otp-verify-user', 10, 600)]),
    handler: async (req) =>
      okMessage(
        await service.verifyEmail(caller(req).userId, req.body.otpCode),
        translate(culture(req), 'otp.verified'),
      ),
  });
  r.get('/auth/sendverifyphonenumberotpcode', {
    schema: {
      tags,
      summary: 'Send a phone verification code by SMS',
      response: responses(z.null()),
    },
    onRequest: guard('user', SEND_LIMITS),
    handler: async (req) => {
      await service.sendVerifyPhone(caller(req).userId);
      return okMessage(null, translate(culture(req), 'otp.sent'));
    },
  });
  r.put('/auth/verifyphonenumberbyotpcode', {
    schema: {
      tags,
      summary: 'Verify the phone number',
      body: OtpBodySchema,
      response: responses(UserSchema),
    },
    onRequest: guard('user', [...VERIFY_LIMITS, perUser('otp-verify-user', 10, 600)]),
    handler: async (req) =>
      okMessage(
        await service.verifyPhone(caller(req).userId, req.body.otpCode),
        translate(culture(req), 'otp.verified'),
      ),
  });

  r.post('/auth/forgotpasswordbyemail', {
    schema: {
      tags,
      summary: 'Send a password reset code by email',
      body: ForgotPasswordByEmailBodySchema,
      response: responses(MessageResultSchema),
    },
    onRequest: guard('public', RESET_LIMITS),
    handler: async (req) => {
      const message = await service.forgotPassword({ email: req.body.email }, culture(req));
      return okMessage({ message }, message);
    },
  });
  r.post('/auth/forgotpasswordbyphonenumber', {
    schema: {
      tags,
      summary: 'Send a password reset code by SMS',
      body: ForgotPasswordByPhoneBodySchema,
      response: responses(MessageResultSchema),
    },
    onRequest: guard('public', RESET_LIMITS),
    handler: async (req) => {
      const message = await service.forgotPassword(
        { phoneNumber: req.body.phoneNumber },
        culture(req),
      );
      return okMessage({ message }, message);
    },
  });
  r.post('/auth/passwordreset', {
    schema: {
      tags,
      summary: 'Check a reset code for the address it was sent to; answers a reset token',
      querystring: PasswordResetQuerySchema,
      body: PasswordResetBodySchema,
      response: responses(PasswordResetResultSchema),
    },
    onRequest: guard('public', [perIp('reset-check-ip', 20, 15 * 60)]),
    handler: async (req) =>
      ok({ resetToken: await service.checkResetCode(req.body, req.query.otpCode) }),
  });
  r.put('/auth/resetpassword', {
    schema: {
      tags,
      summary: 'Set a new password with a reset token; ends every session',
      body: ResetPasswordBodySchema,
      response: responses(MessageResultSchema),
    },
    onRequest: guard('public', RESET_LIMITS),
    handler: async (req, reply) => {
      const { deviceCookie } = await service.resetPassword(
        req.body.resetToken,
        req.body.password,
        source(req),
      );
      void reply.header('set-cookie', deviceCookieHeader(deviceCookie, secureCookies));
      const message = translate(culture(req), 'password.resetDone');
      return okMessage({ message }, message);
    },
  });

  r.get('/auth/socialproviders', {
    schema: {
      tags,
      summary: 'The Google and Apple sign-in this server is set up for (null when not)',
      response: responses(SocialProvidersSchema),
    },
    onRequest: guard('public'),
    handler: async () => ok(social.providers()),
  });
  r.post('/auth/googlelogin', {
    schema: {
      tags,
      summary: 'Sign in with a Google ID token',
      body: SocialLoginBodySchema,
      response: responses(AuthUserSchema),
    },
    onRequest: guard('public', SOCIAL_LIMITS),
    handler: async (req) => ok(await social.login('google', req.body)),
  });
  r.post('/auth/applelogin', {
    schema: {
      tags,
      summary: 'Sign in with an Apple ID token',
      body: SocialLoginBodySchema,
      response: responses(AuthUserSchema),
    },
    onRequest: guard('public', SOCIAL_LIMITS),
    handler: async (req) => ok(await social.login('apple', req.body)),
  });
}
