import { IdParamsSchema } from '@yek/contracts/common';
import { JobSchema, SearchTextQuerySchema } from '@yek/contracts/registration';
import {
  JobBodySchema,
  JobPageSchema,
  JobPagedQuerySchema,
} from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { lang } from '../../../plugins/request-language';
import { type Guard, responses } from '../../../plugins/route';
import { type QuestionServices, auditedOption } from './shared';

/**
 * Occupations (spec §7 job): the list the sign-up questionnaire offers, public like the other
 * reference lists, and the admin grid and writes for editors. They are the options of question 4,
 * so a change shows in the questionnaire at once.
 */
export function jobRoutes(app: FastifyInstance, guard: Guard, s: QuestionServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['job'];
  r.get('/job', {
    schema: {
      tags,
      summary: 'Every occupation, in questionnaire order (searchText filters them)',
      querystring: SearchTextQuerySchema,
      response: responses(z.array(JobSchema)),
    },
    onRequest: guard('public'),
    handler: async (req) => ok((await s.content.job(lang(req), req.query.searchText)).jobs),
  });
  r.get('/job/getpagedlist', {
    schema: {
      tags,
      summary: 'Occupations for the admin grid: paged, searched and sorted (editor)',
      querystring: JobPagedQuerySchema,
      response: responses(JobPageSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => ok(await s.content.jobPage(req.query, lang(req))),
  });
  r.get('/job/:id', {
    schema: {
      tags,
      summary: 'An occupation by id',
      params: IdParamsSchema,
      response: responses(JobSchema),
    },
    onRequest: guard('public'),
    handler: async (req) => {
      const job = await s.content.jobById(req.params.id, lang(req));
      if (!job) throw notFound();
      return ok(job);
    },
  });
  r.post('/job', {
    schema: {
      tags,
      summary: 'Add an occupation (editor)',
      body: JobBodySchema.omit({ id: true }),
      response: responses(JobSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(await auditedOption(s, 'job', undefined, () => s.content.saveJob(req.body, lang(req)))),
  });
  r.put('/job', {
    schema: {
      tags,
      summary: 'Change an occupation (editor)',
      body: JobBodySchema.required({ id: true }),
      response: responses(JobSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      // Only an occupation may be changed here, never another question's answer.
      if (!(await s.content.jobById(req.body.id, lang(req)))) throw notFound();
      return ok(
        await auditedOption(s, 'job', req.body.id, () => s.content.saveJob(req.body, lang(req))),
      );
    },
  });
  r.delete('/job/:id', {
    schema: {
      tags,
      summary: 'Delete an occupation no learner chose (editor; JOB_IN_USE otherwise)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      await auditedOption(s, 'job', req.params.id, async () => {
        await s.content.deleteJob(req.params.id);
        return null;
      });
      return ok(null);
    },
  });
}
