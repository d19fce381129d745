import { defineModule } from '../../plugins/module';
import { testClockRoutes } from './testclock.routes';

/** Only a journey server (TEST_CLOCK_CONTROL) has a clock to move; elsewhere no route exists. */
export const testClockModule = defineModule('testclock', [], (api, app) => {
  if (app.deps.testClock) testClockRoutes(api, app.guard, app.deps.testClock);
});
