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
    ),
    dictionary: createDictionaryService(repo),
    storage: deps.storage,
  });
});
