import { IdParamsSchema } from '@yek/contracts/common';
import {
  JobAnswerQuerySchema,
  JobQuestionSchema,
  JobSchema,
  SearchTextQuerySchema,
  UserJobQuestionSchema,
  UserRegistrationStateSchema,
} from '@yek/contracts/registration';
import { JobBodySchema } from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../plugins/envelope';
import { type Guard, caller, responses } from '../../../plugins/route';
import { type QuestionServices, auditedOption } from './shared';
import { lang } from '../../../plugins/request-language';

/** Question 4: occupations, searchable by any part of their Turkish or English name. */
export function jobQuestionRoutes(app: FastifyInstance, guard: Guard, s: QuestionServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['jobquestion'];
  r.get('/jobquestion', {
    schema: {
      tags,
      summary: 'The job question with occupations (searchText filters them)',
      querystring: SearchTextQuerySchema,
      response: responses(JobQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.content.job(lang(req), req.query.searchText)),
  });
  r.post('/jobquestion', {
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
  r.put('/jobquestion', {
    schema: {
      tags,
      summary: 'Change an occupation (editor)',
      body: JobBodySchema.required({ id: true }),
      response: responses(JobSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(await auditedOption(s, 'job', req.body.id, () => s.content.saveJob(req.body, lang(req)))),
  });
  r.delete('/jobquestion/:id', {
    schema: {
      tags,
      summary: 'Remove an occupation nobody chose (editor)',
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
  r.get('/jobquestion/getuserjobquestion', {
    schema: {
      tags,
      summary: 'The job question with your answer (searchText filters the list)',
      querystring: SearchTextQuerySchema,
      response: responses(UserJobQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(await s.userQuestions.job(caller(req).userId, lang(req), req.query.searchText)),
  });
  r.post('/jobquestion/registeruserjobanswer', {
    schema: {
      tags,
      summary: 'Answer with an occupation (jobId)',
      querystring: JobAnswerQuerySchema,
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(await s.answers.registerJob(caller(req).userId, req.query.jobId, lang(req))),
  });
}
