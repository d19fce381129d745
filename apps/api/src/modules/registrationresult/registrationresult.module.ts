import { defineModule } from '../../plugins/module';
import { createRegistrationResultRepository } from './registrationresult.repository';
import { registrationResultRoutes } from './registrationresult.routes';
import { createRegistrationResultService } from './registrationresult.service';

export const registrationResultModule = defineModule(
  'registrationresult',
  ['questionnaire'],
  (api, app) => {
    const { answers, content } = app.services.questions;
    const results = createRegistrationResultService(
      app.deps,
      createRegistrationResultRepository(app.deps.database.pool),
      answers,
      content,
    );
    registrationResultRoutes(api, app.guard, results);
  },
);
