import { defineModule } from '../../plugins/module';
import { legalValues, unsetOperatorSettings } from './legal-values';
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
  const reference = createReferenceService(
    createReferenceRepository(app.deps.database.pool),
    legalValues(app.deps.config),
  );
  const unset = unsetOperatorSettings(app.deps.config);
  if (app.deps.config.env === 'production' && unset.length > 0)
    app.log.warn(
      { settings: unset },
      'the legal texts name the operator by settings that are not set',
    );
  app.services.reference = reference;
  referenceRoutes(api, app.guard, reference);
});
