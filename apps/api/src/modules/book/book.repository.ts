import type { BookPublishType, BookSort } from '@yek/contracts/book';
import type { Paged, SortDirection } from '@yek/contracts/paging';
import type { Pool } from 'pg';
import type {
  bookChapterAudio,
  bookChapters,
  bookGenres,
  books,
  levels,
  userBookProgress,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { type PagedQuery, pagedList } from '../../lib/paged-list';
import { type ChapterWrite, writeChapters } from './book-loader';

type Book = typeof books.$inferSelect;
export type BookRow = Pick<
  Book,
  | 'id'
  | 'slug'
  | 'title'
  | 'author'
  | 'levelId'
  | 'genreId'
  | 'publishType'
  | 'descriptionTr'
  | 'descriptionEn'
  | 'coverImagePath'
  | 'isbn'
  | 'pages'
  | 'wordCount'
  | 'createdAt'
> & {
  levelCode: (typeof levels.$inferSelect)['code'];
  genreNameTr: (typeof bookGenres.$inferSelect)['nameTr'];
  genreNameEn: (typeof bookGenres.$inferSelect)['nameEn'];
  chapterCount: number;
  progress: ProgressRow | null;
};
export type ProgressRow = Pick<
  typeof userBookProgress.$inferSelect,
  'chapterNo' | 'position' | 'finished' | 'updatedAt'
>;
export type GenreRow = Pick<
  typeof bookGenres.$inferSelect,
  'id' | 'slug' | 'nameTr' | 'nameEn' | 'orderNo'
> & { bookCount: number };
export type ChapterRow = Pick<
  typeof bookChapters.$inferSelect,
  'id' | 'bookId' | 'orderNo' | 'title' | 'text' | 'wordCount'
> & {
  chapterCount: number;
  audio: Pick<typeof bookChapterAudio.$inferSelect, 'file' | 'durationSeconds' | 'timings'> | null;
};
export type ChapterSummaryRow = Pick<
  typeof bookChapters.$inferSelect,
  'id' | 'orderNo' | 'title' | 'wordCount'
> & { durationSeconds: number | null };

export type IndexRow = Pick<Book, 'id' | 'genreId' | 'levelId' | 'publishType' | 'lemmas'>;

export interface BookFilter {
  /** A prefix query for to_tsquery, already reduced to letters and digits. */
  terms?: string[];
  genreId?: number;
  publishType?: BookPublishType;
  levelId?: number;
}

export interface BookWrite {
  id?: number;
  title: string;
  author: string;
  levelId: number;
  genreId: number;
  publishType: BookPublishType;
  descriptionTr: string;
  descriptionEn: string;
  coverImagePath: string | null;
  isbn: string | null;
  pages: number | null;
  /** The chapters with the book's word count and base forms; null keeps the stored ones. */
  text: { wordCount: number; lemmas: string[]; chapters: ChapterWrite[] } | null;
}

/** A row of the management table of books (GET book/getpagedlist). */
export interface AdminBookRow {
  id: number;
  slug: string | null;
  title: string;
  author: string;
  levelId: number;
  levelCode: string;
  genreId: number;
  genreName: string;
  publishType: BookPublishType;
  descriptionTr: string;
  descriptionEn: string;
  coverImagePath: string | null;
  isbn: string | null;
  pages: number | null;
  chapterCount: number;
  wordCount: number;
  editorOwned: boolean;
  updatedDate: string;
}
export const ADMIN_BOOK_SORT = {
  id: 'id',
  title: 'title',
  author: 'author',
  level: 'levelId',
  genre: 'genreName',
  wordCount: 'wordCount',
  updatedDate: 'updatedDate',
} as const;
export type AdminBookSort = keyof typeof ADMIN_BOOK_SORT;

/** A row of the management table of genres (GET bookgenre/getpagedlist). */
export interface AdminGenreRow {
  id: number;
  slug: string | null;
  nameTr: string;
  nameEn: string;
  orderNo: number;
  bookCount: number;
  editorOwned: boolean;
}
export const ADMIN_GENRE_SORT = {
  id: 'id',
  orderNo: 'orderNo',
  nameTr: 'nameTr',
  nameEn: 'nameEn',
  bookCount: 'bookCount',
} as const;
export type AdminGenreSort = keyof typeof ADMIN_GENRE_SORT;

const ORDER: Record<Exclude<BookSort, 'knownWordShare'>, string> = {
  title: 'b.title',
  level: 'b.level_id',
  createdDate: 'b.created_at',
};

const COLUMNS = `b.id, b.slug, b.title, b.author, b.level_id AS "levelId", lv.code AS "levelCode",
       b.genre_id AS "genreId", g.name_tr AS "genreNameTr", g.name_en AS "genreNameEn",
       b.publish_type AS "publishType", b.description_tr AS "descriptionTr",
       b.description_en AS "descriptionEn", b.cover_image_path AS "coverImagePath", b.isbn, b.pages,
       b.word_count AS "wordCount", b.created_at AS "createdAt",
       (SELECT count(*)::int FROM book_chapters c WHERE c.book_id = b.id) AS "chapterCount",
       CASE WHEN p.book_id IS NULL THEN NULL ELSE json_build_object('chapterNo', p.chapter_no,
            'position', p.position, 'finished', p.finished, 'updatedAt', p.updated_at) END AS progress`;
const FROM = `FROM books b
  JOIN levels lv ON lv.id = b.level_id
  JOIN book_genres g ON g.id = b.genre_id
  LEFT JOIN user_book_progress p ON p.book_id = b.id AND p.user_id = $1`;

/** WHERE clause and its values for a filter, numbered after `before` earlier parameters. */
function where(f: BookFilter, before: number): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const parts = ['b.retired_at IS NULL'];
  const add = (clause: (n: number) => string, value: unknown) => {
    values.push(value);
    parts.push(clause(before + values.length));
  };
  if (f.terms?.length) {
    const q = f.terms.map((t) => `${t}:*`).join(' & ');
    add(
      (n) =>
        `(b.search_tr @@ to_tsquery('turkish', $${n}) OR b.search_en @@ to_tsquery('english', $${n}))`,
      q,
    );
  }
  if (f.genreId) add((n) => `b.genre_id = $${n}`, f.genreId);
  if (f.publishType) add((n) => `b.publish_type = $${n}`, f.publishType);
  if (f.levelId) add((n) => `b.level_id = $${n}`, f.levelId);
  return { sql: `WHERE ${parts.join(' AND ')}`, values };
}

