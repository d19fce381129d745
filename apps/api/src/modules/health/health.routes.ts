import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { DATABASE_RETRY_SECONDS } from '../../plugins/error-handler';
import { responses } from '../../plugins/route';

const READY_TIMEOUT_MS = 2000;

/**
 * Liveness (the process answers) and readiness (it can reach its database) apart: an orchestrator
 * restarts a process that is not live, and only stops sending traffic to one that is not ready.
 */
export function healthRoutes(app: FastifyInstance, database: Database) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['health'];
  const status = responses(z.object({ status: z.literal('ok') }));

  async function ready() {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([database.pool.query('SELECT 1'), timeout]);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', null, { seconds: DATABASE_RETRY_SECONDS });
    }
    return ok({ status: 'ok' as const });
  }

  for (const url of ['/health', '/health/ready']) {
    r.get(url, {
      schema: { tags, summary: 'Ready: the API and its database answer', response: status },
      handler: ready,
    });
  }
  r.get('/health/live', {
    schema: {
      tags,
      summary: 'Live: the process answers (the database is not asked)',
      response: status,
    },
    handler: async () => ok({ status: 'ok' as const }),
  });
}
