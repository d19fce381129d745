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

interface Promo {
  id: number;
  code: string;
  discountPercent: number;
  planId: number | null;
  isActive: boolean;
}
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang = 'en-US',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    payload,
  });

const body = {
  code: 'bahar30',
  discountPercent: 30,
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: '2030-01-01T00:00:00Z',
};

describe('promo codes', () => {
  it('lets editors add, change and delete a code that learners can then redeem', async () => {
    expect((await send('POST', '/api/promocode', learner, body)).statusCode).toBe(403);
    const created = await send('POST', '/api/promocode', editor, body);
    expect(created.statusCode).toBe(200);
    const promo = json<Promo>(created).data;
    expect(promo).toMatchObject({ code: 'BAHAR30', discountPercent: 30, isActive: true });

    const lookup = await send(
      'GET',
      '/api/subscriptionplan/getbypromocode?promoCode=bahar30',
      learner,
    );
    expect(json<{ discountPercent: number }>(lookup).data.discountPercent).toBe(30);

    const changed = await send('PUT', '/api/promocode', editor, {
      ...body,
      id: promo.id,
      isActive: false,
    });
    expect(json<Promo>(changed).data.isActive).toBe(false);
    expect(
      (await send('GET', '/api/subscriptionplan/getbypromocode?promoCode=BAHAR30', learner))
        .statusCode,
    ).toBe(404);

    expect((await send('DELETE', `/api/promocode/${promo.id}`, learner)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/promocode/${promo.id}`, editor)).statusCode).toBe(200);
    expect((await send('GET', `/api/promocode/${promo.id}`, editor)).statusCode).toBe(404);
  });

  it('puts a taken code, a bad percent and an end before the start on their fields', async () => {
    await send('POST', '/api/promocode', editor, { ...body, code: 'YAZ10' });
    const taken = await send('POST', '/api/promocode', editor, { ...body, code: 'yaz10' }, 'tr-TR');
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual({
      code: ['Bu değer zaten kullanılıyor; başka bir değer seç.'],
    });

    const bad = await send('POST', '/api/promocode', editor, {
      ...body,
      code: 'x',
      discountPercent: 101,
      validUntil: '2025-01-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toMatchObject({
      code: ['The code must be 3 to 32 letters, digits or hyphens.'],
      discountPercent: ['The discount must be between 1 and 100.'],
    });
    const backwards = await send('POST', '/api/promocode', editor, {
      ...body,
      code: 'GERI',
      validUntil: '2025-01-01T00:00:00Z',
    });
    expect(json(backwards).errors).toEqual({ validUntil: ['The end must be after the start.'] });

    const unknownPlan = await send('POST', '/api/promocode', editor, {
      ...body,
      code: 'PLANSIZ',
      planId: 99999,
    });
    expect(unknownPlan.statusCode).toBe(400);
    expect(Object.keys(json(unknownPlan).errors ?? {})).toEqual(['planId']);

    const noId = await send('PUT', '/api/promocode', editor, body);
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(json(noId).errors ?? {})).toEqual(['id']);
  });
});
