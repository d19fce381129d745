import { IdParamsSchema } from '@yek/contracts/common';
import {
  PromoCodeBodySchema,
  PromoCodePagedQuerySchema,
  PromoCodePageSchema,
  PromoCodePlansSchema,
  PromoCodeQuerySchema,
  PromoCodeSchema,
  SubscriptionPlanBodySchema,
  SubscriptionPlanPagedQuerySchema,
  SubscriptionPlanPageSchema,
  SubscriptionPlanSchema,
  SubscriptionPlanTypeSchema,
} from '@yek/contracts/subscription';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../plugins/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, perIp, responses } from '../../plugins/route';
import type { SubscriptionPlanService } from './subscriptionplan.service';
import { lang } from '../../plugins/request-language';

export function subscriptionPlanRoutes(
  app: FastifyInstance,
  guard: Guard,
  service: SubscriptionPlanService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptionplan'];

  r.get('/subscriptionplan', {
    schema: {
      tags,
      summary: 'Plans on sale (editors also see withdrawn ones)',
      response: responses(z.array(SubscriptionPlanSchema)),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await service.list(caller(req), lang(req))),
  });
  r.get('/subscriptionplan/getsubscriptionplantypelist', {
    schema: {
      tags,
      summary: 'Plan types and the months each buys',
      response: responses(z.array(SubscriptionPlanTypeSchema)),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(service.types(lang(req))),
  });
  r.get('/subscriptionplan/getbypromocode', {
    schema: {
      tags,
      summary: "A promo code's discount and the plans it applies to",
      querystring: PromoCodeQuerySchema,
      response: responses(PromoCodePlansSchema),
    },
    // Codes are short: limiting tries per address keeps them from being guessed.
    onRequest: guard('user', [perIp('promo-code-ip', 30, 15 * 60)]),
    handler: async (req) => ok(await service.byPromoCode(req.query.promoCode, lang(req))),
  });
  r.get('/subscriptionplan/getpagedlist', {
    schema: {
      tags,
      summary: 'A page of plans, withdrawn ones too, searched and sorted (editor)',
      querystring: SubscriptionPlanPagedQuerySchema,
      response: responses(SubscriptionPlanPageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.page(req.query, lang(req))),
  });
  r.get('/subscriptionplan/:id', {
    schema: {
      tags,
      summary: 'A subscription plan by id',
      params: IdParamsSchema,
      response: responses(SubscriptionPlanSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await service.get(req.params.id, lang(req))),
  });
  r.post('/subscriptionplan', {
    schema: {
      tags,
      summary: 'Add a plan (editor)',
      body: SubscriptionPlanBodySchema.omit({ id: true }),
      response: responses(SubscriptionPlanSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const saved = await service.save(req.body, lang(req));
      await audit.record({ entity: 'subscriptionplan', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/subscriptionplan', {
    schema: {
      tags,
      summary: 'Change a plan (editor)',
      body: SubscriptionPlanBodySchema.required({ id: true }),
      response: responses(SubscriptionPlanSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.get(req.body.id, lang(req)));
      const saved = await service.save(req.body, lang(req));
      await audit.record({ entity: 'subscriptionplan', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/subscriptionplan/:id', {
    schema: {
      tags,
      summary: 'Delete a plan nobody bought (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.get(req.params.id, lang(req)));
      await service.remove(req.params.id);
      await audit.record({ entity: 'subscriptionplan', entityId: req.params.id, before });
      return ok(null);
    },
  });

  promoCodeRoutes(app, guard, service);
}

/** Promo codes: editors manage them; learners only ever look one up by its code (above). */
function promoCodeRoutes(app: FastifyInstance, guard: Guard, service: SubscriptionPlanService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['promocode'];
  r.get('/promocode/getpagedlist', {
    schema: {
      tags,
      summary: 'A page of promo codes, searched by code and sorted (editor)',
      querystring: PromoCodePagedQuerySchema,
      response: responses(PromoCodePageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.promoPage(req.query)),
  });
  r.get('/promocode/:id', {
    schema: {
      tags,
      summary: 'A promo code by id (editor)',
      params: IdParamsSchema,
      response: responses(PromoCodeSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await service.promo(req.params.id)),
  });
  r.post('/promocode', {
    schema: {
      tags,
      summary: 'Add a promo code (editor)',
      body: PromoCodeBodySchema,
      response: responses(PromoCodeSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const { id: _ignored, ...body } = req.body;
      const saved = await service.savePromo(body);
      await audit.record({ entity: 'promocode', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/promocode', {
    schema: {
      tags,
      summary: 'Change a promo code (editor)',
      body: PromoCodeBodySchema,
      response: responses(PromoCodeSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      if (req.body.id === undefined)
        throw new AppError('VALIDATION_FAILED', { id: ['validation.required'] });
      const id = req.body.id;
      const before = await audit.before(() => service.promo(id));
      const saved = await service.savePromo(req.body);
      await audit.record({ entity: 'promocode', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/promocode/:id', {
    schema: {
      tags,
      summary: 'Delete a promo code (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const before = await audit.before(() => service.promo(req.params.id));
      await service.removePromo(req.params.id);
      await audit.record({ entity: 'promocode', entityId: req.params.id, before });
      return ok(null);
    },
  });
}
