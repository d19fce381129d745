import { IdParamsSchema } from '@yek/contracts/common';
import { CityIdParamsSchema, CitySchema, DistrictSchema } from '@yek/contracts/reference';
import {
  GenderOptionSchema,
  UpdatePasswordBodySchema,
  UpdateUserBodySchema,
  UserSchema,
} from '@yek/contracts/user';
import { MessageResultSchema } from '@yek/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cultureFromHeader, translate } from '../../lib/messages';
import { ok, okMessage } from '../../plugins/envelope';
import { type Guard, caller, perIp, responses } from '../../plugins/route';
import type { AuthService } from '../auth/auth.service';
import type { ReferenceService } from '../reference/reference.service';
import type { UserService } from './user.service';

export function userRoutes(
  app: FastifyInstance,
  guard: Guard,
  users: UserService,
  auth: AuthService,
  reference: ReferenceService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.get('/user/getcitylist', {
    schema: { tags, summary: "Turkey's 81 provinces", response: responses(z.array(CitySchema)) },
    onRequest: guard('public'),
    handler: async () => ok(await reference.cities()),
  });
  r.get('/user/getdistrictlist/:cityId', {
    schema: {
      tags,
      summary: 'Districts of a province',
      params: CityIdParamsSchema,
      response: responses(z.array(DistrictSchema)),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(await reference.districts(req.params.cityId)),
  });
  r.get('/user/getgenderlist', {
    schema: {
      tags,
      summary: 'Gender options, localized',
      response: responses(z.array(GenderOptionSchema)),
    },
    onRequest: guard('public'),
    handler: async (req) => ok(users.genders(cultureFromHeader(req.headers['accept-language']))),
  });
  r.get('/user/:id', {
    schema: {
      tags,
      summary: 'A user: yourself, or anyone for an admin',
      params: IdParamsSchema,
      response: responses(UserSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await users.get(caller(req), req.params.id)),
  });
  r.put('/user', {
    schema: {
      tags,
      summary: 'Update your own profile and language',
      body: UpdateUserBodySchema,
      response: responses(UserSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await users.update(caller(req), req.body)),
  });
  r.put('/user/updatepassword', {
    schema: {
      tags,
      summary: 'Change your password; ends every session',
      body: UpdatePasswordBodySchema,
      response: responses(MessageResultSchema),
    },
    onRequest: guard('user', [perIp('update-password-ip', 10, 15 * 60)]),
    handler: async (req) => {
      await auth.updatePassword(caller(req).userId, req.body.oldPassword, req.body.newPassword);
      const message = translate(
        cultureFromHeader(req.headers['accept-language']),
        'password.updated',
      );
      return okMessage({ message }, message);
    },
  });
}
