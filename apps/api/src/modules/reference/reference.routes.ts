import { IdParamsSchema } from '@yek/contracts/common';
import {
  ApproveContractsBodySchema,
  ApproveContractsResultSchema,
  type ContractBody,
  ContractBodySchema,
  ContractKeyParamsSchema,
  ContractPagedQuerySchema,
  ContractPageSchema,
  ContractSchema,
  ContractVersionQuerySchema,
  HelloSliderBodySchema,
  HelloSliderPagedQuerySchema,
  HelloSliderPageSchema,
  HelloSliderSchema,
  HelloSliderViewTypeQuerySchema,
  LanguageBodySchema,
  LanguagePagedQuerySchema,
  LanguagePageSchema,
  LanguageSchema,
} from '@yek/contracts/reference';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterCommit } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { audit } from '../../plugins/audit';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, responses } from '../../plugins/route';
import type { ReferenceService } from './reference.service';

export function referenceRoutes(app: FastifyInstance, guard: Guard, service: ReferenceService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const language = ['language'];
  r.get('/language', {
    schema: {
      tags: language,
      summary: 'UI languages',
      response: responses(z.array(LanguageSchema)),
    },
    onRequest: guard('public'),
    handler: async () => ok(await service.languages()),
  });
  r.get('/language/getpagedlist', {
    schema: {
      tags: language,
      summary: 'A page of languages, searched and sorted (editor)',
      querystring: LanguagePagedQuerySchema,
      response: responses(LanguagePageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.languagePage(req.query)),
  });
  r.get('/language/:id', {
    schema: {
      tags: language,
      summary: 'A language by id',
      params: IdParamsSchema,
      response: responses(LanguageSchema),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(await service.language(req.params.id)),
  });
  r.post('/language', {
    schema: {
      tags: language,
      summary: 'Add a language (admin)',
      body: LanguageBodySchema,
      response: responses(LanguageSchema),
    },
    onRequest: guard('admin'),
    handler: async (req) => {
      const before = req.body.id ? await audit.before(() => service.language(req.body.id!)) : null;
      const saved = await service.saveLanguage(req.body);
      await audit.record({ entity: 'language', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.put('/language', {
    schema: {
      tags: language,
      summary: 'Change a language (admin)',
      body: LanguageBodySchema.required({ id: true }),
      response: responses(LanguageSchema),
    },
    onRequest: guard('admin'),
    handler: async (req) => {
      const before = await audit.before(() => service.language(req.body.id));
      const saved = await service.saveLanguage(req.body);
      await audit.record({ entity: 'language', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/language/:id', {
    schema: {
      tags: language,
      summary: 'Delete a language no one uses (admin)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('admin'),
    handler: async (req) => {
      const before = await audit.before(() => service.language(req.params.id));
      await service.deleteLanguage(req.params.id);
      await audit.record({ entity: 'language', entityId: req.params.id, before });
      return ok(null);
    },
  });

  const slider = ['helloslider'];
  r.get('/helloslider', {
    schema: {
      tags: slider,
      summary: 'Welcome slides (the login page uses those with pageAlias login)',
      response: responses(z.array(HelloSliderSchema)),
    },
    onRequest: guard('public'),
    handler: async () => ok(await service.sliders()),
  });
  r.get('/helloslider/getbyviewtype', {
    schema: {
      tags: slider,
      summary: 'The welcome slides of one view type, in order',
      querystring: HelloSliderViewTypeQuerySchema,
      response: responses(z.array(HelloSliderSchema)),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(await service.sliders(req.query.viewType)),
  });
  r.get('/helloslider/getpagedlist', {
    schema: {
      tags: slider,
      summary: 'A page of welcome slides, searched and sorted (editor)',
      querystring: HelloSliderPagedQuerySchema,
      response: responses(HelloSliderPageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.sliderPage(req.query)),
  });
  r.get('/helloslider/:id', {
    schema: {
      tags: slider,
      summary: 'A welcome slide by id',
      params: IdParamsSchema,
      response: responses(HelloSliderSchema),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(await service.slider(req.params.id)),
  });
  r.post('/helloslider', {
    schema: {
      tags: slider,
      summary: 'Add a slide (editor)',
      body: HelloSliderBodySchema.omit({ id: true }),
      response: responses(HelloSliderSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const saved = await service.saveSlider(req.body);
      await audit.record({ entity: 'helloslider', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/helloslider', {
    schema: {
      tags: slider,
      summary: 'Change a slide (editor)',
      body: HelloSliderBodySchema.required({ id: true }),
      response: responses(HelloSliderSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.slider(req.body.id));
      const saved = await service.saveSlider(req.body);
      await audit.record({ entity: 'helloslider', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/helloslider/:id', {
    schema: {
      tags: slider,
      summary: 'Delete a welcome slide (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.slider(req.params.id));
      await service.deleteSlider(req.params.id);
      await audit.record({ entity: 'helloslider', entityId: req.params.id, before });
      return ok(null);
    },
  });

  const contract = ['contract'];
  r.get('/contract', {
    schema: {
      tags: contract,
      summary: 'Current version of every agreement',
      response: responses(z.array(ContractSchema)),
    },
    onRequest: guard('public'),
    handler: async () => ok(await service.contracts()),
  });
  r.get('/contract/getversion', {
    schema: {
      tags: contract,
      summary: 'A given version of an agreement',
      querystring: ContractVersionQuerySchema,
      response: responses(ContractSchema),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(await service.contractVersion(req.query.alias, req.query.version)),
  });
  r.get('/contract/getpagedlist', {
    schema: {
      tags: contract,
      summary: 'A page of agreement versions, searched by alias and sorted (editor)',
      querystring: ContractPagedQuerySchema,
      response: responses(ContractPageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.contractPage(req.query)),
  });
  r.get('/contract/:key', {
    schema: {
      tags: contract,
      summary: 'An agreement by alias (current version) or by id',
      params: ContractKeyParamsSchema,
      response: responses(ContractSchema),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(await service.contractByKey(req.params.key)),
  });
  const publish = {
    schema: {
      tags: contract,
      summary: 'Publish a new version of an agreement (editor)',
      body: ContractBodySchema,
      response: responses(ContractSchema),
    },
    onRequest: guard('editor'),
  };
  async function publishVersion(body: ContractBody) {
    const before = await audit.before(() => service.contractByKey({ alias: body.alias }));
    const saved = await service.publishContract(body);
    // Every user now has a version to approve: this instance forgets what it knew at once.
    afterCommit(() => {
      app.deps.sessionCache.clear();
      app.deps.userCache.clear();
    });
    await audit.record({
      entity: 'contract',
      entityId: saved.id,
      action: 'publish',
      before,
      after: saved,
    });
    return ok(saved);
  }
  r.post('/contract', {
    ...publish,
    handler: (req) => publishVersion(req.body),
  });
  r.put('/contract', {
    ...publish,
    handler: (req) => publishVersion(req.body),
  });
  r.post('/contract/approve', {
    schema: {
      tags: contract,
      summary:
        'Approve the current agreement versions waiting for you (pendingContracts); learning resumes once none wait',
      body: ApproveContractsBodySchema,
      response: responses(ApproveContractsResultSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => {
      const { userId } = caller(req);
      const result = await service.approveContracts(userId, req.body);
      // This instance lets the user through at once; the others hear it from PostgreSQL.
      app.deps.sessionCache.evictUser(userId);
      app.deps.userCache.evictUser(userId);
      return ok(result);
    },
  });
  // The spec names this path contract/{id}; it shares contract/{key}'s shape, and only an id fits.
  r.delete('/contract/:key', {
    schema: {
      tags: contract,
      summary: 'Delete a version nobody approved (editor)',
      params: ContractKeyParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const { key } = req.params;
      if (!('id' in key)) throw notFound();
      const before = await audit.before(() => service.contractByKey(key));
      await service.deleteContract(key.id);
      await audit.record({ entity: 'contract', entityId: key.id, before });
      return ok(null);
    },
  });
}
