import { recognizeInWorker } from '../../lib/speech/read-aloud-pool';
import { defineModule } from '../../plugins/module';
import { yekverseTown } from './yekverse-content';
import { createYekverseRepository } from './yekverse.repository';
import { yekverseRoutes } from './yekverse.routes';
import { createYekverseService } from './yekverse.service';

export const yekverseModule = defineModule('yekverse', ['review'], (api, app) => {
  const { deps } = app;
  // Read now, so a broken file is reported at start rather than in a learner's request.
  const town = yekverseTown((line) => deps.log.warn(line));
  const review = app.services.review;
  yekverseRoutes(
    api,
    app.guard,
    createYekverseService({
      deps,
      repo: createYekverseRepository(deps.database.pool),
      town: () => town,
      review: () => review,
      recognize: recognizeInWorker,
    }),
  );
});
