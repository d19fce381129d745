import { defineModule } from '../../plugins/module';
import { createUserRepository } from '../user/user.repository';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { type AuthService, createAuthService } from './auth.service';
import { createOtpService, type OtpService } from './otp.service';
import { createSessionService } from './session.service';
import { createSignInThrottle } from './sign-in-throttle';
import { createSocialService } from './social.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** Accounts, passwords, verification codes and sessions. */
    auth: AuthService;
    /** The 5-digit codes, for other modules that ask one (deleting an account without a password). */
    otp: OtpService;
  }
}

export const authModule = defineModule('auth', [], (api, app) => {
  const { deps } = app;
  const repos = {
    auth: createAuthRepository(deps.database.pool),
    users: createUserRepository(deps.database.pool),
  };
  const otp = createOtpService(deps, repos.auth);
  const sessions = createSessionService(deps, repos.auth);
  const throttle = createSignInThrottle({
    limiter: deps.limiter,
    clock: deps.clock,
    secret: deps.config.jwt.secret,
  });
  const auth = createAuthService(deps, repos, otp, sessions, throttle);
  app.services.auth = auth;
  app.services.otp = otp;
  authRoutes(
    api,
    app.guard,
    auth,
    createSocialService(deps, repos, sessions),
    deps.config.publicUrl.startsWith('https:'),
  );
});
