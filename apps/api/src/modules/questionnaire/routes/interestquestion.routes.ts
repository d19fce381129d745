import { IdParamsSchema } from '@yek/contracts/common';
import {
  InterestAnswerBodySchema,
  InterestQuestionSchema,
  InterestSchema,
  QUESTION_IDS,
  UserInterestQuestionSchema,
  UserRegistrationStateSchema,
} from '@yek/contracts/registration';
import { InterestBodySchema } from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../plugins/envelope';
import { type Guard, caller, responses } from '../../../plugins/route';
import { type QuestionServices, auditedOption, offeredTo } from './shared';
import { lang } from '../../../plugins/request-language';

/** Question 6: interests; 1 to 10 distinct choices. */
export function interestQuestionRoutes(app: FastifyInstance, guard: Guard, s: QuestionServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['interestquestion'];
  r.get('/interestquestion', {
    schema: {
      tags,
      summary: 'The interests question with its choices',
      response: responses(InterestQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.content.interest(lang(req), offeredTo(caller(req).role))),
  });
  r.post('/interestquestion', {
    schema: {
      tags,
      summary: 'Add an interest (editor)',
      body: InterestBodySchema.omit({ id: true }),
      response: responses(InterestSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(
        await auditedOption(s, 'interest', undefined, () =>
          s.content.saveInterest(req.body, lang(req)),
        ),
      ),
  });
  r.put('/interestquestion', {
    schema: {
      tags,
      summary: 'Change an interest (editor)',
      body: InterestBodySchema.required({ id: true }),
      response: responses(InterestSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(
        await auditedOption(s, 'interest', req.body.id, () =>
          s.content.saveInterest(req.body, lang(req)),
        ),
      ),
  });
  r.delete('/interestquestion/:id', {
    schema: {
      tags,
      summary: 'Remove an interest nobody chose (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      await auditedOption(s, 'interest', req.params.id, async () => {
        await s.content.deleteOption(QUESTION_IDS.interest, req.params.id);
        return null;
      });
      return ok(null);
    },
  });
  r.get('/interestquestion/getuserinterestquestion', {
    schema: {
      tags,
      summary: 'The interests question with your answer',
      response: responses(UserInterestQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.userQuestions.interest(caller(req).userId, lang(req))),
  });
  r.post('/interestquestion/registerinterestuseranswer', {
    schema: {
      tags,
      summary: 'Answer with 1 to 10 interests',
      body: InterestAnswerBodySchema,
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(
        await s.answers.registerInterests(caller(req).userId, req.body.userInterestIds, lang(req)),
      ),
  });
}
