import { IdParamsSchema } from '@yek/contracts/common';
import {
  EnglishLearningPurposeAnswerBodySchema,
  EnglishLearningPurposeQuestionSchema,
  EnglishLearningPurposeSchema,
  QUESTION_IDS,
  UserEnglishLearningPurposeQuestionSchema,
  UserRegistrationStateSchema,
} from '@yek/contracts/registration';
import { EnglishLearningPurposeBodySchema } from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../plugins/envelope';
import { type Guard, caller, responses } from '../../../plugins/route';
import { type QuestionServices, auditedOption, offeredTo } from './shared';
import { lang } from '../../../plugins/request-language';

/** Question 5: why the learner studies English; one choice. */
export function englishLearningPurposeQuestionRoutes(
  app: FastifyInstance,
  guard: Guard,
  s: QuestionServices,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['englishlearningpurposequestion'];
  const path = '/englishlearningpurposequestion';
  r.get(path, {
    schema: {
      tags,
      summary: 'The learning purpose question with its choices',
      response: responses(EnglishLearningPurposeQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.content.purpose(lang(req), offeredTo(caller(req).role))),
  });
  r.post(path, {
    schema: {
      tags,
      summary: 'Add a purpose (editor)',
      body: EnglishLearningPurposeBodySchema.omit({ id: true }),
      response: responses(EnglishLearningPurposeSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(
        await auditedOption(s, 'englishlearningpurpose', undefined, () =>
          s.content.savePurpose(req.body, lang(req)),
        ),
      ),
  });
  r.put(path, {
    schema: {
      tags,
      summary: 'Change a purpose (editor)',
      body: EnglishLearningPurposeBodySchema.required({ id: true }),
      response: responses(EnglishLearningPurposeSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(
        await auditedOption(s, 'englishlearningpurpose', req.body.id, () =>
          s.content.savePurpose(req.body, lang(req)),
        ),
      ),
  });
  r.delete(`${path}/:id`, {
    schema: {
      tags,
      summary: 'Remove a purpose nobody chose (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      await auditedOption(s, 'englishlearningpurpose', req.params.id, async () => {
        await s.content.deleteOption(QUESTION_IDS.englishLearningPurpose, req.params.id);
        return null;
      });
      return ok(null);
    },
  });
  r.get(`${path}/getuserenglishlearningpurposequestion`, {
    schema: {
      tags,
      summary: 'The learning purpose question with your answer',
      response: responses(UserEnglishLearningPurposeQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.userQuestions.purpose(caller(req).userId, lang(req))),
  });
  r.post(`${path}/registerenglishlearningpurposeuseranswer`, {
    schema: {
      tags,
      summary: 'Answer with one purpose',
      body: EnglishLearningPurposeAnswerBodySchema,
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(
        await s.answers.registerPurpose(
          caller(req).userId,
          req.body.englishLearningPurposeId,
          lang(req),
        ),
      ),
  });
}
