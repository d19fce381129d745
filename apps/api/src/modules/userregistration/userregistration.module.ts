import { registerUploads } from '../../plugins/uploads';
import { defineModule } from '../../plugins/module';
import { createProfilePhotoService } from './profile-photo.service';
import { userRegistrationRoutes } from './userregistration.routes';

export const userRegistrationModule = defineModule(
  'userregistration',
  ['auth', 'questionnaire', 'user'],
  (api, app) => {
    const { deps } = app;
    const photos = createProfilePhotoService(deps, app.services.users);
    userRegistrationRoutes(api, app.guard, app.services.auth, app.services.questions, photos);
    // The stored photos are public at /uploads/profile/<name>, outside /api.
    registerUploads(app, deps.storage);
  },
);
