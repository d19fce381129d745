import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../db/seed/seed';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../test/helpers';

/** The management tables' lists: every one shares pagedList, so each is held to the same rules. */
let t: TestApp;
let editor: string;
let admin: string;
let learner: string;

async function login(email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: email, password },
  });
  return json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  await seedDemoUsers(t.database.pool);
  editor = await login('editor@yek.local', 'Editor123!');
  admin = await login('admin@yek.local', 'Admin123!');
  learner = (await signUp(t)).token;
});
afterAll(() => t.close());

interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

const get = (url: string, token?: string, language = 'en-US') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
  });

/** Each paged list with a column it sorts on and the field that column is read from. */
const LISTS = [
  { path: 'language', orderBy: 'cultureName', field: 'cultureName' },
  { path: 'helloslider', orderBy: 'pageAlias', field: 'pageAlias' },
  { path: 'contract', orderBy: 'version', field: 'version' },
  { path: 'subscriptionplan', orderBy: 'price', field: 'price' },
  { path: 'promocode', orderBy: 'discountPercent', field: 'discountPercent' },
  { path: 'registrationresult', orderBy: 'ruleKey', field: 'ruleKey' },
] as const;

describe.each(LISTS)('GET $path/getpagedlist', ({ path, orderBy, field }) => {
  const url = `/api/${path}/getpagedlist`;

  it('answers editors and admins, refuses learners and anonymous callers', async () => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, learner)).statusCode).toBe(403);
    expect((await get(url, editor)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
  });

  it('sorts both ways on an allowed column and pages with the total', async () => {
    const asc = json<Page<Record<string, unknown>>>(
      await get(`${url}?orderBy=${orderBy}&orderDirection=asc&pageSize=100`, editor),
    ).data;
    expect(asc.totalCount).toBeGreaterThan(0);
    expect(asc.items).toHaveLength(Math.min(asc.totalCount, 100));
    const values = asc.items.map((i) => i[field] as string | number);
    const sorted = [...values].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
    );
    if (typeof values[0] === 'number') expect(values).toEqual(sorted);
    const desc = json<Page<Record<string, unknown>>>(
      await get(`${url}?orderBy=${orderBy}&orderDirection=desc&pageSize=100`, editor),
    ).data;
    expect(desc.items.map((i) => i[field])[0]).toEqual(values.at(-1));

    const first = json<Page<{ id: number }>>(
      await get(`${url}?orderBy=id&pageSize=1&pageNumber=1`, editor),
    ).data;
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 1, totalCount: asc.totalCount });
    expect(first.items).toHaveLength(1);
    const past = json<Page<{ id: number }>>(
      await get(`${url}?pageSize=10&pageNumber=999`, editor),
    ).data;
    expect(past.items).toEqual([]);
    expect(past.totalCount).toBe(asc.totalCount);
  });

  it('refuses an unknown sort column with a 400 on orderBy, in the caller language', async () => {
    for (const bad of ['password_hash', 'id; DROP TABLE users', 'email']) {
      const res = await get(`${url}?orderBy=${encodeURIComponent(bad)}`, editor, 'tr-TR');
      expect(res.statusCode).toBe(400);
      const body = json(res);
      expect(body.errorCode).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors ?? {})).toEqual(['orderBy']);
      expect(body.errors?.orderBy?.[0]).toBe('Bu değer geçerli değil.');
    }
    expect((await get(`${url}?pageSize=101`, editor)).statusCode).toBe(400);
    expect((await get(`${url}?pageNumber=0`, editor)).statusCode).toBe(400);
    expect((await get(`${url}?orderDirection=up`, editor)).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds languages by name with Turkish letters folded and case ignored', async () => {
    const page = json<Page<{ cultureName: string }>>(
      await get('/api/language/getpagedlist?searchText=TURKCE', editor),
    ).data;
    expect(page.items.map((l) => l.cultureName)).toEqual(['tr-TR']);
    expect(page.totalCount).toBe(1);
  });

  it('takes % and _ in the search text literally', async () => {
    const page = json<Page<unknown>>(
      await get('/api/language/getpagedlist?searchText=%25', editor),
    ).data;
    expect(page.totalCount).toBe(0);
  });

  it('finds a slide by a word of its title', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/helloslider',
      headers: bearer(editor),
      payload: {
        pageAlias: 'login',
        orderNo: 9,
        helloSliderLocalizations: [{ languageId: 1, title: 'Şimşek gibi öğren', description: '' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const page = json<Page<{ id: number }>>(
      await get('/api/helloslider/getpagedlist?searchText=simsek', editor),
    ).data;
    expect(page.items.map((s) => s.id)).toEqual([json<{ id: number }>(created).data.id]);
  });

  it('lists every version of an agreement, old ones too', async () => {
    const page = json<Page<{ alias: string; version: number; isCurrent: boolean }>>(
      await get('/api/contract/getpagedlist?searchText=terms&orderBy=version', editor),
    ).data;
    expect(page.items.every((c) => c.alias === 'terms-of-use')).toBe(true);
    expect(page.items.filter((c) => c.isCurrent)).toHaveLength(1);
  });
});
