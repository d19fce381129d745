import { defineModule } from '../../plugins/module';
import { cacheContentReads } from '../content/content.cache';
import { createContentRepository } from '../content/content.repository';
import { createDictionaryService } from './dictionary.service';
import { cacheLearnerReads } from './usertask.cache';
import { createUserTaskRepository } from './usertask.repository';
import { userTaskRoutes } from './usertask.routes';
import { createUserTaskService } from './usertask.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** The words a learner has met in the programme: taught in completed days, or saved. */
    learnerWords: { known(userId: number): Promise<string[]> };
  }
}

export const userTaskModule = defineModule('usertask', [], (api, app) => {
  const { deps } = app;
  const repo = cacheLearnerReads(createUserTaskRepository(deps.database.pool), deps.userCache);
  app.services.learnerWords = { known: (userId) => repo.knownWords(userId) };
  userTaskRoutes(api, app.guard, {
    tasks: createUserTaskService(
      deps,
      repo,
      cacheContentReads(createContentRepository(deps.database.pool)),
      // The library registers after this module (it reads the words above); its figures join the
      // learner's record when it is there.
      (userId) => app.services.library?.readingRecord(userId) ?? Promise.resolve(null),
    ),
    dictionary: createDictionaryService(repo),
    storage: deps.storage,
    pool: deps.database.pool,
  });
});
