import {
  YekverseReplyBodySchema,
  YekverseReplyResultSchema,
  YekverseRunSchema,
  YekverseStartBodySchema,
  YekverseSummarySchema,
  YekverseWorldSchema,
} from '@yek/contracts/yekverse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import type { YekverseService } from './yekverse.service';

const READ = [perUser('yekverse-read', 300, 60)];
const START = [perUser('yekverse-start', 60, 60)];
// A spoken reply takes a worker thread for a few hundred milliseconds.
const REPLY = [perUser('yekverse-reply', 120, 60)];

/** Yekverse: the learner's town, their runs of its scenarios, and their replies. */
export function yekverseRoutes(app: FastifyInstance, guard: Guard, service: YekverseService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['yekverse'];

  r.get('/yekverse/getworld', {
    schema: {
      tags,
      operationId: 'getYekverseGetworld',
      summary:
        "The town for you: your level, every place with its scenarios (locked above your level, your result, their words' standing) and the one to play next",
      response: responses(YekverseWorldSchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await service.world(caller(req).userId)),
  });

  r.get('/yekverse/getsummary', {
    schema: {
      tags,
      operationId: 'getYekverseGetsummary',
      summary:
        'Yekverse on the dashboard: scenarios you got through, open and in all, the one to play next and your latest finished run',
      response: responses(YekverseSummarySchema),
    },
    onRequest: guard('learning', READ),
    handler: async (req) => ok(await service.summary(caller(req).userId)),
  });

  r.post('/yekverse/startscenario', {
    schema: {
      tags,
      operationId: 'postYekverseStartscenario',
      summary: "Starts a run of a scenario at your level or below, at the character's first line",
      body: YekverseStartBodySchema,
      response: responses(YekverseRunSchema),
    },
    onRequest: guard('learning', START),
    handler: async (req) => ok(await service.start(caller(req).userId, req.body.scenarioId)),
  });

  r.post('/yekverse/registerreply', {
    schema: {
      tags,
      operationId: 'postYekverseRegisterreply',
      summary:
        "Your reply at the run's current line, chosen, typed or spoken (an uploaded recording, recognised on the server): the run moves on when it fits one of the replies",
      body: YekverseReplyBodySchema,
      response: responses(YekverseReplyResultSchema),
    },
    onRequest: guard('learning', REPLY),
    handler: async (req) => ok(await service.reply(caller(req).userId, req.body)),
  });
}
