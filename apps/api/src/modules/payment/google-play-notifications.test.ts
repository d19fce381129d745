import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

const PACKAGE = 'com.yek.english';
const PUSH_TOKEN = 'push-secret-0123456789abcdef';
const DAY = 86_400_000;

/** Google's token endpoint, the Play Developer API and Google's JWKS, as a local server. */
const subscriptions = new Map<string, unknown>();
let apiCalls = 0;
let server: http.Server;
let base: string;
let oidcKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  oidcKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/token' && req.method === 'POST') {
      res.end(JSON.stringify({ access_token: 'play-access-1', expires_in: 3600 }));
      return;
    }
    if (req.url === '/certs') {
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    const match = /\/purchases\/subscriptionsv2\/tokens\/([^/?]+)$/.exec(req.url ?? '');
    if (match && req.headers.authorization === 'Bearer play-access-1') {
      apiCalls += 1;
      const sub = subscriptions.get(decodeURIComponent(match[1]!));
      res.statusCode = sub ? 200 : 404;
      res.end(JSON.stringify(sub ?? { error: 'not found' }));
      return;
    }
    res.statusCode = 401;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  t = await createTestApp({
    rateLimitEnabled: false,
    google: { clientIds: [], jwksUrl: `${base}/certs`, issuers: ['https://accounts.google.com'] },
    googlePlay: {
      packageName: PACKAGE,
      pushToken: PUSH_TOKEN,
      pushAudience: 'https://yek.example/api/payment/googleplay/notification',
      pushServiceAccount: 'pubsub-push@yek.iam.gserviceaccount.com',
      serviceAccountJson: JSON.stringify({
        client_email: 'play-reader@yek.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        token_uri: `${base}/token`,
      }),
      apiUrl: base,
    },
  });
});
afterAll(async () => {
  await t.close();
  server.close();
});

function push(
  notification: Record<string, unknown>,
  opts: {
    id?: string;
    token?: string | null;
    packageName?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const data = Buffer.from(
    JSON.stringify({
      version: '1.0',
      packageName: opts.packageName ?? PACKAGE,
      eventTimeMillis: String(t.clock.now().getTime()),
      ...notification,
    }),
  ).toString('base64');
  const token = opts.token === undefined ? PUSH_TOKEN : opts.token;
  return t.app.inject({
    method: 'POST',
    url: `/api/payment/googleplay/notification${token ? `?token=${token}` : ''}`,
    headers: opts.headers,
    payload: {
      message: { data, messageId: opts.id ?? randomUUID(), publishTime: new Date().toISOString() },
      subscription: 'projects/yek/subscriptions/play-rtdn',
    },
  });
}
const subscriptionEvent = (type: number, purchaseToken: string) => ({
  subscriptionNotification: {
    version: '1.0',
    notificationType: type,
    purchaseToken,
    subscriptionId: 'yek_premium_yearly',
  },
});

async function buyer() {
  const account = await signUp(t);
  const pay = await t.app.inject({
    method: 'POST',
    url: '/api/mobileapppayment',
    headers: bearer(account.token),
  });
  return { ...account, accountToken: json<{ accountToken: string }>(pay).data.accountToken };
}
function playSubscription(accountToken: string, orderId: string, expiry: number) {
  return {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    startTime: t.clock.now().toISOString(),
    subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
    latestOrderId: orderId,
    externalAccountIdentifiers: { obfuscatedExternalAccountId: accountToken },
    lineItems: [
      {
        productId: 'yek_premium_yearly',
        expiryTime: new Date(expiry).toISOString(),
        autoRenewingPlan: {
          autoRenewEnabled: true,
          recurringPrice: { currencyCode: 'TRY', units: '1799', nanos: 990000000 },
        },
        offerDetails: { basePlanId: 'yearly' },
      },
    ],
  };
}
const purchases = async (token: string) =>
  json<
    { invoiceNumber: string; amount: number; status: string; planName: string; store: string }[]
  >(await t.app.inject({ method: 'GET', url: '/api/userpurchase', headers: bearer(token) })).data;
const status = async (token: string, id: number) =>
  json<{ subscriptionStatus: string }>(
    await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: bearer(token) }),
  ).data.subscriptionStatus;

