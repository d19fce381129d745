import type { AdminBook, AdminGenre, BookDetail, BookGenre } from '@yek/contracts/book';
import type { Paged } from '@yek/contracts/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { learnerWithTrial } from '../../../test/learner';
import { editorToken } from '../../../test/onboarding';

let t: TestApp;
let editor: string;
let learner: string;
let sea: BookGenre;
let city: BookGenre;
let keeper: BookDetail;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload });
async function data<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  const res = await send(method, url, token, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return json<T>(res).data;
}
const book = (overrides: Record<string, unknown> = {}) => ({
  title: 'Harbour Lights',
  author: 'Deniz Yalın',
  levelId: 2,
  genreId: sea.id,
  publishType: 'EBook',
  descriptionTr: 'Limanda ışıklar yanar.',
  descriptionEn: 'The lights come on at the harbour.',
  chapters: [
    { title: 'Evening', text: 'The boats come home.\n\nThe lights come on.' },
    { title: 'Night', text: 'The harbour is quiet now.' },
  ],
  ...overrides,
});
const audits = async (entity: string, id: number) =>
  (
    await t.database.pool.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, String(id)],
    )
  ).rows.map((r) => r.action);

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
  learner = (await learnerWithTrial(t)).token;
  sea = await data<BookGenre>('POST', 'bookgenre', editor, { nameTr: 'Liman', nameEn: 'Harbour' });
  city = await data<BookGenre>('POST', 'bookgenre', editor, { nameTr: 'Kent', nameEn: 'City' });
  keeper = await data<BookDetail>('POST', 'book', editor, book());
  await data('POST', 'book', editor, book({ title: 'Harbour Market', levelId: 1 }));
  await data('POST', 'book', editor, book({ title: 'City Rain', genreId: city.id, levelId: 1 }));
});
afterAll(() => t.close());

describe('the management table of books', () => {
  it('is for editors only', async () => {
    expect((await send('GET', 'book/getpagedlist', learner)).statusCode).toBe(403);
    expect((await send('GET', 'bookgenre/getpagedlist', learner)).statusCode).toBe(403);
    expect((await send('GET', 'book/getpagedlist', editor)).statusCode).toBe(200);
  });

  it('searches by title, filters by level and genre, and sorts on the server', async () => {
    const byTitle = await data<Paged<AdminBook>>(
      'GET',
      'book/getpagedlist?searchText=harbour&orderBy=title&orderDirection=desc',
      editor,
    );
    expect(byTitle.items.map((b) => b.title)).toEqual(['Harbour Market', 'Harbour Lights']);
    const a1Sea = await data<Paged<AdminBook>>(
      'GET',
      `book/getpagedlist?levelId=1&genreId=${sea.id}`,
      editor,
    );
    expect(a1Sea.items.map((b) => b.title)).toEqual(['Harbour Market']);
    expect(a1Sea.items[0]).toMatchObject({
      slug: null,
      editorOwned: false,
      genreName: 'Liman',
      chapterCount: 2,
      levelCode: 'A1',
    });
    const paged = await data<Paged<AdminBook>>(
      'GET',
      'book/getpagedlist?pageSize=1&pageNumber=2&orderBy=title',
      editor,
    );
    expect(paged).toMatchObject({ totalCount: expect.any(Number), pageNumber: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    const bad = await send('GET', 'book/getpagedlist?orderBy=lemmas', editor);
    expect(bad.statusCode).toBe(400);
  });

  it('changes a book without its chapters, keeps them, and records the change', async () => {
    const changed = await data<BookDetail>('PUT', 'book', editor, {
      ...book({ id: keeper.id, title: 'Harbour Lights at Night' }),
      chapters: undefined,
    });
    expect(changed.title).toBe('Harbour Lights at Night');
    expect(changed.chapters.map((c) => c.title)).toEqual(['Evening', 'Night']);
    expect(changed.wordCount).toBe(keeper.wordCount);
    expect(await audits('book', keeper.id)).toEqual(['create', 'update']);
  });

  it('lists genres with their book counts, and records their changes', async () => {
    const page = await data<Paged<AdminGenre>>(
      'GET',
      'bookgenre/getpagedlist?searchText=kent',
      editor,
    );
    expect(page.items).toEqual([
      expect.objectContaining({ id: city.id, nameEn: 'City', bookCount: 1, slug: null }),
    ]);
    await data('PUT', 'bookgenre', editor, { id: city.id, nameTr: 'Şehir', nameEn: 'City' });
    const spare = await data<BookGenre>('POST', 'bookgenre', editor, {
      nameTr: 'Boş',
      nameEn: 'Empty',
    });
    await data('DELETE', `bookgenre/${spare.id}`, editor);
    expect(await audits('bookgenre', city.id)).toEqual(['create', 'update']);
    expect(await audits('bookgenre', spare.id)).toEqual(['create', 'delete']);
  });
});
