import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/seed';
import {
  bearer,
  createTestApp,
  json,
  registration,
  signUp,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let editor: string;
let learner: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  await seedDemoUsers(t.database.pool);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: 'editor@yek.local', password: 'Editor123!' },
  });
  editor = json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
  learner = (await signUp(t)).token;
});
afterAll(() => t.close());

interface Contract {
  id: number;
  alias: string;
  version: number;
  isCurrent: boolean;
  contractLocalizations: { cultureName: string; title: string; content: string }[];
}

describe('contracts', () => {
  it('serves the current terms of use, privacy notice and explicit consent in tr and en', async () => {
    const list = json<Contract[]>(await t.app.inject({ method: 'GET', url: '/api/contract' })).data;
    expect(list.map((c) => c.alias).sort()).toEqual([
      'explicit-consent',
      'privacy-notice',
      'terms-of-use',
    ]);
    for (const c of list)
      expect(c.contractLocalizations.map((l) => l.cultureName).sort()).toEqual(['en-US', 'tr-TR']);
    const byAlias = json<Contract>(
      await t.app.inject({ method: 'GET', url: '/api/contract/terms-of-use' }),
    ).data;
    const byId = json<Contract>(
      await t.app.inject({ method: 'GET', url: `/api/contract/${byAlias.id}` }),
    ).data;
    expect(byId.alias).toBe('terms-of-use');
    expect((await t.app.inject({ method: 'GET', url: '/api/contract/nope' })).statusCode).toBe(404);
  });

  it('publishes a new version for editors only; sign-up then needs the new version', async () => {
    const body = {
      alias: 'terms-of-use',
      contractLocalizations: [
        { cultureName: 'tr-TR', title: 'Kullanım Koşulları', content: 'Yeni sürüm.' },
      ],
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contract',
          headers: bearer(learner),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contract', payload: body })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contract',
      headers: bearer(editor),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(json<Contract>(res).data).toMatchObject({ version: 2, isCurrent: true });
    const v1 = json<Contract>(
      await t.app.inject({
        method: 'GET',
        url: '/api/contract/getversion?alias=terms-of-use&version=1',
      }),
    ).data;
    expect(v1).toMatchObject({ version: 1, isCurrent: false });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration(),
    });
    expect(json(old).errorCode).toBe('CONTRACT_APPROVAL_REQUIRED');
    const current = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({
        contractApprovals: [{ alias: 'terms-of-use', version: 2 }],
      }),
    });
    expect(current.statusCode).toBe(200);
    // An approved version is a record and cannot be deleted.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/contract/${json<Contract>(res).data.id}`,
      headers: bearer(editor),
    });
    expect(del.statusCode).toBe(409);
  });
});

describe('hello slider', () => {
  it('serves the login slides with tr and en text, and editors manage them', async () => {
    const slides = json<
      { id: number; pageAlias: string; helloSliderLocalizations: { cultureName: string }[] }[]
    >(await t.app.inject({ method: 'GET', url: '/api/helloslider' })).data;
    expect(slides.filter((s) => s.pageAlias === 'login').length).toBeGreaterThanOrEqual(3);
    expect(slides[0]!.helloSliderLocalizations[0]!.cultureName).toBe('tr-TR');
    const byType = json<unknown[]>(
      await t.app.inject({ method: 'GET', url: '/api/helloslider/getbyviewtype?viewType=1' }),
    ).data;
    expect(byType.length).toBe(slides.length);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/helloslider',
      headers: bearer(editor),
      payload: {
        pageAlias: 'dashboard',
        helloSliderLocalizations: [{ languageId: 1, title: 'Merhaba', description: 'Açıklama' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const id = json<{ id: number }>(created).data.id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/helloslider',
      headers: bearer(editor),
      payload: {
        id,
        pageAlias: 'dashboard',
        orderNo: 5,
        helloSliderLocalizations: [{ languageId: 2, title: 'Hello', description: 'Text' }],
      },
    });
    expect(json(updated).data).toMatchObject({
      orderNo: 5,
      helloSliderLocalizations: [{ title: 'Hello', cultureName: 'en-US' }],
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/helloslider/${id}`,
          headers: bearer(learner),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/helloslider/${id}`,
          headers: bearer(editor),
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/helloslider/${id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('OpenAPI', () => {
  it('documents every API route at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    for (const path of [
      '/api/auth/login',
      '/api/userregistration',
      '/api/user/{id}',
      '/api/user/getdistrictlist/{cityId}',
      '/api/contract/getversion',
      '/api/language',
    ]) {
      expect([...documented].some((d) => d.endsWith(` ${path}`))).toBe(true);
    }
    expect(documented.size).toBeGreaterThanOrEqual(40);
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
  });
});

describe('languages', () => {
  it('shows an admin’s change at once despite the cache', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: 'admin@yek.local', password: 'Admin123!' },
    });
    const admin = json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
    await t.app.inject({ method: 'GET', url: '/api/language' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: bearer(admin),
      payload: { id: 3, cultureName: 'de-DE', displayName: 'Deutsch (DE)' },
    });
    expect(put.statusCode).toBe(200);
    const list = json<{ id: number; displayName: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/language' }),
    ).data;
    expect(list.find((l) => l.id === 3)?.displayName).toBe('Deutsch (DE)');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/language',
          headers: bearer(editor),
          payload: { id: 3, cultureName: 'de-DE', displayName: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
