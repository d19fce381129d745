import type { Pool } from 'pg';
import { IdParamsSchema } from '@yek/contracts/common';
import {
  CompletedOverviewSchema,
  CompletedResultQuerySchema,
  CompletedResultSchema,
  DictionaryPageSchema,
  DictionaryQuerySchema,
  DisplayCountQuerySchema,
  LectureQuerySchema,
  LectureSchema,
  LectureSummarySchema,
  MainQuestionQuerySchema,
  MainQuestionSchema,
  RegisterAnswerBodySchema,
  RegisterAnswerResultSchema,
  RegisterLectureBodySchema,
  SaveWordsBodySchema,
  ScheduleSchema,
  TaskDateQuerySchema,
  TaskDetailSchema,
  TaskIdQuerySchema,
  TaskOverviewSchema,
  UserIdQuerySchema,
  UserProgressSchema,
  UserTaskSchema,
  WordLookupQuerySchema,
  WordLookupSchema,
} from '@yek/contracts/usertask';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../lib/storage';
import { AppError } from '../../lib/errors';
import { ok, okShared } from '../../plugins/envelope';
import { readUploadedFile } from '../../plugins/uploads';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import type { DictionaryService } from './dictionary.service';
import { RECORDING_MAX_BYTES, saveRecording } from './recordings';
import type { UserTaskService } from './usertask.service';
import { lang } from '../../plugins/request-language';

const tags = ['usertask'];
const READ = [perUser('usertask-read', 600, 60)];
const WRITE = [perUser('usertask-write', 240, 60)];