function fixProgress(row: BookRow): BookRow {
  if (row.progress) row.progress.updatedAt = new Date(row.progress.updatedAt);
  return row;
}

export function createBookRepository(pool: Pool) {
  async function byIds(userId: number, ids: number[]): Promise<BookRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await pool.query<BookRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE b.id = ANY($2::int[]) AND b.retired_at IS NULL`,
      [userId, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, fixProgress(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    byIds,

    /** One page of matching books in a column's order, with the count of all matches. */
    async page(
      userId: number,
      filter: BookFilter,
      order: { by: Exclude<BookSort, 'knownWordShare'>; direction: SortDirection },
      limit: number,
      offset: number,
    ): Promise<{ rows: BookRow[]; total: number }> {
      const w = where(filter, 1);
      const dir = order.direction === 'desc' ? 'DESC' : 'ASC';
      const n = w.values.length + 2;
      // The page's ids first (with the count of all matches), then the columns of those rows only.
      const { rows } = await pool.query<BookRow & { total: number }>(
        `WITH page AS (
           SELECT b.id, count(*) OVER ()::int AS total,
                  row_number() OVER (ORDER BY ${ORDER[order.by]} ${dir}, b.id ${dir}) AS at
             FROM books b ${w.sql}
            ORDER BY at LIMIT $${n} OFFSET $${n + 1})
         SELECT ${COLUMNS}, page.total FROM page JOIN books b ON b.id = page.id
           JOIN levels lv ON lv.id = b.level_id
           JOIN book_genres g ON g.id = b.genre_id
           LEFT JOIN user_book_progress p ON p.book_id = b.id AND p.user_id = $1
          ORDER BY page.at`,
        [userId, ...w.values, limit, offset],
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const c = where(filter, 0);
        const counted = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM books b ${c.sql}`,
          c.values,
        );
        total = counted.rows[0]?.n ?? 0;
      }
      return { rows: rows.map(({ total: _t, ...r }) => fixProgress(r)), total };
    },

    /** The ids of every matching book, by title. */
    async matchingIds(filter: BookFilter): Promise<number[]> {
      const w = where(filter, 0);
      const { rows } = await pool.query<{ id: number }>(
        `SELECT b.id FROM books b ${w.sql}
          ORDER BY b.title, b.id`,
        w.values,
      );
      return rows.map((r) => r.id);
    },

    /** Every listed book by title, with what the filters and the known-word share read. */
    async index(): Promise<IndexRow[]> {
      const { rows } = await pool.query<IndexRow>(
        `SELECT id, genre_id AS "genreId", level_id AS "levelId", publish_type AS "publishType", lemmas
           FROM books b WHERE retired_at IS NULL ORDER BY b.title, b.id`,
      );
      return rows;
    },

    async chapters(bookId: number): Promise<ChapterSummaryRow[]> {
      const { rows } = await pool.query<ChapterSummaryRow>(
        `SELECT c.id, c.order_no AS "orderNo", c.title, c.word_count AS "wordCount",
                a.duration_seconds AS "durationSeconds"
           FROM book_chapters c LEFT JOIN book_chapter_audio a ON a.chapter_id = c.id
          WHERE c.book_id = $1 ORDER BY c.order_no`,
        [bookId],
      );
      return rows;
    },

    async chapter(bookId: number, orderNo: number): Promise<ChapterRow | null> {
      const { rows } = await pool.query<ChapterRow>({
        name: 'book-chapter',
        text: `SELECT c.id, c.book_id AS "bookId", c.order_no AS "orderNo", c.title, c.text,
                      c.word_count AS "wordCount",
                      (SELECT count(*)::int FROM book_chapters x WHERE x.book_id = c.book_id) AS "chapterCount",
                      CASE WHEN a.chapter_id IS NULL THEN NULL ELSE json_build_object('file', a.file,
                           'durationSeconds', a.duration_seconds, 'timings', a.timings) END AS audio
                 FROM book_chapters c
                 JOIN books b ON b.id = c.book_id AND b.retired_at IS NULL
                 LEFT JOIN book_chapter_audio a ON a.chapter_id = c.id
                WHERE c.book_id = $1 AND c.order_no = $2`,
        values: [bookId, orderNo],
      });
      return rows[0] ?? null;
    },

    async coverOf(slug: string): Promise<string | null> {
      const { rows } = await pool.query<{ cover: string | null }>(
        'SELECT cover_image_path AS cover FROM books WHERE slug = $1',
        [slug],
      );
      return rows[0]?.cover ?? null;
    },

    /** A listed book's publish type and chapters with their audio (null when it is not listed). */
    async stored(bookId: number): Promise<{
      publishType: BookPublishType;
      chapters: { text: string; audio: ChapterWrite['audio'] }[];
    } | null> {
      const { rows: book } = await pool.query<{ publishType: BookPublishType }>(
        'SELECT publish_type AS "publishType" FROM books WHERE id = $1 AND retired_at IS NULL',
        [bookId],
      );
      if (!book[0]) return null;
      const { rows } = await pool.query<{ text: string; audio: ChapterWrite['audio'] }>(
        `SELECT c.text, CASE WHEN a.chapter_id IS NULL THEN NULL ELSE json_build_object('file',
                a.file, 'durationSeconds', a.duration_seconds, 'timings', a.timings) END AS audio
           FROM book_chapters c LEFT JOIN book_chapter_audio a ON a.chapter_id = c.id
          WHERE c.book_id = $1 ORDER BY c.order_no`,
        [bookId],
      );
      return { publishType: book[0].publishType, chapters: rows };
    },

    /**
     * Saves a book (and its chapters when given) together; null when the id to change is not
     * there. A loaded book an editor changes becomes the editors' (docs/decisions/0026).
     */
    save(b: BookWrite): Promise<number | null> {
      return withTransaction(pool, async (q) => {
        const values = [
          b.title,
          b.author,
          b.levelId,
          b.genreId,
          b.publishType,
          b.descriptionTr,
          b.descriptionEn,
          b.coverImagePath,
          b.isbn,
          b.pages,
        ];
        let id = b.id ?? null;
        if (id === null) {
          const { rows } = await q.query<{ id: number }>(
            `INSERT INTO books (title, author, level_id, genre_id, publish_type, description_tr,
                    description_en, cover_image_path, isbn, pages, word_count, lemmas)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
            [...values, b.text?.wordCount ?? 0, b.text?.lemmas ?? []],
          );
          id = rows[0]!.id;
        } else {
          const { rowCount } = await q.query(
            `UPDATE books SET title = $1, author = $2, level_id = $3, genre_id = $4,
                    publish_type = $5, description_tr = $6, description_en = $7,
                    cover_image_path = $8, isbn = $9, pages = $10,
                    word_count = coalesce($11, word_count), lemmas = coalesce($12, lemmas),
                    editor_owned_at = CASE WHEN slug IS NULL THEN NULL
                                           ELSE coalesce(editor_owned_at, now()) END,
                    updated_at = now()
              WHERE id = $13 AND retired_at IS NULL`,
            [...values, b.text?.wordCount ?? null, b.text?.lemmas ?? null, id],
          );
          if (rowCount === 0) return null;
        }
        if (b.text) await writeChapters(q, id, b.text.chapters);
        return id;
      });
    },

    /**
     * Deletes a book an editor added. A loaded book is retired instead and kept as the editors',
     * so the loader does not bring it back and learners' progress rows stay.
     */
    async remove(id: number): Promise<boolean> {
      const retired = await pool.query(
        `UPDATE books SET retired_at = now(), editor_owned_at = coalesce(editor_owned_at, now()),
                updated_at = now()
          WHERE id = $1 AND slug IS NOT NULL AND retired_at IS NULL`,
        [id],
      );
      if (retired.rowCount === 1) return true;
      const { rowCount } = await pool.query('DELETE FROM books WHERE id = $1 AND slug IS NULL', [
        id,
      ]);
      return rowCount === 1;
    },

    /** The management table of books: every listed book, loaded or added by an editor. */
    adminPage(
      query: PagedQuery<AdminBookSort>,
      filter: { levelId?: number | undefined; genreId?: number | undefined },
      culture: string,
    ): Promise<Paged<AdminBookRow>> {
      return pagedList<AdminBookRow, AdminBookSort>(
        pool,
        {
          select: `SELECT b.id, b.slug, b.title, b.author, b.level_id AS "levelId",
                          lv.code AS "levelCode", b.genre_id AS "genreId",
                          CASE WHEN $3 = 'en-US' THEN g.name_en ELSE g.name_tr END AS "genreName",
                          b.publish_type AS "publishType", b.description_tr AS "descriptionTr",
                          b.description_en AS "descriptionEn",
                          b.cover_image_path AS "coverImagePath", b.isbn, b.pages,
                          (SELECT count(*)::int FROM book_chapters c WHERE c.book_id = b.id)
                            AS "chapterCount",
                          b.word_count AS "wordCount",
                          b.editor_owned_at IS NOT NULL AS "editorOwned",
                          to_char(b.updated_at AT TIME ZONE 'UTC',
                                  'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedDate"
                     FROM books b
                     JOIN levels lv ON lv.id = b.level_id
                     JOIN book_genres g ON g.id = b.genre_id
                    WHERE b.retired_at IS NULL
                      AND ($1::int IS NULL OR b.level_id = $1)
                      AND ($2::int IS NULL OR b.genre_id = $2)`,
          params: [filter.levelId ?? null, filter.genreId ?? null, culture],
          sort: ADMIN_BOOK_SORT,
          search: ['title'],
        },
        query,
      );
    },

    // ---- genres -------------------------------------------------------------------------------

    async genres(): Promise<GenreRow[]> {
      const { rows } = await pool.query<GenreRow>(
        `SELECT g.id, g.slug, g.name_tr AS "nameTr", g.name_en AS "nameEn", g.order_no AS "orderNo",
                (SELECT count(*)::int FROM books b WHERE b.genre_id = g.id AND b.retired_at IS NULL) AS "bookCount"
           FROM book_genres g WHERE g.removed_at IS NULL ORDER BY g.order_no, g.id`,
      );
      return rows;
    },

    async saveGenre(g: { id?: number; nameTr: string; nameEn: string }): Promise<number | null> {
      if (g.id === undefined) {
        const { rows } = await pool.query<{ id: number }>(
          `INSERT INTO book_genres (name_tr, name_en, order_no)
           VALUES ($1, $2, (SELECT coalesce(max(order_no), 0) + 1 FROM book_genres)) RETURNING id`,
          [g.nameTr, g.nameEn],
        );
        return rows[0]!.id;
      }
      // A loaded genre an editor renames is theirs from then on (docs/decisions/0026).
      const { rowCount } = await pool.query(
        `UPDATE book_genres SET name_tr = $1, name_en = $2, updated_at = now(),
                editor_owned_at = CASE WHEN slug IS NULL THEN NULL
                                       ELSE coalesce(editor_owned_at, now()) END
          WHERE id = $3 AND removed_at IS NULL`,
        [g.nameTr, g.nameEn, g.id],
      );
      return rowCount === 1 ? g.id : null;
    },

    /** The management table of genres, with how many listed books each has. */
    adminGenrePage(query: PagedQuery<AdminGenreSort>): Promise<Paged<AdminGenreRow>> {
      return pagedList<AdminGenreRow, AdminGenreSort>(
        pool,
        {
          select: `SELECT g.id, g.slug, g.name_tr AS "nameTr", g.name_en AS "nameEn",
                          g.order_no::int AS "orderNo",
                          (SELECT count(*)::int FROM books b
                            WHERE b.genre_id = g.id AND b.retired_at IS NULL) AS "bookCount",
                          g.editor_owned_at IS NOT NULL AS "editorOwned"
                     FROM book_genres g WHERE g.removed_at IS NULL`,
          sort: ADMIN_GENRE_SORT,
          search: ['nameTr', 'nameEn'],
        },
        query,
      );
    },

    /** Whether a listed book is in the genre (a retired one keeps its row, not its genre's use). */
    async genreInUse(id: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM books WHERE genre_id = $1 AND retired_at IS NULL LIMIT 1',
        [id],
      );
      return (rowCount ?? 0) > 0;
    },

    /**
     * Deletes a genre an editor added; a loaded one (or one retired books still point at) is
     * marked removed instead, so the loader does not bring it back.
     */
    async removeGenre(id: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE book_genres SET removed_at = now(),
                editor_owned_at = coalesce(editor_owned_at, now()), updated_at = now()
          WHERE id = $1 AND removed_at IS NULL
            AND (slug IS NOT NULL OR EXISTS (SELECT 1 FROM books b WHERE b.genre_id = $1))`,
        [id],
      );
      if (rowCount === 1) return true;
      const deleted = await pool.query(
        'DELETE FROM book_genres WHERE id = $1 AND slug IS NULL AND removed_at IS NULL',
        [id],
      );
      return deleted.rowCount === 1;
    },

    // ---- progress -----------------------------------------------------------------------------

    async progress(userId: number, bookId: number): Promise<ProgressRow | null> {
      const { rows } = await pool.query<ProgressRow>(
        `SELECT chapter_no AS "chapterNo", position, finished, updated_at AS "updatedAt"
           FROM user_book_progress WHERE user_id = $1 AND book_id = $2`,
        [userId, bookId],
      );
      return rows[0] ?? null;
    },

    /** Saves where the learner is; once finished, a book stays finished. */
    async saveProgress(
      userId: number,
      p: {
        bookId: number;
        chapterNo: number;
        position: number;
        finished: boolean;
        lookedUp: number;
      },
    ): Promise<ProgressRow> {
      const { rows } = await pool.query<ProgressRow>(
        `INSERT INTO user_book_progress (user_id, book_id, chapter_no, position, finished,
                finished_at, words_looked_up)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN now() END, $6)
         ON CONFLICT (user_id, book_id) DO UPDATE SET chapter_no = EXCLUDED.chapter_no,
                position = EXCLUDED.position,
                finished = user_book_progress.finished OR EXCLUDED.finished,
                finished_at = coalesce(user_book_progress.finished_at, EXCLUDED.finished_at),
                words_looked_up = user_book_progress.words_looked_up + EXCLUDED.words_looked_up,
                updated_at = now()
         RETURNING chapter_no AS "chapterNo", position, finished, updated_at AS "updatedAt"`,
        [userId, p.bookId, p.chapterNo, p.position, p.finished, p.lookedUp],
      );
      return rows[0]!;
    },

    async readingRecord(
      userId: number,
    ): Promise<{ booksRead: number; booksStarted: number; wordsLookedUp: number }> {
      const { rows } = await pool.query<{
        booksRead: number;
        booksStarted: number;
        wordsLookedUp: number;
      }>(
        `SELECT count(*) FILTER (WHERE finished)::int AS "booksRead", count(*)::int AS "booksStarted",
                coalesce(sum(words_looked_up), 0)::int AS "wordsLookedUp"
           FROM user_book_progress WHERE user_id = $1`,
        [userId],
      );
      return rows[0]!;
    },
  };
}
export type BookRepository = ReturnType<typeof createBookRepository>;
