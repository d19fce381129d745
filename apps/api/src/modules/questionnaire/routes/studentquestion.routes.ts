import { IdParamsSchema } from '@yek/contracts/common';
import {
  QUESTION_IDS,
  StudentAnswerQuerySchema,
  StudentAnswerSchema,
  StudentQuestionSchema,
  UserRegistrationStateSchema,
  UserStudentQuestionSchema,
} from '@yek/contracts/registration';
import { StudentAnswerBodySchema } from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../../lib/localized';
import { audit } from '../../../plugins/audit';
import { ok } from '../../../plugins/envelope';
import { type Guard, caller, responses } from '../../../plugins/route';
import type { QuestionServices } from './shared';
import { lang } from '../../../plugins/request-language';

/** Question 2. Its two answers are fixed; editors change their labels (POST, or PUT). */
export function studentQuestionRoutes(app: FastifyInstance, guard: Guard, s: QuestionServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['studentquestion'];
  r.get('/studentquestion', {
    schema: { tags, summary: 'The student question', response: responses(StudentQuestionSchema) },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.content.student(lang(req))),
  });
  const write = {
    schema: {
      tags,
      summary: 'Set the label of the yes or the no answer (editor)',
      body: StudentAnswerBodySchema,
      response: responses(StudentAnswerSchema),
    },
    onRequest: guard('editor'),
  };
  const save = async (body: z.infer<typeof StudentAnswerBodySchema>, l: Lang) => {
    const alias = body.answerBooleanType ? 'yes' : 'no';
    const before =
      (await s.content.options(QUESTION_IDS.student)).find((o) => o.alias === alias) ?? null;
    const saved = await s.content.saveStudentAnswer(
      body.answerBooleanType,
      body.studentQuestionAnswerLocalizations,
      l,
    );
    const after = await s.content.optionSnapshot(saved.id);
    await audit.record({ entity: 'studentanswer', entityId: saved.id, before, after });
    return saved;
  };
  r.post('/studentquestion', {
    ...write,
    handler: async (req) => ok(await save(req.body, lang(req))),
  });
  r.put('/studentquestion', {
    ...write,
    handler: async (req) => ok(await save(req.body, lang(req))),
  });
  r.delete('/studentquestion/:id', {
    schema: {
      tags,
      summary: 'Refused: yes and no are both needed (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      await s.content.deleteOption(QUESTION_IDS.student, req.params.id);
      return ok(null);
    },
  });
  r.get('/studentquestion/getuserstudentquestion', {
    schema: {
      tags,
      summary: 'The student question with your answer',
      response: responses(UserStudentQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.userQuestions.student(caller(req).userId, lang(req))),
  });
  r.post('/studentquestion/registerstudentuseranswer', {
    schema: {
      tags,
      summary: 'Answer whether you are a student (isStudent=true|false)',
      querystring: StudentAnswerQuerySchema,
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(
        await s.answers.registerStudent(
          caller(req).userId,
          req.query.isStudent === 'true',
          lang(req),
        ),
      ),
  });
}