export function userTaskRoutes(
  app: FastifyInstance,
  guard: Guard,
  s: { tasks: UserTaskService; dictionary: DictionaryService; storage: FileStorage; pool: Pool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const learning = (limits = READ) => guard('learning', limits);

  r.patch('/usertask/assigntasktouser', {
    schema: {
      tags,
      summary: 'Take the next day of the programme (one a day, after the previous one is done)',
      response: responses(UserTaskSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok(await s.tasks.assign(caller(req).userId, lang(req))),
  });

  r.get('/usertask/getusertaskoverview', {
    schema: {
      tags,
      summary: "Today's task, progress and what can be done next",
      response: responses(TaskOverviewSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.tasks.overview(caller(req).userId, lang(req))),
  });

  r.get('/usertask/getusertaskbydate', {
    schema: {
      tags,
      summary: 'Your task taken on a day (YYYY-MM-DD)',
      querystring: TaskDateQuerySchema,
      response: responses(UserTaskSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.tasks.byDate(caller(req).userId, req.query.taskDate, lang(req))),
  });

  r.get('/usertask/getusertaskbyid', {
    schema: {
      tags,
      summary: 'One of your tasks',
      querystring: TaskIdQuerySchema,
      response: responses(TaskDetailSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.tasks.detail(caller(req).userId, req.query.taskId, lang(req))),
  });

  r.get('/usertask/getusertasklist', {
    schema: {
      tags,
      summary: 'Every task you have taken, newest first',
      querystring: UserIdQuerySchema,
      response: responses(z.array(UserTaskSchema)),
    },
    onRequest: learning(),
    handler: async (req) => {
      const me = caller(req);
      // Another learner's list is for admins only.
      if (req.query.userId && req.query.userId !== me.userId && me.role !== 'admin')
        throw new AppError('FORBIDDEN');
      return ok(await s.tasks.list(req.query.userId ?? me.userId, lang(req)));
    },
  });

  r.get('/usertask/getusertaskschedule', {
    schema: {
      tags,
      summary: 'Your calendar of days and the sections with progress',
      response: responses(ScheduleSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.tasks.schedule(caller(req).userId, lang(req))),
  });

  r.get('/usertask/getusercompletedtasks', {
    schema: {
      tags,
      summary: 'Your latest completed tasks',
      querystring: DisplayCountQuerySchema,
      response: responses(z.array(UserTaskSchema)),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.tasks.completed(caller(req).userId, req.query.displayCount, lang(req))),
  });

  r.get('/usertask/getusercompletedtasksoverview', {
    schema: {
      tags,
      summary: 'Totals over your completed work, by skill',
      response: responses(CompletedOverviewSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.tasks.completedOverview(caller(req).userId)),
  });

  r.get('/usertask/getuserprogress', {
    schema: {
      tags,
      summary:
        'Your progress figures: active days and streaks, words learned and scores by skill by week, study time',
      response: responses(UserProgressSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.tasks.progress(caller(req).userId)),
  });

  r.get('/usertask/getusercompletedtaskresult', {
    schema: {
      tags,
      summary: "A task's parts with your answers and their results",
      querystring: CompletedResultQuerySchema,
      response: responses(CompletedResultSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(
        await s.tasks.completedResult(
          caller(req).userId,
          req.query.taskId,
          { orderNo: req.query.orderNo, skillId: req.query.skillId },
          lang(req),
        ),
      ),
  });

  r.get('/usertask/gettaskmainquestion', {
    schema: {
      tags,
      summary: 'One part of a task you hold: passage or prompt, items, your results',
      querystring: MainQuestionQuerySchema,
      response: responses(MainQuestionSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      okShared(
        await s.tasks.mainQuestion(caller(req).userId, req.query.taskMainQuestionId, lang(req)),
      ),
  });

  r.get('/usertask/getusertasklecture', {
    schema: {
      tags,
      summary: 'The lecture of a task you hold',
      querystring: LectureQuerySchema,
      response: responses(LectureSchema),
    },
    onRequest: learning(),
    handler: async (req) =>
      ok(await s.tasks.lecture(caller(req).userId, req.query.lectureId, lang(req))),
  });

  r.get('/usertask/getusertasklectures', {
    schema: {
      tags,
      summary: 'The lectures of the tasks you have taken',
      response: responses(z.array(LectureSummarySchema)),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.tasks.lectures(caller(req).userId, lang(req))),
  });

  r.patch('/usertask/registerusertasklecture', {
    schema: {
      tags,
      summary: "Mark a task's lecture as completed (opens its questions)",
      body: RegisterLectureBodySchema,
      response: responses(UserTaskSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) =>
      ok(
        await s.tasks.registerLecture(
          caller(req).userId,
          req.body.taskId,
          req.body.lectureId,
          lang(req),
        ),
      ),
  });

  r.post('/usertask/registerusertaskquestionanswer', {
    schema: {
      tags,
      summary:
        'Answer one item; scored on the server, final once registered (a writing text or a read sentence: up to three versions)',
      body: RegisterAnswerBodySchema,
      response: responses(RegisterAnswerResultSchema),
    },
    onRequest: learning(WRITE),
    handler: async (req) =>
      ok(await s.tasks.registerAnswer(caller(req).userId, req.body, lang(req))),
  });

  r.get('/usertask/getusertaskmainquestionvocabularies', {
    schema: {
      tags,
      summary: 'Your dictionary: saved words, newest first, searchable',
      querystring: DictionaryQuerySchema,
      response: responses(DictionaryPageSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.dictionary.list(caller(req).userId, req.query)),
  });

  r.post('/usertask/registerusertaskmainquestionvocabularies', {
    schema: {
      tags,
      summary: 'Save words to your dictionary (by programme word id or written form)',
      body: SaveWordsBodySchema,
      response: responses(z.object({ saved: z.number().int() })),
    },
    onRequest: learning(WRITE),
    handler: async (req) => ok({ saved: await s.dictionary.save(caller(req).userId, req.body) }),
  });

  r.delete('/usertask/deleteusertaskmainquestionvocabulary/:id', {
    schema: {
      tags,
      summary: 'Remove a word from your dictionary',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: learning(WRITE),
    handler: async (req) => {
      await s.dictionary.remove(caller(req).userId, req.params.id);
      return ok(null);
    },
  });

  r.get('/usertask/lookupword', {
    schema: {
      tags,
      summary: 'Meaning and pronunciation of a word tapped in a passage',
      querystring: WordLookupQuerySchema,
      response: responses(WordLookupSchema),
    },
    onRequest: learning(),
    handler: async (req) => ok(await s.dictionary.lookup(caller(req).userId, req.query.word)),
  });

  r.post('/cdn/uploaduserfile', {
    schema: {
      tags: ['cdn'],
      summary:
        'Upload a speaking recording (multipart part formFiles: WebM, Ogg, MP4, WAV or MP3, up to 10 MB)',
      consumes: ['multipart/form-data'],
      response: responses(
        z.object({ fileName: z.string(), size: z.number().int(), type: z.string() }),
      ),
    },
    onRequest: learning([perUser('recording-upload', 60, 600)]),
    handler: async (req) => {
      const data = await readUploadedFile(req, 'formFiles', RECORDING_MAX_BYTES);
      const saved = await saveRecording(s.storage, s.pool, caller(req).userId, data);
      if (!saved) throw new AppError('VALIDATION_FAILED', { formFiles: ['validation.audioType'] });
      return ok(saved);
    },
  });
}
