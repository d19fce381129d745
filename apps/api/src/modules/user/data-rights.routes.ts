import { PassThrough } from 'node:stream';
import { ErrorEnvelopeSchema } from '@yek/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeleteAccountBodySchema } from '@yek/contracts/user';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, perUser, responses } from '../../plugins/route';
import type { AccountDeletion } from './account-deletion';
import type { DataExport } from './data-export';

/** A learner's own data and account, nobody else's (no id in the path): KVKK art. 11. */
export function dataRightsRoutes(
  app: FastifyInstance,
  guard: Guard,
  exporter: DataExport,
  deletion: AccountDeletion,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/user/exportdata', {
    schema: {
      tags: ['user'],
      operationId: 'getUserExportdata',
      summary:
        'Download everything held about you: a ZIP with data.json (your account, consents, answers, words, purchases, sign-ins) and your recordings',
      response: {
        200: z.unknown().describe('application/zip'),
        '4XX': ErrorEnvelopeSchema,
        '5XX': ErrorEnvelopeSchema,
      },
    },
    // An archive is heavy to make: a few an hour are plenty for its owner.
    onRequest: guard('user', [perUser('data-export', 5, 3600)]),
    handler: async (req, reply) => {
      const { userId } = caller(req);
      const body = new PassThrough();
      exporter.write(userId, body).then(
        () => body.end(),
        (error: unknown) => {
          req.log.error({ err: error }, 'data export failed');
          body.destroy(error as Error);
        },
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="yek-verilerim-${day}.zip"`)
        .send(body);
    },
  });
  r.post('/user/deleteaccount', {
    schema: {
      tags: ['user'],
      operationId: 'postUserDeleteaccount',
      summary:
        'Delete your account with your password (or, without one, the code user/senddeleteaccountcode sent): your data is erased, your sessions end, purchases are kept without your name',
      body: DeleteAccountBodySchema,
      response: responses(z.null()),
    },
    // A guessed password costs a hash each time: a few tries an hour.
    onRequest: guard('user', [perUser('delete-account', 5, 3600)]),
    handler: async (req) => {
      await deletion.delete(caller(req).userId, req.body);
      return ok(null);
    },
  });
  r.post('/user/senddeleteaccountcode', {
    schema: {
      tags: ['user'],
      operationId: 'postUserSenddeleteaccountcode',
      summary:
        'Send a 5-digit code to your e-mail address (or phone) that deletes your account in place of a password',
      response: responses(z.null()),
    },
    onRequest: guard('user', [perUser('delete-account-code', 5, 3600)]),
    handler: async (req) => {
      await deletion.sendCode(caller(req).userId);
      return ok(null);
    },
  });
}
