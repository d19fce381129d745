import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { answerAll, editorToken } from '../../../test/onboarding';
import { appleLikeChain, signJws, type TestCert } from '../../../test/x509';

const BUNDLE = 'com.yek.english';
const MONTHLY = 'com.yek.english.premium.monthly';
const DAY = 86_400_000;

let t: TestApp;
// Valid for years, so tests can move the clock across a new year.
const ca = appleLikeChain({ notAfter: new Date('2040-01-01T00:00:00Z') });
const chain = [ca.leaf, ca.intermediate, ca.root];
beforeAll(async () => {
  t = await createTestApp({
    rateLimitEnabled: false,
    appStore: { bundleId: BUNDLE, environments: ['Sandbox'], rootCertificatesPem: [ca.root.pem] },
  });
});
afterAll(() => t.close());

interface Tx {
  transactionId: string;
  originalTransactionId: string;
  productId?: string;
  purchaseDate: number;
  expiresDate: number;
  appAccountToken?: string;
  price?: number;
  currency?: string;
  revocationDate?: number;
  bundleId?: string;
}

function signedPayload(
  type: string,
  tx: Tx | null,
  opts: {
    id?: string;
    bundleId?: string;
    environment?: string;
    chain?: TestCert[];
    subtype?: string;
  } = {},
) {
  const certs = opts.chain ?? chain;
  return signJws(
    {
      notificationType: type,
      subtype: opts.subtype,
      notificationUUID: opts.id ?? randomUUID(),
      version: '2.0',
      signedDate: t.clock.now().getTime(),
      data: {
        bundleId: opts.bundleId ?? BUNDLE,
        environment: opts.environment ?? 'Sandbox',
        signedTransactionInfo: tx
          ? signJws({ productId: MONTHLY, bundleId: BUNDLE, environment: 'Sandbox', ...tx }, certs)
          : undefined,
      },
    },
    certs,
  );
}
const notify = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/appstore/notification',
    payload: { signedPayload: payload },
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
const purchases = async (token: string) =>
  json<
    {
      invoiceNumber: string;
      amount: number;
      status: string;
      planName: string;
      endDate: string;
      store: string;
    }[]
  >(await t.app.inject({ method: 'GET', url: '/api/userpurchase', headers: bearer(token) })).data;
const status = async (token: string, id: number) =>
  json<{ subscriptionStatus: string; registrationComplete: boolean }>(
    await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: bearer(token) }),
  ).data;
function firstPurchase(accountToken: string, original = randomUUID()): Tx {
  const now = t.clock.now().getTime();
  return {
    transactionId: `${original}-1`,
    originalTransactionId: original,
    purchaseDate: now,
    expiresDate: now + 30 * DAY,
    appAccountToken: accountToken,
    price: 249_990,
    currency: 'TRY',
  };
}

