import type { SocialLoginBody, SocialProviders } from '@yek/contracts/auth';
import { DEFAULT_LANGUAGE_ID } from '@yek/contracts/reference';
import type { AuthUser } from '@yek/contracts/user';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppDeps } from '../../deps';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { toUser } from '../user/user.mapper';
import type { UserRepository } from '../user/user.repository';
import type { AuthRepository } from './auth.repository';
import type { SessionService } from './session.service';

export type SocialProvider = 'google' | 'apple';

interface ProviderConfig {
  jwksUrl: string;
  issuers: string[];
  audiences: string[];
}

/**
 * Google and Apple sign-in: the ID token's signature is checked against the provider's JWKS, then
 * issuer, audience, expiry and nonce. Accounts are keyed on (provider, subject); a verified email
 * that matches an existing account links to it.
 */
export function createSocialService(
  deps: AppDeps,
  repos: { auth: AuthRepository; users: UserRepository },
  sessions: SessionService,
) {
  const providers: Record<SocialProvider, ProviderConfig> = {
    google: {
      jwksUrl: deps.config.google.jwksUrl,
      issuers: deps.config.google.issuers,
      audiences: deps.config.google.clientIds,
    },
    apple: {
      jwksUrl: deps.config.apple.jwksUrl,
      issuers: [deps.config.apple.issuer],
      audiences: deps.config.apple.clientIds,
    },
  };
  const keySets = new Map<SocialProvider, ReturnType<typeof createRemoteJWKSet>>();
  const keySet = (p: SocialProvider) => {
    let set = keySets.get(p);
    if (!set) {
      set = createRemoteJWKSet(new URL(providers[p].jwksUrl), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
      });
      keySets.set(p, set);
    }
    return set;
  };

  async function verifyIdToken(
    provider: SocialProvider,
    body: SocialLoginBody,
  ): Promise<JWTPayload> {
    const cfg = providers[provider];
    if (cfg.audiences.length === 0) throw new AppError('AUTH_PROVIDER_TOKEN_INVALID');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(body.idToken, keySet(provider), {
        issuer: cfg.issuers,
        audience: cfg.audiences,
        algorithms: ['RS256', 'ES256'],
        currentDate: deps.clock.now(),
      }));
    } catch {
      throw new AppError('AUTH_PROVIDER_TOKEN_INVALID');
    }
    if (!payload.sub) throw new AppError('AUTH_PROVIDER_TOKEN_INVALID');
    if (body.nonce !== undefined) {
      // Apple carries the SHA-256 of the nonce the app generated; Google the nonce itself.
      const claimed = payload.nonce;
      if (claimed !== body.nonce && claimed !== sha256(body.nonce))
        throw new AppError('AUTH_PROVIDER_TOKEN_INVALID');
    }
    return payload;
  }

  return {
    /** The providers that are set up; the web shows their buttons only. */
    providers(): SocialProviders {
      const first = (p: SocialProvider) => providers[p].audiences[0];
      const google = first('google');
      const apple = first('apple');
      return {
        google: google ? { clientId: google } : null,
        apple: apple ? { clientId: apple } : null,
      };
    },

    async login(provider: SocialProvider, body: SocialLoginBody): Promise<AuthUser> {
      const payload = await verifyIdToken(provider, body);
      const subject = payload.sub!;
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
      let userId = await repos.auth.findIdentity(provider, subject);
      if (userId === null) {
        userId = await deps.database.transaction(async (q) => {
          const existing = email && emailVerified ? await repos.users.findByEmail(email) : null;
          const id =
            existing?.id ??
            (await repos.users.insert(q, {
              name:
                body.name ||
                (typeof payload.given_name === 'string' ? payload.given_name : '') ||
                (email?.split('@')[0] ?? 'Yek'),
              surname:
                body.surname ||
                (typeof payload.family_name === 'string' ? payload.family_name : '') ||
                '-',
              email: emailVerified ? email : null,
              phoneNumber: null,
              passwordHash: null,
              languageId: DEFAULT_LANGUAGE_ID,
              emailNotification: false,
              smsNotification: false,
              accountVerified: true,
              emailVerified,
            }));
          await repos.auth.linkIdentity(q, id, provider, subject);
          return id;
        });
      }
      const row = await repos.users.findById(userId);
      if (!row) throw new AppError('AUTH_PROVIDER_TOKEN_INVALID');
      if (row.status !== 'active') throw new AppError('AUTH_ACCOUNT_DISABLED');
      const tokenDto = await sessions.start(row);
      return { ...toUser(row, deps.clock.now()), tokenDto };
    },
  };
}
