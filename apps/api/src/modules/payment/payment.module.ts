import { createAccountTokens } from '../../lib/account-token';
import { createGooglePlayApi } from '../../lib/google-play';
import { defineModule } from '../../plugins/module';
import { createSubscriptionPlanRepository } from '../subscriptionplan/subscriptionplan.repository';
import { createUserRepository } from '../user/user.repository';
import { createAppStoreNotifications } from './app-store-notifications';
import { createGooglePlayNotifications } from './google-play-notifications';
import { paymentRoutes } from './payment.routes';
import { createPaymentService } from './payment.service';
import { createPurchaseRepository } from './purchase.repository';
import { createStoreEvents } from './store-events';

export const paymentModule = defineModule('payment', ['questionnaire'], (api, app) => {
  const { deps } = app;
  const purchases = createPurchaseRepository(deps.database.pool, app.services.completeSetupIfReady);
  const plans = createSubscriptionPlanRepository(deps.database.pool);
  const users = createUserRepository(deps.database.pool);
  const accountTokens = createAccountTokens(deps.config.jwt.secret);
  const storeEvents = createStoreEvents(deps, purchases, plans, accountTokens);
  paymentRoutes(api, app.guard, {
    payments: createPaymentService(deps, { purchases, users }, accountTokens),
    appStore: createAppStoreNotifications(deps, storeEvents),
    googlePlay: createGooglePlayNotifications(
      deps,
      storeEvents,
      createGooglePlayApi(deps.config.googlePlay),
    ),
  });
});
