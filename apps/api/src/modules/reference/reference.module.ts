import { defineModule } from '../../plugins/module';
import { createReferenceRepository } from './reference.repository';
import { referenceRoutes } from './reference.routes';
import { createReferenceService, type ReferenceService } from './reference.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** Languages, cities, districts, contracts and sliders. */
    reference: ReferenceService;
  }
}

export const referenceModule = defineModule('reference', [], (api, app) => {
  const reference = createReferenceService(createReferenceRepository(app.deps.database.pool));
  app.services.reference = reference;
  referenceRoutes(api, app.guard, reference);
});