describe('App Store server notifications', () => {
  it('activate a plan bought with the account token, with an invoice, and finish the setup', async () => {
    const b = await buyer();
    await answerAll(t, b.token);
    const res = await notify(
      signedPayload('SUBSCRIBED', firstPurchase(b.accountToken), { subtype: 'INITIAL_BUY' }),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ processed: true, outcome: 'activated' });
    expect(await status(b.token, b.user.id)).toEqual(
      expect.objectContaining({
        subscriptionStatus: 'ActiveSubscriber',
        registrationComplete: true,
      }),
    );
    const [purchase] = await purchases(b.token);
    expect(purchase).toMatchObject({
      amount: 249.99,
      planName: 'Aylık Premium',
      store: 'AppStore',
      status: 'Active',
    });
    expect(purchase!.invoiceNumber).toMatch(/^YEK-\d{4}-\d{6}$/);
  });

  it('change state once for the same notification sent six times, even at once', async () => {
    const b = await buyer();
    const tx = firstPurchase(b.accountToken);
    const payload = signedPayload('SUBSCRIBED', tx);
    const results = await Promise.all(Array.from({ length: 6 }, () => notify(payload)));
    const outcomes = results.map((r) => json<{ outcome: string }>(r).data.outcome).sort();
    expect(outcomes).toEqual([
      'activated',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const renewal = signedPayload('DID_RENEW', {
      ...tx,
      transactionId: `${tx.originalTransactionId}-2`,
      appAccountToken: undefined,
      purchaseDate: tx.expiresDate,
      expiresDate: tx.expiresDate + 30 * DAY,
    });
    for (let i = 0; i < 6; i += 1) await notify(renewal);
    const list = await purchases(b.token);
    expect(list).toHaveLength(2);
    expect(new Date(list[0]!.endDate).getTime()).toBe(tx.expiresDate + 30 * DAY);
    const [second, first] = list.map((p) => Number(p.invoiceNumber.slice(-6)));
    expect(second).toBe(first! + 1);
  });

  it('expire and refund', async () => {
    const expiring = await buyer();
    const tx = firstPurchase(expiring.accountToken);
    await notify(signedPayload('SUBSCRIBED', tx));
    const now = t.clock.now().getTime();
    const expired = await notify(
      signedPayload('EXPIRED', { ...tx, expiresDate: now - 1000 }, { subtype: 'VOLUNTARY' }),
    );
    expect(json(expired).data).toEqual({ processed: true, outcome: 'expired' });
    expect((await status(expiring.token, expiring.user.id)).subscriptionStatus).toBe(
      'SubscriptionExpired',
    );

    const refunded = await buyer();
    const paid = firstPurchase(refunded.accountToken);
    await notify(signedPayload('SUBSCRIBED', paid));
    await notify(signedPayload('REFUND', { ...paid, revocationDate: now }));
    expect((await status(refunded.token, refunded.user.id)).subscriptionStatus).toBe(
      'SubscriptionExpired',
    );
    expect((await purchases(refunded.token))[0]!.status).toBe('Refunded');
    // The free trial is not a way back in after a purchase.
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/payment/registerfreesubscriptionplan',
      headers: bearer(refunded.token),
      payload: {},
    });
    expect(json(trial).errorCode).toBe('TRIAL_NOT_AVAILABLE');
  });

  it('refuse a tampered, wrongly signed or untrusted notification, and a wrong bundle or environment', async () => {
    const b = await buyer();
    const tx = firstPurchase(b.accountToken);
    const good = signedPayload('SUBSCRIBED', tx);
    const [header, , signature] = good.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({
        notificationType: 'SUBSCRIBED',
        notificationUUID: randomUUID(),
        data: { bundleId: BUNDLE, environment: 'Sandbox' },
      }),
    ).toString('base64url');
    const tampered = await notify(`${header}.${forgedBody}.${signature}`);
    expect(tampered.statusCode).toBe(401);
    expect(json(tampered).errorCode).toBe('STORE_NOTIFICATION_UNTRUSTED');
    const stranger = appleLikeChain();
    const strangerChain = [stranger.leaf, stranger.intermediate, stranger.root];
    expect(
      (await notify(signedPayload('SUBSCRIBED', tx, { chain: strangerChain }))).statusCode,
    ).toBe(401);
    // A stranger's leaf and intermediate presented with our root still do not chain to it.
    expect(
      (
        await notify(
          signedPayload('SUBSCRIBED', tx, {
            chain: [stranger.leaf, stranger.intermediate, ca.root],
          }),
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await notify(signJws({ notificationType: 'SUBSCRIBED' }, chain, ca.intermediate.key)))
        .statusCode,
    ).toBe(401);
    expect(
      (await notify(signedPayload('SUBSCRIBED', tx, { bundleId: 'com.other.app' }))).statusCode,
    ).toBe(400);
    expect(
      (await notify(signedPayload('SUBSCRIBED', tx, { environment: 'Production' }))).statusCode,
    ).toBe(400);
    expect(
      (await notify(signedPayload('SUBSCRIBED', { ...tx, bundleId: 'com.other.app' }))).statusCode,
    ).toBe(400);
    expect((await notify('garbage')).statusCode).toBe(401);
    expect(await purchases(b.token)).toEqual([]);
    expect((await notify(good)).statusCode).toBe(200);
  });

  it('tie nothing to an account through a forged or expired token', async () => {
    const b = await buyer();
    const forged = `${b.accountToken.slice(0, -1)}${b.accountToken.endsWith('0') ? '1' : '0'}`;
    const res = await notify(signedPayload('SUBSCRIBED', firstPurchase(forged)));
    expect(json(res).data).toEqual({ processed: true, outcome: 'unmatched' });
    const late = firstPurchase(b.accountToken);
    late.purchaseDate += 2 * 3600_000;
    expect(json(await notify(signedPayload('SUBSCRIBED', late))).data).toMatchObject({
      outcome: 'unmatched',
    });
    expect(await purchases(b.token)).toEqual([]);
    expect(json(await notify(signedPayload('TEST', null))).data).toEqual({
      processed: true,
      outcome: 'test',
    });
  });

  it('number invoices per year in Istanbul time, and show each learner only their own', async () => {
    const earlier = await buyer();
    const buyAt = async (iso: string) => {
      t.clock.set(new Date(iso));
      const b = await buyer();
      await notify(signedPayload('SUBSCRIBED', firstPurchase(b.accountToken)));
      return b;
    };
    await buyAt('2031-12-31T20:30:00Z'); // 23:30 on 31 December in Istanbul
    await buyAt('2031-12-31T21:30:00Z'); // 00:30 on 1 January 2032 in Istanbul
    const last = await buyAt('2031-12-31T22:00:00Z');
    const numbers = (
      await t.database.pool.query<{ invoice_number: string }>(
        `SELECT invoice_number FROM user_purchases WHERE invoice_number LIKE 'YEK-203%' ORDER BY id`,
      )
    ).rows.map((r) => r.invoice_number);
    expect(numbers).toEqual(['YEK-2031-000001', 'YEK-2032-000001', 'YEK-2032-000002']);
    expect((await purchases(last.token)).map((p) => p.invoiceNumber)).toEqual(['YEK-2032-000002']);
    t.clock.set(new Date());
    expect(await purchases(earlier.token)).toEqual([]);
  });

  it('keep a plan somebody bought', async () => {
    const b = await buyer();
    await notify(signedPayload('SUBSCRIBED', firstPurchase(b.accountToken)));
    const editor = await editorToken(t);
    const plans = json<{ id: number; alias: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/subscriptionplan', headers: bearer(editor) }),
    ).data;
    const monthly = plans.find((p) => p.alias === 'premium-monthly')!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptionplan/${monthly.id}`,
      headers: bearer(editor),
    });
    expect(del.statusCode).toBe(409);
  });

  it('are refused with 503 until a root certificate is configured', async () => {
    const bare = await createTestApp({ rateLimitEnabled: false });
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/payment/appstore/notification',
      payload: { signedPayload: signedPayload('TEST', null) },
    });
    expect(res.statusCode).toBe(503);
    expect(json(res).errorCode).toBe('STORE_NOT_CONFIGURED');
    await bare.close();
  });
});
