import { defineModule } from '../../plugins/module';
import { contentRoutes } from './content.routes';

export const contentModule = defineModule('content', [], (api, app) =>
  contentRoutes(api, app.guard),
);
