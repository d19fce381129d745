import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { BuildOptions } from '../app';
import type { Config } from '../config';
import { createDatabase } from '../db/client';
import type { AppDeps } from '../deps';
import { createBackgroundTasks } from '../lib/background';
import { createOffsetClock, systemClock } from '../lib/clock';
import { createAccessTokenSigner } from '../lib/jwt';
import { createMailer } from '../lib/mailer';
import { closePasswordPool } from '../lib/password';
import { createMemoryStore, createRateLimiter, createRedisStore } from '../lib/rate-limit';
import { createDevSmsProvider } from '../lib/sms';
import { createLocalStorage, createS3Storage } from '../lib/storage';
import { closeAlignerPool } from '../lib/speech/read-aloud-pool';
import { registerAuditedWrites } from './audit';
import { registerAuth } from './auth';
import { createChangeFeed } from './change-feed';
import { registerErrorHandling } from './error-handler';
import { registerInputGuard } from './input-guard';
import { registerMetrics } from './metrics';
import { registerOpenApi } from './openapi';
import type { AppServices } from './module';
import { createGuard } from './route';
import { serializeBody } from './envelope';
import { registerSecurityHeaders, socialSignInSources } from './security';
import { createSessionCache } from './session-cache';
import { createUserCache, registerUserCacheEviction } from './user-cache';

/**
 * What every module stands on, registered once at the root: request parsing and validation, the
 * shared dependencies (`app.deps`: database, clock, caches, storage, mail, rate limits), the route
 * guard (`app.guard`: authentication in onRequest), the error envelope, security headers,
 * compression, uploads, metrics and the OpenAPI document. Closing the app closes what it opened.
 */
export const infrastructure = fp(
  async (app: FastifyInstance, opts: { config: Config; options: BuildOptions }) => {
    const { config } = opts;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(config.validateResponses ? serializerCompiler : () => serializeBody);
    // Bodies are JSON (or multipart for uploads); plain text is refused with 415.
    app.removeContentTypeParser('text/plain');
    // The web sends JSON bodies as application/json-patch+json (spec §7).
    app.addContentTypeParser(
      ['application/json-patch+json', 'application/merge-patch+json'],
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );

    const database =
      opts.options.database ?? createDatabase(config.databaseUrl!, config.databasePoolMax);
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
      : null;
    // Only a journey server gets a clock it can move; everywhere else the route does not exist.
    const testClock = config.testClockControl
      ? createOffsetClock(opts.options.clock ?? systemClock)
      : null;
    const clock = testClock ?? opts.options.clock ?? systemClock;
    const changeFeed = createChangeFeed({ databaseUrl: config.databaseUrl!, log: app.log });
    const deps: AppDeps = {
      config,
      database,
      clock,
      tokens: createAccessTokenSigner({ ...config.jwt, ttlSeconds: config.jwt.accessTtlSeconds }),
      mailer:
        opts.options.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          dataDir: config.dataDir,
          log: app.log,
        }),
      sms: opts.options.sms ?? createDevSmsProvider(config.dataDir, app.log),
      limiter: createRateLimiter(
        // Windows follow the app's clock, so a test can move past a block as a journey moves days.
        redis ? createRedisStore(redis) : createMemoryStore(() => clock.now().getTime()),
        config.rateLimitEnabled,
      ),
      log: app.log,
      background: createBackgroundTasks(app.log),
      changeFeed,
      sessionCache: createSessionCache({ feed: changeFeed, now: () => clock.now().getTime() }),
      userCache: createUserCache({ feed: changeFeed, now: () => clock.now().getTime() }),
      testClock,
      storage: config.s3
        ? createS3Storage(config.s3)
        : createLocalStorage(path.join(config.dataDir, 'uploads')),
    };
    // Not awaited: until the first LISTEN succeeds every request simply reads from the database.
    void changeFeed.start();
    app.decorate('background', deps.background);
    app.decorate('deps', deps);
    app.decorate('guard', createGuard(deps));
    // Filled by the modules as they register (plugins/module.ts).
    app.decorate('services', {} as AppServices);
    app.addHook('onClose', async () => {
      await deps.background.idle();
      await closeAlignerPool();
      await closePasswordPool();
      await changeFeed.close();
      deps.mailer.close();
      redis?.disconnect();
      if (!opts.options.database) await database.close();
    });

    registerAuth(app);
    registerAuditedWrites(app, database);
    registerUserCacheEviction(app, deps.userCache);
    registerErrorHandling(app);
    registerInputGuard(app);
    registerMetrics(app, database, {
      token: config.metricsToken,
      required: config.env === 'production' || Boolean(config.metricsToken),
    });
    registerSecurityHeaders(app, config.webDistDir, socialSignInSources(config));
    // JSON answers above 1 KB (a day's part, the schedule) compressed; brotli at a quality cheap
    // enough per request. Static files come precompressed at the highest settings instead.
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // Uploads stream through @fastify/multipart; each route sets its own file size limit.
    await app.register(multipart, { limits: { files: 10, fields: 20, parts: 30 } });
    await registerOpenApi(app, config);
  },
  { name: 'infrastructure', fastify: '5.x' },
);
