import type { Paged } from '@yek/contracts/paging';
import {
  BOOK_PUBLISH_TYPES,
  type AdminBook,
  type AdminBookPagedQuery,
  type AdminGenre,
  type AdminGenrePagedQuery,
  type BookBody,
  type BookChapter,
  type BookDetail,
  type BookFilterQuery,
  type BookGenre,
  type BookGenreBody,
  type BookItem,
  type BookListQuery,
  type BookPage,
  type BookPublishTypeItem,
  type ReadingProgress,
  type ReadingRecord,
  type SaveProgressBody,
} from '@yek/contracts/book';
import { bookWordTokens } from '@yek/contracts/content-book';
import { loadLexicon } from '@yek/content/lexicon';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/localized';
import { bookLemmas, knownLemmas, knownShare } from './book-words';
import type { BookFilter, BookRepository, BookRow, IndexRow, ProgressRow } from './book.repository';

const PUBLISH_TYPE_NAMES = { EBook: 'E BOOK', Audio: 'AUDIO', Book: 'BOOK' } as const;
/** Every book's base forms are read again after this long, so other instances' writes show. */
const LEMMAS_TTL_MS = 60_000;

/** The search box's words, as prefixes for to_tsquery: letters and digits only, so never syntax. */
export function searchTerms(text: string | undefined): string[] | undefined {
  const words = (text ?? '').match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  return words?.length ? words.map((w) => w.slice(0, 40)) : undefined;
}

