import { defineModule } from '../../plugins/module';
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
  const users = createUserService(app.deps, createUserRepository(app.deps.database.pool));
  app.services.users = users;
  userRoutes(api, app.guard, users, app.services.auth, app.services.reference);
});
