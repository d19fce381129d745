import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { SmsProvider } from './lib/sms';
import { MODULES } from './modules';
import { clientError, frameworkErrors } from './plugins/error-handler';
import { infrastructure } from './plugins/infrastructure';
import { requestId } from './plugins/input-guard';
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
  await app.register(infrastructure, { config, options });
  for (const module of MODULES) await app.register(module);
  await registerWebApp(app, config.webDistDir);
  return app;
}
