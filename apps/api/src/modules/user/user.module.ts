import { defineModule } from '../../plugins/module';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';
import { createUserService } from './user.service';

export const userModule = defineModule('user', ['auth', 'reference'], (api, app) => {
  const users = createUserService(app.deps, createUserRepository(app.deps.database.pool));
  userRoutes(api, app.guard, users, app.services.auth, app.services.reference);
});
