import { IdParamsSchema } from '@yek/contracts/common';
import {
  RegistrationResultBodySchema,
  RegistrationResultPagedQuerySchema,
  RegistrationResultPageSchema,
  RegistrationResultSchema,
  RegistrationStageIdParamsSchema,
  UserStageResultSchema,
} from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../plugins/audit';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, responses } from '../../plugins/route';
import type { RegistrationResultService } from './registrationresult.service';
import { lang } from '../../plugins/request-language';

export function registrationResultRoutes(
  app: FastifyInstance,
  guard: Guard,
  service: RegistrationResultService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['registrationresult'];

  r.get('/registrationresult/getuserregistrationstageresult', {
    schema: {
      tags,
      summary: 'Your setup result: a text per finished stage, a daily goal and focus skills',
      response: responses(UserStageResultSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await service.forUser(caller(req).userId, lang(req))),
  });
  r.get('/registrationresult', {
    schema: {
      tags,
      summary: 'Every result text (editor)',
      response: responses(z.array(RegistrationResultSchema)),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.list(lang(req))),
  });
  r.get('/registrationresult/getpagedlist', {
    schema: {
      tags,
      summary: 'A page of result texts, searched and sorted (editor)',
      querystring: RegistrationResultPagedQuerySchema,
      response: responses(RegistrationResultPageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.page(req.query, lang(req))),
  });
  r.get('/registrationresult/getbyregistrationstageid/:registrationStageId', {
    schema: {
      tags,
      summary: 'The result texts of a stage (editor)',
      params: RegistrationStageIdParamsSchema,
      response: responses(z.array(RegistrationResultSchema)),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.byStage(req.params.registrationStageId, lang(req))),
  });
  r.get('/registrationresult/:id', {
    schema: {
      tags,
      summary: 'A setup result text by id',
      params: IdParamsSchema,
      response: responses(RegistrationResultSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.get(req.params.id, lang(req))),
  });
  r.post('/registrationresult', {
    schema: {
      tags,
      summary: 'Add a result text for a stage and rule (editor)',
      body: RegistrationResultBodySchema.omit({ id: true }),
      response: responses(RegistrationResultSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const saved = await service.save(req.body, lang(req));
      await audit.record({ entity: 'registrationresult', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/registrationresult', {
    schema: {
      tags,
      summary: 'Change a result text (editor)',
      body: RegistrationResultBodySchema.required({ id: true }),
      response: responses(RegistrationResultSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.get(req.body.id, lang(req)));
      const saved = await service.save(req.body, lang(req));
      await audit.record({
        entity: 'registrationresult',
        entityId: saved.id,
        before,
        after: saved,
      });
      return ok(saved);
    },
  });
  r.delete('/registrationresult/:id', {
    schema: {
      tags,
      summary: 'Delete a setup result text (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.get(req.params.id, lang(req)));
      await service.remove(req.params.id);
      await audit.record({ entity: 'registrationresult', entityId: req.params.id, before });
      return ok(null);
    },
  });
}
