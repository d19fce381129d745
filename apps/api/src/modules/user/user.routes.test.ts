import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/seed';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  await seedDemoUsers(t.database.pool);
});
afterAll(() => t.close());

async function loginAs(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: email, password },
  });
  return json<{ id: number; tokenDto: { accessToken: string } }>(res).data;
}

describe('user', () => {
  it('reads yourself, refuses others, and lets an admin read anyone', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const self = await t.app.inject({
      method: 'GET',
      url: `/api/user/${a.user.id}`,
      headers: bearer(a.token),
    });
    expect(self.statusCode).toBe(200);
    expect(json<{ email: string }>(self).data.email).toBe(a.body.email);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/${b.user.id}`,
      headers: bearer(a.token),
    });
    expect(other.statusCode).toBe(403);
    expect(json(other).errorCode).toBe('FORBIDDEN');
    const admin = await loginAs('admin@yek.local', 'Admin123!');
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/user/${b.user.id}`,
      headers: bearer(admin.tokenDto.accessToken),
    });
    expect(asAdmin.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/user/999999',
      headers: bearer(admin.tokenDto.accessToken),
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${a.user.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('updates the language dialog fields and answers the updated user', async () => {
    const a = await signUp(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...bearer(a.token), 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify({
        languageId: 2,
        gender: 'Male',
        emailNotification: true,
        twoFactorEnabled: false,
        smsNotification: false,
        cityId: 34,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      languageId: 2,
      languageName: 'en-US',
      gender: 'Male',
      emailNotification: true,
      city: { id: 34, name: 'İstanbul' },
    });
    const noCity = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(a.token),
      payload: { languageId: 1, cityId: 0 },
    });
    expect(json(noCity).data).toMatchObject({ city: null, languageName: 'tr-TR' });
  });

  it('never lets a user change their role or subscription, or another user', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    for (const extra of [
      { role: 'admin' },
      { subscriptionStatus: 'ActiveSubscriber' },
      { trialEndsAt: '2099-01-01' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: bearer(a.token),
        payload: { languageId: 1, ...extra },
      });
      expect(res.statusCode).toBe(400);
    }
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(a.token),
      payload: { id: b.user.id, languageId: 2 },
    });
    expect(other.statusCode).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${a.user.id}`,
      headers: bearer(a.token),
    });
    expect(json(me).data).toMatchObject({ role: 'learner', subscriptionStatus: 'NoSubscription' });
  });

  it('checks language, city, district and birthday', async () => {
    const a = await signUp(t);
    const kadikoy = await t.app.inject({ method: 'GET', url: '/api/user/getdistrictlist/34' });
    const districtId = json<{ id: number; name: string }[]>(kadikoy).data.find(
      (d) => d.name === 'Kadıköy',
    )!.id;
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(a.token),
      payload: { languageId: 99, cityId: 6, townId: districtId, birthday: '2999-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors ?? {}).sort()).toEqual([
      'birthday',
      'languageId',
      'townId',
    ]);
    const good = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(a.token),
      payload: { languageId: 1, cityId: 34, townId: districtId, birthday: '1998-04-23' },
    });
    expect(json(good).data).toMatchObject({
      town: { id: districtId, name: 'Kadıköy' },
      birthday: '1998-04-23',
    });
  });
});

describe('profile form', () => {
  it('starts a new account with no gender chosen, and keeps a chosen one when it is left out', async () => {
    const a = await signUp(t);
    expect(a.user).toMatchObject({ gender: 'Unspecified' });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user', headers: bearer(a.token), payload });
    const chosen = await put({ languageId: 1, gender: 'Other' });
    expect(json(chosen).data).toMatchObject({ gender: 'Other' });
    const languageOnly = await put({ languageId: 2 });
    expect(json(languageOnly).data).toMatchObject({ gender: 'Other', languageName: 'en-US' });
    const back = await put({ languageId: 1, gender: 'Unspecified' });
    expect(json(back).data).toMatchObject({ gender: 'Unspecified' });
  });

  it('saves name, surname, city, district and consents, and answers bad ones on their fields', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const districts = await t.app.inject({ method: 'GET', url: '/api/user/getdistrictlist/6' });
    const cankaya = json<{ id: number; name: string }[]>(districts).data.find(
      (d) => d.name === 'Çankaya',
    )!.id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(a.token),
      payload: {
        languageId: 1,
        name: '  Ayşe ',
        surname: 'Yılmaz',
        cityId: 6,
        townId: cankaya,
        emailNotification: true,
        smsNotification: true,
        twoFactorEnabled: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      city: { id: 6, name: 'Ankara' },
      town: { id: cankaya, name: 'Çankaya' },
      emailNotification: true,
      smsNotification: true,
      twoFactorEnabled: true,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...bearer(a.token), 'accept-language': 'en-US' },
      payload: { languageId: 1, name: ' ', surname: 'x'.repeat(61), gender: 'Female ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors ?? {}).sort()).toEqual(['gender', 'name', 'surname']);
    // Only your own record: b's profile is untouched by a's calls.
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(a.token),
      payload: { id: b.user.id, languageId: 1, name: 'Hacker' },
    });
    expect(other.statusCode).toBe(403);
    const bAfter = await t.app.inject({
      method: 'GET',
      url: `/api/user/${b.user.id}`,
      headers: bearer(b.token),
    });
    expect(json<{ name: string }>(bAfter).data.name).not.toBe('Hacker');
  });
});

describe('reference lists', () => {
  it('lists all 81 provinces in Turkish order and their districts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getcitylist' });
    const cities = json<{ id: number; name: string }[]>(res).data;
    expect(cities).toHaveLength(81);
    expect(cities.find((c) => c.id === 6)?.name).toBe('Ankara');
    const names = cities.map((c) => c.name);
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Iğdır'));
    const total = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM districts',
    );
    expect(total.rows[0]!.n).toBe(973);
    const none = await t.app.inject({ method: 'GET', url: '/api/user/getdistrictlist/abc' });
    expect(none.statusCode).toBe(400);
  });

  it('lists genders in the caller’s language', async () => {
    const tr = json<{ name: string; displayName: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/user/getgenderlist' }),
    ).data;
    expect(tr.map((g) => g.name)).toEqual(['Male', 'Female', 'Other', 'Unspecified']);
    expect(tr[1]!.displayName).toBe('Kadın');
    const en = json<{ displayName: string }[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/user/getgenderlist',
        headers: { 'accept-language': 'en-US' },
      }),
    ).data;
    expect(en[1]!.displayName).toBe('Female');
  });

  it('lists the 7 languages with the spec’s ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/language' });
    expect(
      json<{ id: number; cultureName: string }[]>(res).data.map((l) => `${l.id}:${l.cultureName}`),
    ).toEqual(['1:tr-TR', '2:en-US', '3:de-DE', '4:fr-FR', '5:ru-RU', '6:it-IT', '7:es-ES']);
  });
});
