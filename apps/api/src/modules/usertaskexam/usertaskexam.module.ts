import { defineModule } from '../../plugins/module';
import { createUserTaskExamRepository } from './usertaskexam.repository';
import { userTaskExamRoutes } from './usertaskexam.routes';
import { createUserTaskExamService } from './usertaskexam.service';

export const userTaskExamModule = defineModule('usertaskexam', [], (api, app) => {
  const { deps } = app;
  userTaskExamRoutes(
    api,
    app.guard,
    createUserTaskExamService(deps, createUserTaskExamRepository(deps.database.pool)),
  );
});
