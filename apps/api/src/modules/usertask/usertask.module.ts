import { defineModule } from '../../plugins/module';
import { cacheContentReads } from '../content/content.cache';
import { createContentRepository } from '../content/content.repository';
import { createDictionaryService } from './dictionary.service';
import { cacheLearnerReads } from './usertask.cache';
import { createUserTaskRepository } from './usertask.repository';
import { userTaskRoutes } from './usertask.routes';
import { createUserTaskService } from './usertask.service';

export const userTaskModule = defineModule('usertask', [], (api, app) => {
  const { deps } = app;
  const repo = cacheLearnerReads(createUserTaskRepository(deps.database.pool), deps.userCache);
  userTaskRoutes(api, app.guard, {
    tasks: createUserTaskService(
      deps,
      repo,
      cacheContentReads(createContentRepository(deps.database.pool)),
      // The library registers after this module (it reads the words above); its figures join the
      // learner's record when it is there.
      (userId) => app.services.library?.readingRecord(userId) ?? Promise.resolve(null),
    ),
    // The review module registers after this one; a look-up is a sign the word is not known yet.
    dictionary: createDictionaryService(repo, (userId, word) =>
      app.services.review ? app.services.review.lookedUp(userId, word) : Promise.resolve(),
    ),
    storage: deps.storage,
    pool: deps.database.pool,
  });
});
