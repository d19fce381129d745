import type {
  BookChapter,
  BookDetail,
  BookGenre,
  BookItem,
  BookPage,
  ReadingProgress,
} from '@yek/contracts/book';
import { bookWordTokens } from '@yek/contracts/content-book';
import type { CompletedOverview } from '@yek/contracts/usertask';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, json, type TestApp } from '../../../test/helpers';
import { learnerWithTrial } from '../../../test/learner';
import { editorToken } from '../../../test/onboarding';

let t: TestApp;
let editor: string;
let learner: string;
let other: string;
let genre: BookGenre;
let lighthouse: BookDetail;
let market: BookDetail;

const { send, data } = apiCalls(() => t);

const book = (overrides: Record<string, unknown> = {}) => ({
  title: 'The Lighthouse Keeper',
  author: 'Mira Sandal',
  levelId: 2,
  genreId: genre.id,
  publishType: 'EBook',
  descriptionTr: 'Yaşlı bir bekçi, fırtınalı bir gecede deniz fenerinin ışığını yakar.',
  descriptionEn: 'An old keeper lights the lamp of the lighthouse on a stormy night.',
  chapters: [
    { title: 'The Storm', text: 'The wind is strong tonight.\n\nThe old man climbs the stairs.' },
    { title: 'The Ship', text: 'A small ship is near the rocks. The cat watches the sea.' },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
  learner = (await learnerWithTrial(t)).token;
  other = (await learnerWithTrial(t)).token;
  genre = await data<BookGenre>('POST', 'bookgenre', editor, {
    nameTr: 'Deniz Hikâyeleri',
    nameEn: 'Sea Stories',
  });
  lighthouse = await data<BookDetail>('POST', 'book', editor, book());
  market = await data<BookDetail>(
    'POST',
    'book',
    editor,
    book({
      title: 'Market Day',
      author: 'Ali Rıza Tan',
      levelId: 1,
      publishType: 'Book',
      isbn: '978-0-306-40615-7',
      pages: 48,
      descriptionTr: 'Bir aile pazarda sebze ve meyve alır.',
      descriptionEn: 'A family buys vegetables and fruit at the market.',
      chapters: [{ title: 'Apples', text: 'We buy red apples and green apples.' }],
    }),
  );
});
afterAll(() => t.close());

const titles = (page: { items: BookItem[] } | BookItem[]) =>
  (Array.isArray(page) ? page : page.items).map((b) => b.title);

describe('the library for a learner', () => {
  it('lists the loaded books and the ones editors add, with genre names in the caller’s language', async () => {
    const all = await data<BookItem[]>('GET', 'book', learner);
    expect(titles(all)).toEqual(expect.arrayContaining(['The New Neighbour', 'Market Day']));
    const loaded = all.find((b) => b.title === 'The New Neighbour')!;
    expect(loaded).toMatchObject({
      levelCode: 'A1',
      publishType: 'EBook',
      genreName: 'Günlük Yaşam',
    });
    expect(loaded.chapterCount).toBeGreaterThanOrEqual(3);
    const en = await data<BookItem[]>('GET', 'book', learner, undefined, 'en-US');
    expect(en.find((b) => b.id === loaded.id)!.genreName).toBe('Daily Life');
    expect(en.find((b) => b.id === market.id)!.description).toMatch(/^A family buys/);
  });

  it('filters by genre, publish type and level, and pages', async () => {
    const byGenre = await data<BookItem[]>('GET', `book/getbygenreid/${genre.id}`, learner);
    expect(titles(byGenre)).toEqual(['Market Day', 'The Lighthouse Keeper']);
    const print = await data<BookPage>(
      'GET',
      `book/getbyfilter?bookPublishType=Book&genreId=${genre.id}`,
      learner,
    );
    expect(titles(print)).toEqual(['Market Day']);
    const a2 = await data<BookPage>(
      'GET',
      `book/getbyfilter?levelId=2&genreId=${genre.id}`,
      learner,
    );
    expect(titles(a2)).toEqual(['The Lighthouse Keeper']);
    const page2 = await data<BookPage>(
      'GET',
      'book/getbyfilter?pageSize=1&pageNumber=2&orderBy=title',
      learner,
    );
    expect(page2.items).toHaveLength(1);
    expect(page2.totalCount).toBeGreaterThanOrEqual(3);
    const types = await data<{ name: string; displayName: string }[]>(
      'GET',
      'book/getbookpublishtypelist',
      learner,
    );
    expect(types.map((x) => `${x.name}:${x.displayName}`)).toEqual([
      'EBook:E BOOK',
      'Audio:AUDIO',
      'Book:BOOK',
    ]);
  });

  it('finds a book by a word of its description in Turkish and in English', async () => {
    // "fenerinin" is found from "fener" (the Turkish stemmer), "stormy" from "storm".
    const tr = await data<BookPage>(
      'GET',
      `book/getbyfilter?genreId=${genre.id}&searchText=${encodeURIComponent('fener')}`,
      learner,
    );
    expect(titles(tr)).toEqual(['The Lighthouse Keeper']);
    const trInflected = await data<BookPage>(
      'GET',
      `book/getbyfilter?genreId=${genre.id}&searchText=${encodeURIComponent('sebzeler')}`,
      learner,
    );
    expect(titles(trInflected)).toEqual(['Market Day']);
    const en = await data<BookPage>(
      'GET',
      `book/getbyfilter?genreId=${genre.id}&searchText=vegetable`,
      learner,
    );
    expect(titles(en)).toEqual(['Market Day']);
    const prefix = await data<BookPage>(
      'GET',
      `book/getbyfilter?genreId=${genre.id}&searchText=storm`,
      learner,
    );
    expect(titles(prefix)).toEqual(['The Lighthouse Keeper']);
    const author = await data<BookPage>('GET', `book/getbyfilter?searchText=Sandal`, learner);
    expect(titles(author)).toEqual(['The Lighthouse Keeper']);
    const none = await data<BookPage>('GET', 'book/getbyfilter?searchText=zzqx', learner);
    expect(none).toMatchObject({ items: [], totalCount: 0 });
    // Search syntax is never passed through: these are words, not operators.
    const odd = await send(
      'GET',
      `book/getbyfilter?searchText=${encodeURIComponent("a & !b | ':*")}`,
      learner,
    );
    expect(odd.statusCode).toBe(200);
  });

  it('serves the loaded books’ covers and audio chapters with one timing per word', async () => {
    const cover = await t.app.inject({ url: '/api/book/cover/the-new-neighbour' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await t.app.inject({ url: '/api/book/cover/..%2Fsecrets' })).statusCode).toBe(404);
    const audio = await data<BookPage>('GET', 'book/getbyfilter?bookPublishType=Audio', learner);
    expect(audio.totalCount).toBeGreaterThan(0);
    const ch = await data<BookChapter>('GET', `book/${audio.items[0]!.id}/chapter/1`, learner);
    expect(ch.audio!.timings).toHaveLength(bookWordTokens(ch.text).length);
    const mp3 = await t.app.inject({ url: ch.audio!.url, headers: { range: 'bytes=0-9' } });
    expect(mp3.statusCode).toBe(206);
  });

  it('serves a chapter with its text', async () => {
    const ch = await data<BookChapter>('GET', `book/${lighthouse.id}/chapter/2`, learner);
    expect(ch).toMatchObject({ orderNo: 2, chapterCount: 2, title: 'The Ship', audio: null });
    expect((await send('GET', `book/${lighthouse.id}/chapter/3`, learner)).statusCode).toBe(404);
    expect((await send('GET', 'book/999999', learner)).statusCode).toBe(404);
  });

  it('answers bad input with 400s on the field', async () => {
    for (const url of [
      'book/getbyfilter?bookPublishType=Magazine',
      'book/getbyfilter?pageSize=1000',
      'book/getbyfilter?orderBy=price',
      'book/getbyfilter?levelId=9',
      'book/abc',
      'book/getprogress',
    ]) {
      const res = await send('GET', url, learner);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).errorCode).toBe('VALIDATION_FAILED');
    }
    const noTitle = await send('POST', 'book', editor, book({ title: '' }));
    expect(noTitle.statusCode).toBe(400);
    expect(json(noTitle).errors).toHaveProperty('title');
    const badGenre = await send('POST', 'book', editor, book({ genreId: 999999 }));
    expect(badGenre.statusCode).toBe(400);
    expect(json(badGenre).errors).toEqual({
      genreId: ['Seçtiğin seçenek artık yok. Sayfayı yenileyip yeniden seç.'],
    });
    const audio = await send('POST', 'book', editor, book({ publishType: 'Audio' }), 'en-US');
    expect(audio.statusCode).toBe(400);
    expect(json(audio).errors?.publishType?.[0]).toMatch(/comes from the content files/);
  });
});

