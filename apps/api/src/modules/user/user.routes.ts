import { IdParamsSchema } from '@yek/contracts/common';
import { CityIdParamsSchema, CitySchema, DistrictSchema } from '@yek/contracts/reference';
import {
  AdminUpdateUserBodySchema,
  AdminUserSchema,
  CreateUserBodySchema,
  GenderOptionSchema,
  UpdatePasswordBodySchema,
  UpdateUserBodySchema,
  UserListQuerySchema,
  UserPageSchema,
  UserSchema,
} from '@yek/contracts/user';
import { MessageResultSchema } from '@yek/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cultureFromHeader, translate } from '../../lib/messages';
import { audit } from '../../plugins/audit';
import { ok, okMessage } from '../../plugins/envelope';
import { lang } from '../../plugins/request-language';
import { type Guard, caller, perIp, responses } from '../../plugins/route';
import type { AuthService } from '../auth/auth.service';
import type { ReferenceService } from '../reference/reference.service';
import type { UserAdminService } from './user-admin.service';
import type { UserService } from './user.service';

export function userRoutes(
  app: FastifyInstance,
  guard: Guard,
  users: UserService,
  auth: AuthService,
  reference: ReferenceService,
  admin: UserAdminService,
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
      summary: 'A user: yourself, or anyone with status and occupation for an admin',
      params: IdParamsSchema,
      response: responses(z.union([AdminUserSchema, UserSchema])),
    },
    onRequest: guard('user'),
    handler: async (req) => {
      const auth = caller(req);
      if (auth.role === 'admin') return ok(await admin.load(req.params.id, lang(req)));
      return ok(await users.get(auth, req.params.id));
    },
  });
  r.get('/user', {
    schema: {
      tags,
      summary:
        'Users for the admin: paged, searched by name, email or phone, filtered by role type and status, sorted (admin)',
      querystring: UserListQuerySchema,
      response: responses(UserPageSchema),
    },
    onRequest: guard('admin'),
    handler: async (req) => ok(await admin.list(req.query, lang(req))),
  });
  r.post('/user', {
    schema: {
      tags,
      summary: 'Create a user of any role with a first password (admin)',
      body: CreateUserBodySchema,
      response: responses(AdminUserSchema),
    },
    onRequest: guard('admin'),
    handler: async (req) => {
      const created = await admin.create(req.body, lang(req));
      await audit.record({ entity: 'user', entityId: created.id, after: created });
      return ok(created);
    },
  });
  r.put('/user/:id', {
    schema: {
      tags,
      summary:
        'Change every field of a user; passive ends their sessions at once (admin; not your own role or status, never the last admin)',
      params: IdParamsSchema,
      body: AdminUpdateUserBodySchema,
      response: responses(AdminUserSchema),
    },
    onRequest: guard('admin'),
    handler: async (req) => {
      const before = await audit.before(() => admin.load(req.params.id, lang(req)));
      const updated = await admin.update(caller(req), req.params.id, req.body, lang(req));
      await audit.record({ entity: 'user', entityId: updated.id, before, after: updated });
      return ok(updated);
    },
  });
  r.delete('/user/:id', {
    schema: {
      tags,
      summary: 'Delete a user and end their sessions (admin; not yourself, never the last admin)',
      params: IdParamsSchema,
      response: responses(z.null()),
    },
    onRequest: guard('admin'),
    handler: async (req) => {
      const before = await admin.remove(caller(req), req.params.id, lang(req));
      await audit.record({ entity: 'user', entityId: req.params.id, before });
      return ok(null);
    },
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