describe('Google Play notifications', () => {
  it('activate a purchase read from the Play Developer API, once for six deliveries', async () => {
    const b = await buyer();
    const purchaseToken = `pt-${randomUUID()}`;
    subscriptions.set(
      purchaseToken,
      playSubscription(
        b.accountToken,
        'GPA.1111-2222-3333-44444',
        t.clock.now().getTime() + 365 * DAY,
      ),
    );
    apiCalls = 0;
    const id = randomUUID();
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await push(subscriptionEvent(4, purchaseToken), { id });
      expect(res.statusCode).toBe(200);
      outcomes.push(json<{ outcome: string }>(res).data.outcome);
    }
    expect(outcomes).toEqual([
      'activated',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(apiCalls).toBe(1);
    expect(await status(b.token, b.user.id)).toBe('ActiveSubscriber');
    expect(await purchases(b.token)).toMatchObject([
      { amount: 1799.99, planName: 'Yıllık Premium', store: 'GooglePlay', status: 'Active' },
    ]);
  });

  it('renew, expire and refund by purchase token and order', async () => {
    const b = await buyer();
    const purchaseToken = `pt-${randomUUID()}`;
    const now = t.clock.now().getTime();
    subscriptions.set(
      purchaseToken,
      playSubscription(b.accountToken, 'GPA.5555-0000-0000-00001', now + 30 * DAY),
    );
    await push(subscriptionEvent(4, purchaseToken));
    subscriptions.set(
      purchaseToken,
      playSubscription('', 'GPA.5555-0000-0000-00001..0', now + 60 * DAY),
    );
    expect(json(await push(subscriptionEvent(2, purchaseToken))).data).toEqual({
      processed: true,
      outcome: 'renewed',
    });
    expect(await purchases(b.token)).toHaveLength(2);
    expect(json(await push(subscriptionEvent(3, purchaseToken))).data).toEqual({
      processed: true,
      outcome: 'ignored',
    });
    expect(await status(b.token, b.user.id)).toBe('ActiveSubscriber');
    const voided = await push({
      voidedPurchaseNotification: {
        purchaseToken,
        orderId: 'GPA.5555-0000-0000-00001..0',
        productType: 1,
        refundType: 1,
      },
    });
    expect(json(voided).data).toEqual({ processed: true, outcome: 'refunded' });
    expect((await purchases(b.token)).map((p) => p.status)).toEqual(['Refunded', 'Active']);
    expect(json(await push(subscriptionEvent(13, purchaseToken))).data).toEqual({
      processed: true,
      outcome: 'expired',
    });
    expect(await status(b.token, b.user.id)).toBe('SubscriptionExpired');
  });

  it('take the push only with the shared token or a Pub/Sub OIDC token, for our package', async () => {
    const test = { testNotification: { version: '1.0' } };
    expect((await push(test, { token: null })).statusCode).toBe(401);
    expect((await push(test, { token: 'wrong-token-wrong-token' })).statusCode).toBe(401);
    expect(json(await push(test, { token: null })).errorCode).toBe('STORE_NOTIFICATION_UNTRUSTED');
    expect((await push(test, { packageName: 'com.other.app' })).statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: `/api/payment/googleplay/notification?token=${PUSH_TOKEN}`,
      payload: { message: { data: Buffer.from('not json').toString('base64'), messageId: 'x' } },
    });
    expect(garbage.statusCode).toBe(400);
    expect(json(await push(test)).data).toEqual({ processed: true, outcome: 'test' });

    const oidc = (
      claims: Record<string, unknown>,
      audience = 'https://yek.example/api/payment/googleplay/notification',
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(oidcKey);
    const account = { email: 'pubsub-push@yek.iam.gserviceaccount.com', email_verified: true };
    const withBearer = async (jwt: string) =>
      (await push(test, { token: null, headers: { authorization: `Bearer ${jwt}` } })).statusCode;
    expect(await withBearer(await oidc(account))).toBe(200);
    expect(await withBearer(await oidc(account, 'https://elsewhere.example'))).toBe(401);
    expect(await withBearer(await oidc({ ...account, email: 'someone@else.com' }))).toBe(401);
  });

  it('tie nothing to an account without a valid token', async () => {
    const purchaseToken = `pt-${randomUUID()}`;
    subscriptions.set(
      purchaseToken,
      playSubscription(randomUUID(), 'GPA.9999', t.clock.now().getTime() + DAY),
    );
    expect(json(await push(subscriptionEvent(4, purchaseToken))).data).toEqual({
      processed: true,
      outcome: 'unmatched',
    });
  });
});
