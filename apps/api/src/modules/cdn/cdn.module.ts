import { defineModule } from '../../plugins/module';
import { createCdnRepository } from './cdn.repository';
import { cdnFileRoute, cdnRoutes } from './cdn.routes';
import { createCdnService } from './cdn.service';
import { createConversionGate } from './conversion';

export const cdnModule = defineModule('cdn', [], (api, app) => {
  const { config, database, storage } = app.deps;
  const service = createCdnService({
    repository: createCdnRepository(database.pool),
    storage,
    gate: createConversionGate(config.cdn.conversions, config.cdn.conversionQueue),
    config: config.cdn,
  });
  cdnRoutes(api, app.guard, service, storage);
  cdnFileRoute(app, storage);
});
