import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ok } from '../../plugins/envelope';
import { responses } from '../../plugins/route';

export function healthRoutes(app: FastifyInstance, database: Database) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: responses(z.object({ status: z.literal('ok') })),
    },
    handler: async () => {
      await database.pool.query('SELECT 1');
      return ok({ status: 'ok' as const });
    },
  });
}
