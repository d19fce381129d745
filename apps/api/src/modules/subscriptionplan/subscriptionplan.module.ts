import { defineModule } from '../../plugins/module';
import { createSubscriptionPlanRepository } from './subscriptionplan.repository';
import { subscriptionPlanRoutes } from './subscriptionplan.routes';
import { createSubscriptionPlanService } from './subscriptionplan.service';

export const subscriptionPlanModule = defineModule('subscriptionplan', [], (api, app) => {
  const plans = createSubscriptionPlanService(
    app.deps,
    createSubscriptionPlanRepository(app.deps.database.pool),
  );
  subscriptionPlanRoutes(api, app.guard, plans);
});
