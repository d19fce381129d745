import { IdParamsSchema } from '@yek/contracts/common';
import { BirthdayQuestionBodySchema } from '@yek/contracts/registration-content';
import {
  BirthdayAnswerQuerySchema,
  BirthdayQuestionSchema,
  QUESTION_IDS,
  UserBirthdayQuestionSchema,
  UserRegistrationStateSchema,
} from '@yek/contracts/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { audit } from '../../../plugins/audit';
import { ok } from '../../../plugins/envelope';
import { type Guard, caller, responses } from '../../../plugins/route';
import type { QuestionServices } from './shared';
import type { Lang } from '../../../lib/localized';
import { lang } from '../../../plugins/request-language';

/** Question 1. It offers no options: its content is its text, which POST and PUT both set. */
export function birthdayQuestionRoutes(app: FastifyInstance, guard: Guard, s: QuestionServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['birthdayquestion'];
  r.get('/birthdayquestion', {
    schema: { tags, summary: 'The birthday question', response: responses(BirthdayQuestionSchema) },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.content.birthday(lang(req))),
  });
  const write = {
    schema: {
      tags,
      summary: 'Set the question texts (editor)',
      body: BirthdayQuestionBodySchema,
      response: responses(BirthdayQuestionSchema),
    },
    onRequest: guard('editor'),
  };
  const save = async (body: z.infer<typeof BirthdayQuestionBodySchema>, l: Lang) => {
    const before = await s.content.birthday(l);
    await s.content.setQuestionTexts(
      QUESTION_IDS.birthday,
      body.birthdayQuestionLocalizations,
      'birthdayQuestionLocalizations',
    );
    const after = await s.content.birthday(l);
    await audit.record({
      entity: 'registrationquestion',
      entityId: QUESTION_IDS.birthday,
      before,
      after,
    });
    return ok(after);
  };
  r.post('/birthdayquestion', { ...write, handler: (req) => save(req.body, lang(req)) });
  r.put('/birthdayquestion', { ...write, handler: (req) => save(req.body, lang(req)) });
  r.delete('/birthdayquestion/:id', {
    schema: {
      tags,
      summary: 'Refused: the questionnaire always asks for the birthday (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async () => {
      throw new AppError('CONFLICT');
    },
  });
  r.get('/birthdayquestion/getuserbirthdayquestion', {
    schema: {
      tags,
      summary: 'The birthday question with your answer',
      response: responses(UserBirthdayQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.userQuestions.birthday(caller(req).userId, lang(req))),
  });
  r.post('/birthdayquestion/registerbirthdayanswer', {
    schema: {
      tags,
      summary: 'Answer with your date of birth (YYYY-MM-DD; at least 13 years old)',
      querystring: BirthdayAnswerQuerySchema,
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(await s.answers.registerBirthday(caller(req).userId, req.query.birthday, lang(req))),
  });
}
