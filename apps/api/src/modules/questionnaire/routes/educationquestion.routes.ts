import { IdParamsSchema } from '@yek/contracts/common';
import {
  EducationAnswerBodySchema,
  EducationQuestionSchema,
  FacultySchema,
  QUESTION_IDS,
  UserEducationQuestionSchema,
  UserRegistrationStateSchema,
} from '@yek/contracts/registration';
import { FacultyBodySchema } from '@yek/contracts/registration-content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../plugins/envelope';
import { type Guard, caller, responses } from '../../../plugins/route';
import { type QuestionServices, auditedOption } from './shared';
import { lang } from '../../../plugins/request-language';

/** Question 3: faculties, each with its departments. Editors add, change and remove faculties. */
export function educationQuestionRoutes(app: FastifyInstance, guard: Guard, s: QuestionServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['educationquestion'];
  r.get('/educationquestion', {
    schema: {
      tags,
      summary: 'The education question with faculties and departments',
      response: responses(EducationQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.content.education(lang(req))),
  });
  r.post('/educationquestion', {
    schema: {
      tags,
      summary: 'Add a faculty with its departments (editor)',
      body: FacultyBodySchema.omit({ id: true }),
      response: responses(FacultySchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(
        await auditedOption(s, 'faculty', undefined, () =>
          s.content.saveFaculty(req.body, lang(req)),
        ),
      ),
  });
  r.put('/educationquestion', {
    schema: {
      tags,
      summary: 'Change a faculty; departments left out are removed (editor)',
      body: FacultyBodySchema.required({ id: true }),
      response: responses(FacultySchema),
    },
    onRequest: guard('editor'),
    handler: async (req) =>
      ok(
        await auditedOption(s, 'faculty', req.body.id, () =>
          s.content.saveFaculty(req.body, lang(req)),
        ),
      ),
  });
  r.delete('/educationquestion/:id', {
    schema: {
      tags,
      summary: 'Remove a faculty or a department nobody chose (editor)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      await auditedOption(s, 'faculty', req.params.id, async () => {
        await s.content.deleteOption(QUESTION_IDS.education, req.params.id);
        return null;
      });
      return ok(null);
    },
  });
  r.get('/educationquestion/getusereducationquestion', {
    schema: {
      tags,
      summary: 'The education question with your answer',
      response: responses(UserEducationQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.userQuestions.education(caller(req).userId, lang(req))),
  });
  r.post('/educationquestion/registereducationuseranswer', {
    schema: {
      tags,
      summary: 'Answer with a faculty and one of its departments',
      body: EducationAnswerBodySchema,
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(await s.answers.registerEducation(caller(req).userId, req.body, lang(req))),
  });
}