export function createBookService(
  deps: AppDeps,
  repo: BookRepository,
  learnerWords: { wordModel(userId: number): Promise<{ known: string[]; learning: string[] }> },
) {
  let lemmaCache: { at: number; version: number; rows: Promise<IndexRow[]> } | null = null;
  let version = 0;
  /** Every listed book in title order, held in memory; read again after a minute or a write. */
  function lemmas() {
    if (!lemmaCache || Date.now() - lemmaCache.at > LEMMAS_TTL_MS) {
      const rows = repo.index();
      lemmaCache = { at: Date.now(), version: ++version, rows };
      rows.catch(() => (lemmaCache = null));
    }
    return lemmaCache;
  }
  /** The matching ids in title order: from memory unless there is a search text. */
  async function matchingIds(filter: BookFilter): Promise<number[]> {
    if (filter.terms) return repo.matchingIds(filter);
    return (await lemmas().rows)
      .filter(
        (b) =>
          (!filter.genreId || b.genreId === filter.genreId) &&
          (!filter.publishType || b.publishType === filter.publishType) &&
          (!filter.levelId || b.levelId === filter.levelId),
      )
      .map((b) => b.id);
  }
  const booksChanged = () => (lemmaCache = null);

  /** The share of each listed book's words the learner knows, kept with their other reads. */
  function shares(userId: number): Promise<Map<number, number>> {
    const current = lemmas();
    return deps.userCache.read(userId, `book.shares:${current.version}`, async () => {
      const model = await learnerWords.wordModel(userId);
      const lexicon = loadLexicon();
      const known = knownLemmas(model.known, lexicon);
      const learning = knownLemmas(model.learning, lexicon);
      const out = new Map<number, number>();
      for (const b of await current.rows) out.set(b.id, knownShare(b.lemmas, known, learning));
      return out;
    });
  }

  function progressView(p: ProgressRow | null): ReadingProgress | null {
    return p
      ? {
          chapterNo: p.chapterNo,
          position: p.position,
          finished: p.finished,
          updatedDate: p.updatedAt.toISOString(),
        }
      : null;
  }

  /** A loaded book's own cover file is served by slug; an uploaded cover by its URL. */
  function coverUrl(row: Pick<BookRow, 'slug' | 'coverImagePath'>): string | null {
    if (!row.coverImagePath) return null;
    if (row.slug && !row.coverImagePath.includes('/')) return `/api/book/cover/${row.slug}`;
    return row.coverImagePath;
  }

  function item(row: BookRow, lang: Lang, share: number): BookItem {
    const en = lang.culture === 'en-US';
    return {
      id: row.id,
      title: row.title,
      author: row.author,
      levelId: row.levelId,
      levelCode: row.levelCode,
      genreId: row.genreId,
      genreName: en ? row.genreNameEn : row.genreNameTr,
      publishType: row.publishType as BookItem['publishType'],
      description: en ? row.descriptionEn : row.descriptionTr,
      coverImageUrl: coverUrl(row),
      chapterCount: row.chapterCount,
      wordCount: row.wordCount,
      knownWordShare: Math.round(share * 1000) / 1000,
      progress: progressView(row.progress),
    };
  }

  function filterOf(q: BookListQuery): BookFilter {
    return {
      terms: searchTerms(q.searchText),
      genreId: q.genreId,
      publishType: q.bookPublishType,
      levelId: q.levelId,
    };
  }

  async function byShare(userId: number, q: BookFilterQuery, lang: Lang): Promise<BookPage> {
    const [ids, known] = await Promise.all([matchingIds(filterOf(q)), shares(userId)]);
    const min = (q.minKnownPercent ?? 0) / 100;
    const kept = ids.filter((id) => (known.get(id) ?? 0) >= min);
    if (q.orderBy === 'knownWordShare') {
      const sign = q.orderDirection === 'desc' ? -1 : 1;
      // Stable: books with the same share keep their order by title.
      kept.sort((a, b) => sign * ((known.get(a) ?? 0) - (known.get(b) ?? 0)));
    }
    const pageIds = kept.slice((q.pageNumber - 1) * q.pageSize, q.pageNumber * q.pageSize);
    const rows = await repo.byIds(userId, pageIds);
    return {
      items: rows.map((r) => item(r, lang, known.get(r.id) ?? 0)),
      totalCount: kept.length,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    };
  }

  async function detail(userId: number, id: number, lang: Lang): Promise<BookDetail> {
    const [row] = await repo.byIds(userId, [id]);
    if (!row) throw notFound();
    const [chapters, known] = await Promise.all([repo.chapters(id), shares(userId)]);
    return {
      ...item(row, lang, known.get(id) ?? 0),
      descriptionTr: row.descriptionTr,
      descriptionEn: row.descriptionEn,
      isbn: row.isbn,
      pages: row.pages,
      chapters,
    };
  }

  async function genreView(id: number, lang: Lang): Promise<BookGenre> {
    const g = (await repo.genres()).find((x) => x.id === id);
    if (!g) throw notFound();
    return toGenre(g, lang);
  }
  const toGenre = (
    g: { id: number; nameTr: string; nameEn: string; bookCount: number },
    lang: Lang,
  ): BookGenre => ({
    id: g.id,
    name: lang.culture === 'en-US' ? g.nameEn : g.nameTr,
    nameTr: g.nameTr,
    nameEn: g.nameEn,
    bookCount: g.bookCount,
  });

  return {
    publishTypes: (): BookPublishTypeItem[] =>
      BOOK_PUBLISH_TYPES.map((name, i) => ({
        id: i + 1,
        name,
        displayName: PUBLISH_TYPE_NAMES[name],
      })),

    /** GET book/getbyfilter: one page, in a column's order or by how much of it the learner knows. */
    async page(userId: number, q: BookFilterQuery, lang: Lang): Promise<BookPage> {
      if (q.orderBy === 'knownWordShare' || q.minKnownPercent) return byShare(userId, q, lang);
      const [{ rows, total }, known] = await Promise.all([
        repo.page(
          userId,
          filterOf(q),
          { by: q.orderBy, direction: q.orderDirection },
          q.pageSize,
          (q.pageNumber - 1) * q.pageSize,
        ),
        shares(userId),
      ]);
      return {
        items: rows.map((r) => item(r, lang, known.get(r.id) ?? 0)),
        totalCount: total,
        pageNumber: q.pageNumber,
        pageSize: q.pageSize,
      };
    },

    /** GET book: every matching book, by title. */
    async list(userId: number, q: BookListQuery, lang: Lang): Promise<BookItem[]> {
      const [ids, known] = await Promise.all([matchingIds(filterOf(q)), shares(userId)]);
      const min = (q.minKnownPercent ?? 0) / 100;
      const rows = await repo.byIds(
        userId,
        ids.filter((id) => (known.get(id) ?? 0) >= min),
      );
      return rows.map((r) => item(r, lang, known.get(r.id) ?? 0));
    },

    detail,

    async chapter(bookId: number, orderNo: number): Promise<BookChapter> {
      const row = await repo.chapter(bookId, orderNo);
      if (!row) throw notFound();
      return {
        bookId: row.bookId,
        orderNo: row.orderNo,
        chapterCount: row.chapterCount,
        title: row.title,
        text: row.text,
        audio: row.audio
          ? {
              url: `/api/book/audio/${row.audio.file}`,
              durationSeconds: row.audio.durationSeconds,
              timings: row.audio.timings,
            }
          : null,
      };
    },

    coverOf: (slug: string) => repo.coverOf(slug),

    async save(userId: number, body: BookBody, lang: Lang): Promise<BookDetail> {
      const stored = body.id ? await repo.stored(body.id) : null;
      if (body.id && !stored) throw notFound();
      // Audio is rendered from content files: an audio book stays one, no other becomes one.
      if (body.publishType === 'Audio' && stored?.publishType !== 'Audio')
        throw new AppError('VALIDATION_FAILED', { publishType: ['validation.bookAudio'] });
      const given = body.chapters ?? (stored ? null : []);
      // Word tokens are bookWordTokens', as the reader and the audio timings count them; a chapter
      // whose text is unchanged keeps its recording, whose timings still fit it.
      const chapters = given?.map((c, i) => {
        const before = stored?.chapters[i];
        return {
          title: c.title,
          text: c.text,
          wordCount: bookWordTokens(c.text).length,
          audio: before && before.text === c.text ? before.audio : null,
        };
      });
      let id: number | null;
      try {
        id = await repo.save({
          id: body.id,
          title: body.title,
          author: body.author,
          levelId: body.levelId,
          genreId: body.genreId,
          publishType: body.publishType,
          descriptionTr: body.descriptionTr,
          descriptionEn: body.descriptionEn,
          coverImagePath: body.coverImagePath ?? null,
          isbn: body.isbn ?? null,
          pages: body.pages ?? null,
          text: chapters
            ? {
                wordCount: chapters.reduce((n, c) => n + c.wordCount, 0),
                lemmas: bookLemmas(
                  chapters.map((c) => c.text),
                  [],
                  loadLexicon(),
                ),
                chapters,
              }
            : null,
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23503')
          throw new AppError('VALIDATION_FAILED', { genreId: ['validation.unknownReference'] });
        throw error;
      }
      if (id === null) throw notFound();
      booksChanged();
      return detail(userId, id, lang);
    },

    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound();
      booksChanged();
    },

    /** GET book/getpagedlist: the management table, every listed book. */
    async adminPage(q: AdminBookPagedQuery, lang: Lang): Promise<Paged<AdminBook>> {
      return repo.adminPage(q, { levelId: q.levelId, genreId: q.genreId }, lang.culture);
    },
    adminGenrePage: (q: AdminGenrePagedQuery): Promise<Paged<AdminGenre>> => repo.adminGenrePage(q),

    async genres(lang: Lang): Promise<BookGenre[]> {
      return (await repo.genres()).map((g) => toGenre(g, lang));
    },
    genre: genreView,
    async saveGenre(body: BookGenreBody, lang: Lang): Promise<BookGenre> {
      const id = await repo.saveGenre(body);
      if (id === null) throw notFound();
      return genreView(id, lang);
    },
    async removeGenre(id: number) {
      if (await repo.genreInUse(id)) throw new AppError('BOOK_GENRE_IN_USE');
      if (!(await repo.removeGenre(id))) throw notFound();
    },

    async progress(userId: number, bookId: number): Promise<ReadingProgress | null> {
      return progressView(await repo.progress(userId, bookId));
    },

    async saveProgress(userId: number, body: SaveProgressBody): Promise<ReadingProgress> {
      const chapter = await repo.chapter(body.bookId, body.chapterNo);
      if (!chapter) throw notFound();
      if (body.position > chapter.wordCount)
        throw new AppError('VALIDATION_FAILED', { position: ['validation.invalid'] });
      return progressView(
        await repo.saveProgress(userId, {
          bookId: body.bookId,
          chapterNo: body.chapterNo,
          position: body.position,
          finished: (body.finished ?? false) && body.chapterNo === chapter.chapterCount,
          lookedUp: body.wordsLookedUp ?? 0,
        }),
      )!;
    },

    readingRecord: (userId: number): Promise<ReadingRecord> => repo.readingRecord(userId),
  };
}
export type BookService = ReturnType<typeof createBookService>;
