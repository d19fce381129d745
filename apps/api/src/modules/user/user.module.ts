import { defineModule } from '../../plugins/module';
import { createUserAdminRepository } from './user-admin.repository';
import { createUserAdminService } from './user-admin.service';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';
import { createUserService, type UserService } from './user.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** Accounts as their owners see and change them. */
    users: UserService;
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
  app.services.users = users;
  userRoutes(api, app.guard, users, app.services.auth, app.services.reference, admin);
});
