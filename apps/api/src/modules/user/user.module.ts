import { scheduleRepeating } from '../../lib/background';
import { defineModule } from '../../plugins/module';
import { createDataExport } from './data-export';
import { createAccountDeletion } from './account-deletion';
import { dataRightsRoutes } from './data-rights.routes';
import { createReminderRepository } from './reminder.repository';
import { reminderRoutes } from './reminder.routes';
import { createRetention, type Retention } from './retention';
import { createReminderService, type ReminderService } from './reminder.service';
import { createUserAdminRepository } from './user-admin.repository';
import { createUserAdminService } from './user-admin.service';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';
import { createUserService, type UserService } from './user.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** Accounts as their owners see and change them. */
    users: UserService;
    /** Study reminders: the learner's settings and the job that sends them. */
    reminders: ReminderService;
    /** Removes expired recordings and abandoned unverified accounts (the job below runs it). */
    retention: Retention;
  }
}

export const userModule = defineModule('user', ['auth', 'reference'], (api, app) => {
  const repository = createUserRepository(app.deps.database.pool);
  const users = createUserService(app.deps, repository);
  const admin = createUserAdminService(
    app.deps,
    createUserAdminRepository(app.deps.database.pool),
    repository,
  );
  const reminders = createReminderService(
    app.deps,
    createReminderRepository(app.deps.database.pool),
    repository,
  );
  app.services.users = users;
  app.services.reminders = reminders;
  const retention = createRetention(app.deps);
  app.services.retention = retention;
  userRoutes(api, app.guard, users, app.services.auth, app.services.reference, admin);
  reminderRoutes(api, app.guard, reminders);
  dataRightsRoutes(
    api,
    app.guard,
    createDataExport(app.deps.database.pool, app.deps.storage),
    createAccountDeletion(app.deps, app.services.otp),
  );

  const seconds = app.deps.config.reminderTickSeconds;
  if (seconds > 0) {
    const job = scheduleRepeating(
      () => reminders.runDue(),
      seconds,
      (error) => app.log.error({ err: error }, 'study reminder tick failed'),
    );
    app.addHook('onReady', async () => job.start());
    // Before the database closes: a tick in progress finishes its sends and records them.
    app.addHook('preClose', async () => job.stop());
  }

  const retentionSeconds = app.deps.config.retention.tickSeconds;
  if (retentionSeconds > 0) {
    const job = scheduleRepeating(
      () => retention.run(),
      retentionSeconds,
      (error) => app.log.error({ err: error }, 'retention pass failed'),
    );
    app.addHook('onReady', async () => job.start());
    app.addHook('preClose', async () => job.stop());
  }
});
