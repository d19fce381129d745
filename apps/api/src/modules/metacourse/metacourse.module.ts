import { defineModule } from '../../plugins/module';
import { createMetaCourseRepository } from './metacourse.repository';
import { metaCourseRoutes } from './metacourse.routes';
import { createMetaCourseService } from './metacourse.service';

export const metaCourseModule = defineModule('metacourse', [], (api, app) => {
  const service = createMetaCourseService(
    app.deps,
    createMetaCourseRepository(app.deps.database.pool),
  );
  metaCourseRoutes(api, app.guard, service);
});