describe('writes', () => {
  it('are for editors: learners get 403, strangers 401', async () => {
    expect((await send('POST', 'book', learner, book())).statusCode).toBe(403);
    expect((await send('PUT', 'book', learner, book({ id: market.id }))).statusCode).toBe(403);
    expect((await send('DELETE', `book/${market.id}`, learner)).statusCode).toBe(403);
    expect(
      (await send('POST', 'bookgenre', learner, { nameTr: 'x', nameEn: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `bookgenre/${genre.id}`, learner)).statusCode).toBe(403);
    expect((await send('GET', 'book')).statusCode).toBe(401);
  });

  it('change a book and its chapters together, and keep genres that have books', async () => {
    const changed = await data<BookDetail>('PUT', 'book', editor, {
      ...book({ id: market.id, title: 'Market Day', levelId: 1, publishType: 'Book' }),
      chapters: [{ title: 'Pears', text: 'Pears are sweet.' }],
    });
    expect(changed.chapters.map((c) => c.title)).toEqual(['Pears']);
    expect(changed.descriptionTr).toMatch(/fırtınalı/);
    const missing = await send('PUT', 'book', editor, book({ id: 999999 }));
    expect(missing.statusCode).toBe(404);
    const inUse = await send('DELETE', `bookgenre/${genre.id}`, editor);
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse).errorCode).toBe('BOOK_GENRE_IN_USE');
    const renamed = await data<BookGenre>('PUT', 'bookgenre', editor, {
      id: genre.id,
      nameTr: 'Deniz',
      nameEn: 'Sea',
    });
    expect(renamed).toMatchObject({ name: 'Deniz', bookCount: 2 });
    const spare = await data<BookGenre>('POST', 'bookgenre', editor, {
      nameTr: 'Boş',
      nameEn: 'Empty',
    });
    expect((await send('DELETE', `bookgenre/${spare.id}`, editor)).statusCode).toBe(200);
    expect((await send('GET', `bookgenre/${spare.id}`, learner)).statusCode).toBe(404);
    const gone = await data<BookDetail>('POST', 'book', editor, book({ title: 'Short Lived' }));
    expect((await send('DELETE', `book/${gone.id}`, editor)).statusCode).toBe(200);
    expect((await send('GET', `book/${gone.id}`, learner)).statusCode).toBe(404);
  });
});

