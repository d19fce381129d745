import { RegisterBodySchema } from '@yek/contracts/auth';
import { AuthUserSchema } from '@yek/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cultureFromHeader } from '../../lib/messages';
import { ok } from '../../plugins/envelope';
import { type Guard, perIp, responses } from '../../plugins/route';
import type { AuthService } from '../auth/auth.service';

export function userRegistrationRoutes(app: FastifyInstance, guard: Guard, auth: AuthService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/userregistration', {
    schema: {
      tags: ['userregistration'],
      summary: 'Create an account; mails a 5-digit verification code',
      body: RegisterBodySchema,
      response: responses(AuthUserSchema),
    },
    preHandler: guard('public', [perIp('register-ip', 10, 3600)]),
    handler: async (req) =>
      ok(await auth.register(req.body, cultureFromHeader(req.headers['accept-language']))),
  });
}
