import { registerUploads } from '../../plugins/uploads';
import { defineModule } from '../../plugins/module';
import { createQuestionnaireRepository } from '../questionnaire/questionnaire.repository';
import { createUserRepository } from '../user/user.repository';
import { createProfilePhotoService } from './profile-photo.service';
import { userRegistrationRoutes } from './userregistration.routes';

export const userRegistrationModule = defineModule(
  'userregistration',
  ['auth', 'questionnaire'],
  (api, app) => {
    const { deps } = app;
    const photos = createProfilePhotoService(deps, {
      questionnaire: createQuestionnaireRepository(deps.database.pool),
      users: createUserRepository(deps.database.pool),
    });
    userRegistrationRoutes(api, app.guard, app.services.auth, app.services.questions, photos);
    // The stored photos are public at /uploads/profile/<name>, outside /api.
    registerUploads(app, deps.storage);
  },
);
