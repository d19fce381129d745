import { DisplayCountQuerySchema } from '@yek/contracts/usertask';
import {
  CertificateParamsSchema,
  CertificateSchema,
  SectionExamSchema,
  LevelExamAnswerBodySchema,
  LevelExamAnswerResultSchema,
  LevelExamStateSchema,
  LevelIdParamsSchema,
  PlacementAnswerBodySchema,
  PlacementStateSchema,
  RegisteredAnswersPageSchema,
  RegisteredAnswersQuerySchema,
  StartLevelExamBodySchema,
  TaskExamIdBodySchema,
  TaskExamIdQuerySchema,
  UserExamSchema,
} from '@yek/contracts/usertaskexam';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope';
import { lang } from '../../plugins/request-language';
import { type Guard, caller, perIp, perUser, responses } from '../../plugins/route';
import type { UserTaskExamService } from './usertaskexam.service';

const tags = ['usertaskexam'];
const READ = [perUser('usertaskexam-read', 600, 60)];
const WRITE = [perUser('usertaskexam-write', 240, 60)];
/** The public certificate check: enough for people checking codes, too few to try many. */
const CERTIFICATE = [perIp('certificate-read', 60, 60)];

/** Spec §7 "Task exams", plus the placement test's and the level paper's own steps. */
export function userTaskExamRoutes(app: FastifyInstance, guard: Guard, s: UserTaskExamService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const learning = (limits = READ) => guard('learning', limits);

  r.get('/usertaskexam/gettaskexambylevelid/:levelId', {
    schema: {
      tags,
      summary: 'The level exam of a level (1–6): whether it can be taken, the paper in progress',
      params: LevelIdParamsSchema,
      response: responses(LevelExamStateSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.levelState(caller(req).userId, req.params.levelId, lang(req))),
  });

  r.get('/usertaskexam/gettaskexamregisteredanswers', {
    schema: {
      tags,
      summary:
        'The answers given in one of your exams, a page at a time (keys once it is finished)',
      querystring: RegisteredAnswersQuerySchema,
      response: responses(RegisteredAnswersPageSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.registeredAnswers(caller(req).userId, req.query, lang(req))),
  });

  r.get('/usertaskexam/getusercompletedtasks', {
    schema: {
      tags,
      summary: 'Your finished exams, newest first',
      querystring: DisplayCountQuerySchema,
      response: responses(z.array(UserExamSchema)),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.finished(caller(req).userId, req.query.displayCount, lang(req))),
  });

  r.post('/usertaskexam/registerusertaskexamquestionanswer', {
    schema: {
      tags,
      summary: 'Save an answer of a level exam in progress (it can be changed until submitted)',
      body: LevelExamAnswerBodySchema,
      response: responses(LevelExamAnswerResultSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok(await s.answerLevel(caller(req).userId, req.body, lang(req))),
  });

  r.get('/usertaskexam/getusertaskexam', {
    schema: {
      tags,
      summary: 'One of your exams with its result',
      querystring: TaskExamIdQuerySchema,
      response: responses(UserExamSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.exam(caller(req).userId, req.query.taskExamId, lang(req))),
  });

  r.post('/usertaskexam/startlevelexam', {
    schema: {
      tags,
      summary: 'Start the level exam of a level, or resume the one in progress',
      body: StartLevelExamBodySchema,
      response: responses(LevelExamStateSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok(await s.startLevel(caller(req).userId, req.body.levelId, lang(req))),
  });

  r.post('/usertaskexam/submitlevelexam', {
    schema: {
      tags,
      summary: 'Hand in a level exam: it is marked and the result returned',
      body: TaskExamIdBodySchema,
      response: responses(UserExamSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) =>
      ok(await s.submitLevel(caller(req).userId, req.body.taskExamId, lang(req))),
  });

  r.get('/usertaskexam/getsectionexams', {
    schema: {
      tags,
      summary:
        'Your end-of-section exams: each section whose last day you completed, with its level exam and your last result',
      response: responses(z.array(SectionExamSchema)),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.sectionExams(caller(req).userId, lang(req))),
  });

  r.get('/certificate/:code', {
    schema: {
      tags,
      summary:
        "A passed level exam's certificate by its code, for anyone: the name, level, date and exam",
      params: CertificateParamsSchema,
      response: responses(CertificateSchema),
    },
    onRequest: guard('public', CERTIFICATE),
    handler: async (req) => ok(await s.certificate(req.params.code, lang(req))),
  });

  r.post('/usertaskexam/startplacementexam', {
    schema: {
      tags,
      summary: 'Start the placement test, or resume the one in progress',
      response: responses(PlacementStateSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok(await s.startPlacement(caller(req).userId, lang(req))),
  });

  r.get('/usertaskexam/getplacementexam', {
    schema: {
      tags,
      summary: 'A placement test: the item to answer now, or its result once over',
      querystring: TaskExamIdQuerySchema,
      response: responses(PlacementStateSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.placement(caller(req).userId, req.query.taskExamId, lang(req))),
  });

  r.post('/usertaskexam/registerplacementanswer', {
    schema: {
      tags,
      summary: 'Answer the current placement item; the next one is chosen from your answers',
      body: PlacementAnswerBodySchema,
      response: responses(PlacementStateSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok(await s.answerPlacement(caller(req).userId, req.body, lang(req))),
  });

  r.post('/usertaskexam/applyplacementresult', {
    schema: {
      tags,
      summary: 'Move your programme to the start of the section of your placement level',
      body: TaskExamIdBodySchema,
      response: responses(UserExamSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) =>
      ok(await s.applyPlacement(caller(req).userId, req.body.taskExamId, lang(req))),
  });
}