describe('reading progress', () => {
  it('round-trips, is the caller’s own, and counts toward the learner’s record', async () => {
    expect(await data('GET', `book/getprogress?bookId=${lighthouse.id}`, learner)).toBeNull();
    const saved = await data<ReadingProgress>('PUT', 'book/saveprogress', learner, {
      bookId: lighthouse.id,
      chapterNo: 2,
      position: 5,
      wordsLookedUp: 2,
    });
    expect(saved).toMatchObject({ chapterNo: 2, position: 5, finished: false });
    const back = await data<ReadingProgress>(
      'GET',
      `book/getprogress?bookId=${lighthouse.id}`,
      learner,
    );
    expect(back).toMatchObject({ chapterNo: 2, position: 5 });
    const detail = await data<BookDetail>('GET', `book/${lighthouse.id}`, learner);
    expect(detail.progress).toMatchObject({ chapterNo: 2, position: 5 });
    // Another learner sees nothing of it.
    expect(await data('GET', `book/getprogress?bookId=${lighthouse.id}`, other)).toBeNull();
    expect((await data<BookDetail>('GET', `book/${lighthouse.id}`, other)).progress).toBeNull();

    const past = await send('PUT', 'book/saveprogress', learner, {
      bookId: lighthouse.id,
      chapterNo: 2,
      position: 5000,
    });
    expect(past.statusCode).toBe(400);
    const noChapter = await send('PUT', 'book/saveprogress', learner, {
      bookId: lighthouse.id,
      chapterNo: 7,
      position: 0,
    });
    expect(noChapter.statusCode).toBe(404);
    const extra = await send('PUT', 'book/saveprogress', learner, {
      bookId: lighthouse.id,
      chapterNo: 1,
      position: 0,
      userId: 1,
    });
    expect(extra.statusCode).toBe(400);

    await data('PUT', 'book/saveprogress', learner, {
      bookId: lighthouse.id,
      chapterNo: 2,
      position: 10,
      finished: true,
      wordsLookedUp: 1,
    });
    const record = await data<CompletedOverview>(
      'GET',
      'usertask/getusercompletedtasksoverview',
      learner,
    );
    expect(record).toMatchObject({ booksRead: 1, wordsLookedUp: 3 });
    const theirs = await data<CompletedOverview>(
      'GET',
      'usertask/getusercompletedtasksoverview',
      other,
    );
    expect(theirs).toMatchObject({ booksRead: 0, wordsLookedUp: 0 });
  });
});

