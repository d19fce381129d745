import { RegisterBodySchema } from '@yek/contracts/auth';
import {
  RegistrationQuestionQuerySchema,
  RegistrationQuestionSchema,
  UserRegistrationStateSchema,
} from '@yek/contracts/registration';
import { QuestionTextBodySchema } from '@yek/contracts/registration-content';
import { AuthUserSchema, UserSchema } from '@yek/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cultureFromHeader } from '../../lib/messages';
import { audit } from '../../plugins/audit';
import { ok } from '../../plugins/envelope';
import { readUploadedFile } from '../../plugins/uploads';
import { type Guard, caller, perIp, responses } from '../../plugins/route';
import type { AuthService } from '../auth/auth.service';
import type { QuestionServices } from '../questionnaire/routes/shared';
import { PROFILE_PHOTO_MAX_BYTES, type ProfilePhotoService } from './profile-photo.service';
import { lang } from '../../plugins/request-language';

export function userRegistrationRoutes(
  app: FastifyInstance,
  guard: Guard,
  auth: AuthService,
  questions: QuestionServices,
  photos: ProfilePhotoService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['userregistration'];
  r.post('/userregistration', {
    schema: {
      tags,
      summary: 'Create an account; mails a 5-digit verification code',
      body: RegisterBodySchema,
      response: responses(AuthUserSchema),
    },
    onRequest: guard('public', [perIp('register-ip', 10, 3600)]),
    handler: async (req) =>
      ok(await auth.register(req.body, cultureFromHeader(req.headers['accept-language']))),
  });

  r.get('/userregistration/getuserregistrationmainstate', {
    schema: {
      tags,
      summary: 'Where you are in the setup: the first unanswered question (null when done)',
      response: responses(UserRegistrationStateSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await questions.answers.state(caller(req).userId, lang(req))),
  });

  r.get('/userregistration/getregistrationquestion', {
    schema: {
      tags,
      summary: 'Any setup question in one generic shape, with your answer',
      querystring: RegistrationQuestionQuerySchema,
      response: responses(RegistrationQuestionSchema),
    },
    onRequest: guard('user'),
    handler: async (req) =>
      ok(
        await questions.userQuestions.generic(
          caller(req).userId,
          req.query.mainQuestionId,
          req.query.mainQuestionCategoryId,
          lang(req),
        ),
      ),
  });

  r.put('/userregistration/registrationquestion', {
    schema: {
      tags,
      summary: "Change a setup question's texts (editor)",
      body: QuestionTextBodySchema,
      response: responses(RegistrationQuestionSchema),
    },
    onRequest: guard('editor'),
    handler: async (req) => {
      const read = () =>
        questions.userQuestions.generic(
          caller(req).userId,
          req.body.mainQuestionId,
          undefined,
          lang(req),
        );
      const before = await audit.before(read);
      await questions.content.setQuestionTexts(
        req.body.mainQuestionId,
        req.body.questionLocalizations,
      );
      const after = await read();
      await audit.record({
        entity: 'registrationquestion',
        entityId: req.body.mainQuestionId,
        before,
        after,
      });
      return ok(after);
    },
  });

  r.post('/userregistration/uploadfile', {
    schema: {
      tags,
      summary:
        'Upload your profile photo (multipart part formFile: JPEG, PNG or WebP, up to 2 MB); stored as a square WebP',
      consumes: ['multipart/form-data'],
      response: responses(UserSchema),
    },
    onRequest: guard('user', [perIp('profile-photo-ip', 30, 3600)]),
    handler: async (req) => {
      const data = await readUploadedFile(req, 'formFile', PROFILE_PHOTO_MAX_BYTES);
      return ok(await photos.save(caller(req).userId, data));
    },
  });
}
