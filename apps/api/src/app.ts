import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import type { AppDeps } from './deps';
import { createAccountTokens } from './lib/account-token';
import { createBackgroundTasks } from './lib/background';
import { type Clock, createOffsetClock, systemClock } from './lib/clock';
import { createGooglePlayApi } from './lib/google-play';
import { createAccessTokenSigner } from './lib/jwt';
import { createMailer, type Mailer } from './lib/mailer';
import { createMemoryStore, createRateLimiter, createRedisStore } from './lib/rate-limit';
import { createDevSmsProvider, type SmsProvider } from './lib/sms';
import { createLocalStorage, createS3Storage } from './lib/storage';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createOtpService } from './modules/auth/otp.service';
import { createSessionService } from './modules/auth/session.service';
import { createSignInThrottle } from './modules/auth/sign-in-throttle';
import { createSocialService } from './modules/auth/social.service';
import { createContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createAppStoreNotifications } from './modules/payment/app-store-notifications';
import { createGooglePlayNotifications } from './modules/payment/google-play-notifications';
import { paymentRoutes } from './modules/payment/payment.routes';
import { createPaymentService } from './modules/payment/payment.service';
import { createPurchaseRepository } from './modules/payment/purchase.repository';
import { createStoreEvents } from './modules/payment/store-events';
import { createQuestionContentRepository } from './modules/questionnaire/question-content.repository';
import { createQuestionContentService } from './modules/questionnaire/question-content.service';
import { createQuestionnaireRepository } from './modules/questionnaire/questionnaire.repository';
import { createQuestionnaireService } from './modules/questionnaire/questionnaire.service';
import { questionRoutes } from './modules/questionnaire/routes';
import { createUserQuestionService } from './modules/questionnaire/user-question.service';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { referenceRoutes } from './modules/reference/reference.routes';
import { createReferenceService } from './modules/reference/reference.service';
import { createRegistrationResultRepository } from './modules/registrationresult/registrationresult.repository';
import { registrationResultRoutes } from './modules/registrationresult/registrationresult.routes';
import { createRegistrationResultService } from './modules/registrationresult/registrationresult.service';
import { createSubscriptionPlanRepository } from './modules/subscriptionplan/subscriptionplan.repository';
import { subscriptionPlanRoutes } from './modules/subscriptionplan/subscriptionplan.routes';
import { createSubscriptionPlanService } from './modules/subscriptionplan/subscriptionplan.service';
import { testClockRoutes } from './modules/testclock/testclock.routes';
import { createUserRepository } from './modules/user/user.repository';
import { createDictionaryService } from './modules/usertask/dictionary.service';
import { cacheLearnerReads } from './modules/usertask/usertask.cache';
import { createUserTaskRepository } from './modules/usertask/usertask.repository';
import { userTaskRoutes } from './modules/usertask/usertask.routes';
import { closeAlignerPool } from './modules/usertask/read-aloud-pool';
import { createUserTaskService } from './modules/usertask/usertask.service';
import { userRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import { createProfilePhotoService } from './modules/userregistration/profile-photo.service';
import { userRegistrationRoutes } from './modules/userregistration/userregistration.routes';
import { registerAuth } from './plugins/auth';
import { clientError, frameworkErrors, registerErrorHandling } from './plugins/error-handler';
import { registerInputGuard, requestId } from './plugins/input-guard';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { createChangeFeed } from './plugins/change-feed';
import { createSessionCache } from './plugins/session-cache';
import { createUserCache, registerUserCacheEviction } from './plugins/user-cache';
import { createGuard } from './plugins/route';
import { registerSecurityHeaders } from './plugins/security';
import { registerUploads } from './plugins/uploads';
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
    // Only the configured proxies may name the client; anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors,
    clientErrorHandler: clientError,
    // While draining on SIGTERM, a request that reached us is still answered, not refused with 503;
    // its connection then closes and the load balancer sends the next one elsewhere.
    return503OnClosing: false,
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
  // Only a journey server gets a clock it can move; everywhere else the route does not exist.
  const testClock = config.testClockControl
    ? createOffsetClock(options.clock ?? systemClock)
    : null;
  const clock = testClock ?? options.clock ?? systemClock;
  const changeFeed = createChangeFeed({ databaseUrl: config.databaseUrl!, log: app.log });
  const deps: AppDeps = {
    config,
    database,
    clock,
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
      // Windows follow the app's clock, so a test can move past a block as a journey moves days.
      redis ? createRedisStore(redis) : createMemoryStore(() => clock.now().getTime()),
      config.rateLimitEnabled,
    ),
    log: app.log,
    background: createBackgroundTasks(app.log),
    changeFeed,
    sessionCache: createSessionCache({ feed: changeFeed, now: () => clock.now().getTime() }),
    userCache: createUserCache({ feed: changeFeed, now: () => clock.now().getTime() }),
    storage: config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads')),
  };
  // Not awaited: until the first LISTEN succeeds every request simply reads from the database.
  void changeFeed.start();
  app.decorate('background', deps.background);
  app.addHook('onClose', async () => {
    await deps.background.idle();
    await closeAlignerPool();
    await changeFeed.close();
    deps.mailer.close();
    redis?.disconnect();
    if (!options.database) await database.close();
  });

  registerAuth(app);
  registerUserCacheEviction(app, deps.userCache);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerMetrics(app, database, {
    token: config.metricsToken,
    required: config.env === 'production' || Boolean(config.metricsToken),
  });
  registerSecurityHeaders(app);
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

  const guard = createGuard(deps);
  const repos = {
    auth: createAuthRepository(database.pool),
    users: createUserRepository(database.pool),
    reference: createReferenceRepository(database.pool),
    questionnaire: createQuestionnaireRepository(database.pool),
    questionContent: createQuestionContentRepository(database.pool),
    results: createRegistrationResultRepository(database.pool),
    plans: createSubscriptionPlanRepository(database.pool),
    purchases: createPurchaseRepository(database.pool),
  };
  const otp = createOtpService(deps, repos.auth);
  const sessions = createSessionService(deps, repos.auth);
  const throttle = createSignInThrottle({
    limiter: deps.limiter,
    clock: deps.clock,
    secret: config.jwt.secret,
  });
  const auth = createAuthService(deps, repos, otp, sessions, throttle);
  const social = createSocialService(deps, repos, sessions);
  const reference = createReferenceService(repos.reference);
  const users = createUserService(deps, repos.users);
  const questionContent = createQuestionContentService(repos.questionContent);
  const answers = createQuestionnaireService(deps, repos.questionnaire, questionContent);
  const questions = {
    content: questionContent,
    answers,
    userQuestions: createUserQuestionService(answers, questionContent),
  };
  const photos = createProfilePhotoService(deps, repos);
  const results = createRegistrationResultService(deps, repos.results, answers, questionContent);
  const plans = createSubscriptionPlanService(deps, repos.plans);
  const userTaskRepo = cacheLearnerReads(createUserTaskRepository(database.pool), deps.userCache);
  const learning = {
    tasks: createUserTaskService(deps, userTaskRepo, createContentRepository(database.pool)),
    dictionary: createDictionaryService(userTaskRepo),
    storage: deps.storage,
  };
  const accountTokens = createAccountTokens(config.jwt.secret);
  const storeEvents = createStoreEvents(deps, repos.purchases, repos.plans, accountTokens);
  const payments = {
    payments: createPaymentService(deps, repos, accountTokens),
    appStore: createAppStoreNotifications(deps, storeEvents),
    googlePlay: createGooglePlayNotifications(
      deps,
      storeEvents,
      createGooglePlayApi(config.googlePlay),
    ),
  };

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      healthRoutes(typed, database);
      authRoutes(typed, guard, auth, social, config.publicUrl.startsWith('https:'));
      userRegistrationRoutes(typed, guard, auth, questions, photos);
      userRoutes(typed, guard, users, auth, reference);
      referenceRoutes(typed, guard, reference);
      questionRoutes(typed, guard, questions);
      registrationResultRoutes(typed, guard, results);
      subscriptionPlanRoutes(typed, guard, plans);
      paymentRoutes(typed, guard, payments);
      if (testClock) testClockRoutes(typed, guard, testClock);
      contentRoutes(typed, guard);
      userTaskRoutes(typed, guard, learning);
    },
    { prefix: '/api' },
  );
  registerUploads(app, deps.storage);
  await registerWebApp(app, config.webDistDir);
  return app;
}
