import { IdParamsSchema } from '@yek/contracts/common';
import {
  MetaAnswerBodySchema,
  MetaAnswerResultSchema,
  MetaCourseCreateBodySchema,
  MetaCourseDetailSchema,
  MetaCoursePagedQuerySchema,
  MetaCoursePageSchema,
  MetaCourseRecordSchema,
  MetaCourseSummarySchema,
  MetaCourseUpdateBodySchema,
  MetaTaskQuerySchema,
  MetaTaskViewSchema,
} from '@yek/contracts/metacourse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../plugins/audit';
import { ok } from '../../plugins/envelope';
import { lang } from '../../plugins/request-language';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import type { MetaCourseService } from './metacourse.service';

const READ = [perUser('meta-read', 600, 60)];
const WRITE = [perUser('meta-write', 240, 60)];

/** spec §7 metacourse: learners read and answer, editors add, change and delete courses. */
export function metaCourseRoutes(app: FastifyInstance, guard: Guard, s: MetaCourseService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['metacourse'];

  r.get('/metacourse', {
    schema: {
      tags,
      summary: 'A page of meta courses, searched and sorted (editors also see unpublished ones)',
      querystring: MetaCoursePagedQuerySchema,
      response: responses(MetaCoursePageSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await s.page(caller(req), req.query)),
  });
  r.get('/metacourse/getallforview', {
    schema: {
      tags,
      summary: "The published meta courses with the caller's progress in each",
      response: responses(z.array(MetaCourseSummarySchema)),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await s.forView(caller(req), lang(req))),
  });
  r.get('/metacourse/:id', {
    schema: {
      tags,
      summary: 'A meta course with its tasks and which of them the caller has completed',
      params: IdParamsSchema,
      response: responses(MetaCourseDetailSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await s.detail(caller(req), req.params.id, lang(req))),
  });
  r.get('/metacourse/:id/task', {
    schema: {
      tags,
      summary:
        "A task of the course (?task=N, or the first the caller has not completed) with the caller's results; keys only in results",
      params: IdParamsSchema,
      querystring: MetaTaskQuerySchema,
      response: responses(MetaTaskViewSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await s.task(caller(req), req.params.id, req.query.task, lang(req))),
  });
  r.post('/metacourse/:id/answer', {
    schema: {
      tags,
      summary: "Answer an item of a course's task once; the result shows the key",
      params: IdParamsSchema,
      body: MetaAnswerBodySchema,
      response: responses(MetaAnswerResultSchema),
    },
    onRequest: guard('learning', WRITE),
    handler: async (req) => ok(await s.answer(caller(req), req.params.id, req.body, lang(req))),
  });
  r.post('/metacourse', {
    schema: {
      tags,
      summary: 'Add a meta course (editor); its tasks come from content files',
      body: MetaCourseCreateBodySchema,
      response: responses(MetaCourseRecordSchema),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const saved = await s.create(req.body);
      await audit.record({ entity: 'metacourse', entityId: saved.id, after: saved });
      return ok(saved);
    },
  });
  r.put('/metacourse', {
    schema: {
      tags,
      summary: "Change a meta course's texts, levels and visibility (editor)",
      body: MetaCourseUpdateBodySchema,
      response: responses(MetaCourseRecordSchema),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const before = await audit.before(() => s.record(caller(req), req.body.id));
      const saved = await s.update(req.body);
      await audit.record({ entity: 'metacourse', entityId: saved.id, before, after: saved });
      return ok(saved);
    },
  });
  r.delete('/metacourse/:id', {
    schema: {
      tags,
      summary: 'Delete a meta course (editor); learners no longer see it',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor', WRITE),
    handler: async (req) => {
      const before = await audit.before(() => s.record(caller(req), req.params.id));
      await s.remove(req.params.id);
      await audit.record({ entity: 'metacourse', entityId: req.params.id, before });
      return ok(null);
    },
  });
}
