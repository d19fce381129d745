import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import type { AppDeps } from './deps';
import { type Clock, systemClock } from './lib/clock';
import { createAccessTokenSigner } from './lib/jwt';
import { createMailer, type Mailer } from './lib/mailer';
import { createMemoryStore, createRateLimiter, createRedisStore } from './lib/rate-limit';
import { createDevSmsProvider, type SmsProvider } from './lib/sms';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createOtpService } from './modules/auth/otp.service';
import { createSessionService } from './modules/auth/session.service';
import { createSocialService } from './modules/auth/social.service';
import { healthRoutes } from './modules/health/health.routes';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createReferenceService } from './modules/reference/reference.service';
import { createUserRepository } from './modules/user/user.repository';
import { userRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import { userRegistrationRoutes } from './modules/userregistration/userregistration.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/error-handler';
import { createGuard } from './plugins/route';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';

export interface BuildOptions {
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsProvider;
  database?: Database;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Query strings and bodies can hold tokens and codes: only the path is ever logged.
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        id: req.id,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        '*.password',
        '*.token',
        '*.refreshToken',
        '*.accessToken',
        '*.otpCode',
        '*.code',
      ],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.env === 'production',
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data: unknown) => JSON.stringify(data),
  );
  // Bodies are JSON (or multipart for uploads); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  // The web sends JSON bodies as application/json-patch+json (spec §7).
  app.addContentTypeParser(
    ['application/json-patch+json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  const database = options.database ?? createDatabase(config.databaseUrl!, config.databasePoolMax);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const deps: AppDeps = {
    config,
    database,
    clock: options.clock ?? systemClock,
    tokens: createAccessTokenSigner({ ...config.jwt, ttlSeconds: config.jwt.accessTtlSeconds }),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
      }),
    sms: options.sms ?? createDevSmsProvider(config.dataDir, app.log),
    limiter: createRateLimiter(
      redis ? createRedisStore(redis) : createMemoryStore(),
      config.rateLimitEnabled,
    ),
    log: app.log,
  };
  app.addHook('onClose', async () => {
    deps.mailer.close();
    redis?.disconnect();
    if (!options.database) await database.close();
  });

  registerAuth(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Yek English API',
        version: '1.0.0',
        description: 'Every response is an envelope; the payload is at data.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const guard = createGuard(deps);
  const repos = {
    auth: createAuthRepository(database.pool),
    users: createUserRepository(database.pool),
    reference: createReferenceRepository(database.pool),
  };
  const otp = createOtpService(deps, repos.auth);
  const sessions = createSessionService(deps, repos.auth);
  const auth = createAuthService(deps, repos, otp, sessions);
  const social = createSocialService(deps, repos, sessions);
  const reference = createReferenceService(repos.reference);
  const users = createUserService(deps, repos.users);

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      healthRoutes(typed, database);
      authRoutes(typed, guard, auth, social);
      userRegistrationRoutes(typed, guard, auth);
      userRoutes(typed, guard, users, auth, reference);
      referenceRoutes(typed, guard, reference);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir);
  return app;
}
