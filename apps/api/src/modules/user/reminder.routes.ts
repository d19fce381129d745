import { ReminderSchema, UpdateReminderBodySchema } from '@yek/contracts/reminder';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope';
import { type Guard, caller, responses } from '../../plugins/route';
import type { ReminderService } from './reminder.service';

/** The signed-in user's own study reminder; nobody else's is reachable (no id in the path). */
export function reminderRoutes(app: FastifyInstance, guard: Guard, reminders: ReminderService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.get('/user/getreminder', {
    schema: {
      tags,
      operationId: 'getUserGetreminder',
      summary: 'Your study reminder: on or off, its time (Europe/Istanbul) and channels',
      response: responses(ReminderSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await reminders.get(caller(req).userId)),
  });
  r.put('/user/updatereminder', {
    schema: {
      tags,
      operationId: 'putUserUpdatereminder',
      summary:
        'Turn your study reminder on or off and set its time and channels (SMS only with SMS consent)',
      body: UpdateReminderBodySchema,
      response: responses(ReminderSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await reminders.update(caller(req).userId, req.body)),
  });
}