describe('the share of a book the learner knows', () => {
  it('follows the known-word model and sorts the list as "easy for me"', async () => {
    const before = await data<BookDetail>('GET', `book/${lighthouse.id}`, other);
    expect(before.knownWordShare).toBe(0);
    await data('POST', 'usertask/registerusertaskmainquestionvocabularies', other, {
      words: [{ word: 'ship' }, { word: 'storm' }, { word: 'wind' }, { word: 'cat' }],
    });
    // Saved words are being learned: they count half.
    const learning = (await data<BookDetail>('GET', `book/${lighthouse.id}`, other)).knownWordShare;
    expect(learning).toBeGreaterThan(0.1);
    // Held by the reviews three weeks or more, they are known and count whole.
    const { rows } = await t.database.pool.query<{ user_id: number }>(
      `UPDATE review_cards SET state = 2, stability = 30, last_review = '2020-01-01'
        WHERE word IN ('ship', 'storm', 'wind', 'cat')
          AND user_id = (SELECT user_id FROM user_dictionary_words WHERE word = 'cat'
                          ORDER BY id DESC LIMIT 1)
        RETURNING user_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const after = await data<BookDetail>('GET', `book/${lighthouse.id}`, other);
    expect(after.knownWordShare).toBeCloseTo(learning * 2, 2);
    expect(after.knownWordShare).toBeGreaterThan(0.2);
    // Looking a word up says it is not known after all.
    await data('GET', 'usertask/lookupword?word=wind', other);
    // (The cached share is dropped when PostgreSQL's notification arrives, just after the write.)
    let lookedUp = after.knownWordShare;
    for (let i = 0; i < 50 && lookedUp >= after.knownWordShare; i++) {
      await new Promise((r) => setTimeout(r, 20));
      lookedUp = (await data<BookDetail>('GET', `book/${lighthouse.id}`, other)).knownWordShare;
    }
    expect(lookedUp).toBeLessThan(after.knownWordShare);
    expect(lookedUp).toBeGreaterThan(learning);
    const easy = await data<BookPage>(
      'GET',
      `book/getbyfilter?genreId=${genre.id}&orderBy=knownWordShare&orderDirection=desc`,
      other,
    );
    expect(titles(easy)[0]).toBe('The Lighthouse Keeper');
    const atLeast = await data<BookPage>(
      'GET',
      `book/getbyfilter?genreId=${genre.id}&minKnownPercent=15`,
      other,
    );
    expect(titles(atLeast)).toEqual(['The Lighthouse Keeper']);
    // The first learner saved nothing: the same book is unknown to them.
    expect((await data<BookDetail>('GET', `book/${lighthouse.id}`, learner)).knownWordShare).toBe(
      0,
    );
  });
});
