import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { editorToken } from '../../../test/onboarding';

let t: TestApp;
let editor: string;
let learner: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
  learner = (await signUp(t)).token;
});
afterAll(() => t.close());

interface Plan {
  id: number;
  alias: string;
  planType: string;
  price: number;
  priceText: string;
  savingsPercent: number;
  name: string;
  isActive: boolean;
  discountedPrice?: number;
}
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang = 'tr-TR',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    payload,
  });

describe('subscription plans', () => {
  it('sells monthly, 3-month and yearly plans in TRY', async () => {
    const plans = json<Plan[]>(await send('GET', '/api/subscriptionplan', learner)).data;
    expect(plans.map((p) => [p.planType, p.price, p.savingsPercent])).toEqual([
      ['Monthly', 249.99, 0],
      ['Quarterly', 599.99, 20],
      ['Yearly', 1799.99, 40],
    ]);
    expect(plans[0]).toMatchObject({
      name: 'Aylık Premium',
      priceText: '₺249,99',
      currency: 'TRY',
    });
    const en = json<Plan[]>(
      await send('GET', '/api/subscriptionplan', learner, undefined, 'en-US'),
    ).data;
    expect(en[2]!.name).toBe('Yearly Premium');
    const one = await send('GET', `/api/subscriptionplan/${plans[1]!.id}`, learner);
    expect(json<Plan>(one).data.alias).toBe('premium-quarterly');
    expect((await send('GET', '/api/subscriptionplan/9999', learner)).statusCode).toBe(404);
    expect((await send('GET', '/api/subscriptionplan')).statusCode).toBe(401);
    const types = json<{ name: string; displayName: string; durationMonths: number }[]>(
      await send('GET', '/api/subscriptionplan/getsubscriptionplantypelist', learner),
    ).data;
    expect(types.map((x) => `${x.name}:${x.displayName}:${x.durationMonths}`)).toEqual([
      'Monthly:Aylık:1',
      'Quarterly:3 Aylık:3',
      'Yearly:Yıllık:12',
    ]);
  });

  it('takes a promo code off every plan while it is valid', async () => {
    const promo = json<{ discountPercent: number; subscriptionPlans: Plan[]; validUntil: string }>(
      await send('GET', '/api/subscriptionplan/getbypromocode?promoCode=hosgeldin25', learner),
    ).data;
    expect(promo.discountPercent).toBe(25);
    expect(promo.subscriptionPlans.map((p) => p.discountedPrice)).toEqual([
      187.49, 449.99, 1349.99,
    ]);
    const unknown = await send(
      'GET',
      '/api/subscriptionplan/getbypromocode?promoCode=NOPE',
      learner,
      undefined,
      'en-US',
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({
      errorCode: 'PROMO_CODE_INVALID',
      message: 'This promo code is not valid or has expired.',
    });
    t.clock.set(new Date(new Date(promo.validUntil).getTime() + 1000));
    const later = (await signUp(t)).token;
    const expired = await send(
      'GET',
      '/api/subscriptionplan/getbypromocode?promoCode=HOSGELDIN25',
      later,
    );
    t.clock.set(new Date());
    expect(expired.statusCode).toBe(404);
    expect((await send('GET', '/api/subscriptionplan/getbypromocode', learner)).statusCode).toBe(
      400,
    );
  });

  it('lets editors add, change, withdraw and delete plans', async () => {
    const body = {
      alias: 'student-monthly',
      planType: 'Monthly',
      price: 129.9,
      subscriptionPlanLocalizations: [
        { languageId: 1, name: 'Öğrenci Aylık', description: 'Öğrencilere özel.' },
        { languageId: 2, name: 'Student Monthly', description: 'For students.' },
      ],
    };
    expect((await send('POST', '/api/subscriptionplan', learner, body)).statusCode).toBe(403);
    const badPrice = await send('POST', '/api/subscriptionplan', editor, {
      ...body,
      price: 99.999,
    });
    expect(json(badPrice).errors).toEqual({
      price: ['Fiyat sıfırdan büyük olmalı ve en fazla iki ondalık basamak içermeli.'],
    });
    const created = json<Plan>(await send('POST', '/api/subscriptionplan', editor, body)).data;
    expect(created).toMatchObject({ price: 129.9, priceText: '₺129,90', durationMonths: 1 });
    expect((await send('POST', '/api/subscriptionplan', editor, body)).statusCode).toBe(409);
    const withdrawn = await send('PUT', '/api/subscriptionplan', editor, {
      ...body,
      id: created.id,
      isActive: false,
    });
    expect(json<Plan>(withdrawn).data.isActive).toBe(false);
    const forLearner = json<Plan[]>(await send('GET', '/api/subscriptionplan', learner)).data;
    const forEditor = json<Plan[]>(await send('GET', '/api/subscriptionplan', editor)).data;
    expect(forLearner.some((p) => p.id === created.id)).toBe(false);
    expect(forEditor.some((p) => p.id === created.id)).toBe(true);
    expect((await send('DELETE', `/api/subscriptionplan/${created.id}`, editor)).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/subscriptionplan/${created.id}`, editor)).statusCode).toBe(
      404,
    );
  });
});
