import {
  AppStoreNotificationBodySchema,
  FreePlanBodySchema,
  FreePlanResultSchema,
  GooglePlayPushBodySchema,
  GooglePlayPushQuerySchema,
  MobileAppPaymentSchema,
  StoreNotificationResultSchema,
  UserPurchaseSchema,
} from '@yek/contracts/subscription';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages';
import { ok, okMessage } from '../../plugins/envelope';
import { type Guard, caller, perIp, responses } from '../../plugins/route';
import type { createAppStoreNotifications } from './app-store-notifications';
import type { createGooglePlayNotifications } from './google-play-notifications';
import type { PaymentService } from './payment.service';
import { lang } from '../../plugins/request-language';

export interface PaymentServices {
  payments: PaymentService;
  appStore: ReturnType<typeof createAppStoreNotifications>;
  googlePlay: ReturnType<typeof createGooglePlayNotifications>;
}

const NOTIFICATION_LIMITS = [perIp('store-notification-ip', 600, 60)];

export function paymentRoutes(app: FastifyInstance, guard: Guard, s: PaymentServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/payment/registerfreesubscriptionplan', {
    schema: {
      tags: ['payment'],
      summary: "Start the account's one free trial (JSON body {})",
      body: FreePlanBodySchema,
      response: responses(FreePlanResultSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => {
      const result = await s.payments.startTrial(caller(req).userId);
      return okMessage(
        result,
        translate(lang(req).culture, 'trial.started', { days: result.trialDays }),
      );
    },
  });

  r.post('/mobileapppayment', {
    schema: {
      tags: ['payment'],
      summary: 'Store links and the account token the mobile app ties a purchase to',
      response: responses(MobileAppPaymentSchema),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(s.payments.mobileAppPayment(caller(req))),
  });

  r.get('/userpurchase', {
    schema: {
      tags: ['userpurchase'],
      summary: 'Your packages and invoices, newest first',
      response: responses(z.array(UserPurchaseSchema)),
    },
    onRequest: guard('user'),
    handler: async (req) => ok(await s.payments.purchases(caller(req).userId, lang(req))),
  });

  r.post('/payment/appstore/notification', {
    schema: {
      tags: ['payment'],
      summary: 'App Store Server Notifications v2 (signedPayload)',
      body: AppStoreNotificationBodySchema,
      response: responses(StoreNotificationResultSchema),
    },
    onRequest: guard('public', NOTIFICATION_LIMITS),
    handler: async (req) => ok(await s.appStore.handle(req.body.signedPayload)),
  });

  r.post('/payment/googleplay/notification', {
    schema: {
      tags: ['payment'],
      summary: 'Google Play real-time developer notifications (Pub/Sub push)',
      querystring: GooglePlayPushQuerySchema,
      body: GooglePlayPushBodySchema,
      response: responses(StoreNotificationResultSchema),
    },
    onRequest: guard('public', NOTIFICATION_LIMITS),
    handler: async (req) => ok(await s.googlePlay.handle(req, req.body, req.query.token)),
  });
}
