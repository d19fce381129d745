import { defineModule } from '../../plugins/module';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule('health', [], (api, app) =>
  healthRoutes(api, app.deps.database),
);
