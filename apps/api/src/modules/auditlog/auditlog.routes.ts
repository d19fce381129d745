import { AuditLogPageSchema, AuditLogQuerySchema } from '@yek/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { type Guard, responses } from '../../plugins/route';
import type { AuditLogRepository } from './auditlog.repository';

export function auditLogRoutes(app: FastifyInstance, guard: Guard, repo: AuditLogRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/auditlog', {
    schema: {
      tags: ['auditlog'],
      summary:
        'Management writes: who, when, what, before and after; paged, filtered by actor, entity and date (admin)',
      querystring: AuditLogQuerySchema,
      response: responses(AuditLogPageSchema),
    },
    onRequest: guard('admin'),
    handler: async (req) => ok(await repo.page(req.query)),
  });
}
