import { z } from 'zod';
import { IdSchema, queryInt } from './common';
import { BOOK_LEVELS, BookPublishTypeSchema } from './content-book';
import { pagedQuerySchema, pagedSchema } from './paging';

/** The library's wire shapes (spec §7 "Books" and bookgenre). */

export { BOOK_PUBLISH_TYPES, BookPublishTypeSchema, type BookPublishType } from './content-book';

/** Level ids a book may have: A1–C1 (1–5). */
export const BOOK_LEVEL_IDS = BOOK_LEVELS.map((_, i) => i + 1);
export const BookLevelIdSchema = z.int32().min(1).max(BOOK_LEVELS.length);

export const BookGenreSchema = z.object({
  id: z.int32(),
  /** In the request's language. */
  name: z.string(),
  nameTr: z.string(),
  nameEn: z.string(),
  /** Books in the list under this genre. */
  bookCount: z.int32(),
});
export type BookGenre = z.infer<typeof BookGenreSchema>;

export const BookGenreBodySchema = z.strictObject({
  id: IdSchema.optional(),
  nameTr: z.string().trim().min(1).max(80),
  nameEn: z.string().trim().min(1).max(80),
});
export type BookGenreBody = z.infer<typeof BookGenreBodySchema>;

export const BookPublishTypeItemSchema = z.object({
  id: z.int32(),
  name: BookPublishTypeSchema,
  /** E BOOK, AUDIO, BOOK (the same in both languages, as the spec writes them). */
  displayName: z.string(),
});
export type BookPublishTypeItem = z.infer<typeof BookPublishTypeItemSchema>;

export const ReadingProgressSchema = z.object({
  chapterNo: z.int32(),
  /** The index of the first word token on the page the learner was reading. */
  position: z.int32(),
  finished: z.boolean(),
  updatedDate: z.string(),
});
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;

export const BookItemSchema = z.object({
  id: z.int32(),
  title: z.string(),
  author: z.string(),
  levelId: z.int32(),
  levelCode: z.string(),
  genreId: z.int32(),
  genreName: z.string(),
  publishType: BookPublishTypeSchema,
  /** In the request's language. */
  description: z.string(),
  /** A URL the browser can load, or null when the book has no cover. */
  coverImageUrl: z.string().nullable(),
  chapterCount: z.int32(),
  wordCount: z.int32(),
  /** 0–1: the share of the book's words the caller already knows. */
  knownWordShare: z.number(),
  progress: ReadingProgressSchema.nullable(),
});
export type BookItem = z.infer<typeof BookItemSchema>;

export const BookChapterSummarySchema = z.object({
  id: z.int32(),
  orderNo: z.int32(),
  title: z.string(),
  wordCount: z.int32(),
  durationSeconds: z.number().nullable(),
});
export type BookChapterSummary = z.infer<typeof BookChapterSummarySchema>;

export const BookDetailSchema = BookItemSchema.extend({
  descriptionTr: z.string(),
  descriptionEn: z.string(),
  isbn: z.string().nullable(),
  pages: z.int32().nullable(),
  chapters: z.array(BookChapterSummarySchema),
});
export type BookDetail = z.infer<typeof BookDetailSchema>;

export const BookChapterSchema = z.object({
  bookId: z.int32(),
  orderNo: z.int32(),
  chapterCount: z.int32(),
  title: z.string(),
  /** Paragraphs separated by a blank line; word tokens are bookWordTokens(text). */
  text: z.string(),
  audio: z
    .object({
      url: z.string(),
      durationSeconds: z.number(),
      /** [startMs, endMs] per word token of the text, in order. */
      timings: z.array(z.tuple([z.int32(), z.int32()])),
    })
    .nullable(),
});
export type BookChapter = z.infer<typeof BookChapterSchema>;

export const BOOK_SORTS = ['title', 'level', 'knownWordShare', 'createdDate'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/** searchText, genreId and bookPublishType as spec §7 names them, then level and the "easy" filter. */
const bookFilters = {
  genreId: IdSchema.optional(),
  bookPublishType: BookPublishTypeSchema.optional(),
  levelId: queryInt().min(1).max(BOOK_LEVELS.length).optional(),
  /** Only books of which the caller knows at least this many percent of the words. */
  minKnownPercent: queryInt().min(0).max(100).optional(),
};

export const BookFilterQuerySchema = pagedQuerySchema(BOOK_SORTS).extend({
  ...bookFilters,
  pageSize: queryInt().min(1).max(100).default(12),
});
export type BookFilterQuery = z.infer<typeof BookFilterQuerySchema>;

/** GET book: the same filters without paging (every matching book, by title). */
export const BookListQuerySchema = z.object({
  searchText: z.string().trim().max(100).optional(),
  ...bookFilters,
});
export type BookListQuery = z.infer<typeof BookListQuerySchema>;

export const BookPageSchema = pagedSchema(BookItemSchema);
export type BookPage = z.infer<typeof BookPageSchema>;

export const GenreIdParamsSchema = z.object({ genreId: IdSchema });

export const ChapterParamsSchema = z.object({
  id: IdSchema,
  orderNo: queryInt().min(1).max(500),
});

export const BookChapterBodySchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(60_000),
});

/** POST book (no id) and PUT book (with id). Audio is rendered from content files only. */
export const BookBodySchema = z.strictObject({
  id: IdSchema.optional(),
  title: z.string().trim().min(1).max(200),
  author: z.string().trim().min(1).max(120),
  levelId: BookLevelIdSchema,
  genreId: IdSchema,
  publishType: BookPublishTypeSchema,
  descriptionTr: z.string().trim().min(1).max(2000),
  descriptionEn: z.string().trim().min(1).max(2000),
  coverImagePath: z.string().trim().max(300).nullable().optional(),
  isbn: z.string().trim().max(20).nullable().optional(),
  pages: z.int32().min(1).max(2000).nullable().optional(),
  /**
   * Every chapter, in order. Left out of a PUT, the stored chapters stay as they are; a chapter
   * whose text is unchanged keeps its audio and timings.
   */
  chapters: z.array(BookChapterBodySchema).max(100).optional(),
});
export type BookBody = z.infer<typeof BookBodySchema>;

// --- The management tables (GET book/getpagedlist, GET bookgenre/getpagedlist) ---

export const ADMIN_BOOK_SORTS = [
  'title',
  'author',
  'level',
  'genre',
  'wordCount',
  'updatedDate',
  'id',
] as const;
/** The books of the management table: searched by title, filtered by level and genre. */
export const AdminBookPagedQuerySchema = pagedQuerySchema(ADMIN_BOOK_SORTS).extend({
  levelId: queryInt().min(1).max(BOOK_LEVELS.length).optional(),
  genreId: IdSchema.optional(),
});
export type AdminBookPagedQuery = z.infer<typeof AdminBookPagedQuerySchema>;

export const AdminBookSchema = z.object({
  id: z.int32(),
  /** The content/books folder it was loaded from; null for a book an editor added. */
  slug: z.string().nullable(),
  title: z.string(),
  author: z.string(),
  levelId: z.int32(),
  levelCode: z.string(),
  genreId: z.int32(),
  /** In the request's language. */
  genreName: z.string(),
  publishType: BookPublishTypeSchema,
  descriptionTr: z.string(),
  descriptionEn: z.string(),
  /** As stored: a file of the book's folder for loaded books, or an uploaded file's URL. */
  coverImagePath: z.string().nullable(),
  isbn: z.string().nullable(),
  pages: z.int32().nullable(),
  chapterCount: z.int32(),
  wordCount: z.int32(),
  /** A loaded book an editor changed: the loader no longer updates it (docs/decisions/0026). */
  editorOwned: z.boolean(),
  updatedDate: z.string(),
});
export type AdminBook = z.infer<typeof AdminBookSchema>;
export const AdminBookPageSchema = pagedSchema(AdminBookSchema);

export const ADMIN_GENRE_SORTS = ['orderNo', 'nameTr', 'nameEn', 'bookCount', 'id'] as const;
export const AdminGenrePagedQuerySchema = pagedQuerySchema(ADMIN_GENRE_SORTS);
export type AdminGenrePagedQuery = z.infer<typeof AdminGenrePagedQuerySchema>;

export const AdminGenreSchema = z.object({
  id: z.int32(),
  /** content/books/genres.yaml's slug; null for a genre an editor added. */
  slug: z.string().nullable(),
  nameTr: z.string(),
  nameEn: z.string(),
  orderNo: z.int32(),
  bookCount: z.int32(),
  editorOwned: z.boolean(),
});
export type AdminGenre = z.infer<typeof AdminGenreSchema>;
export const AdminGenrePageSchema = pagedSchema(AdminGenreSchema);

/** PUT book/saveprogress: where the learner is, and the words they looked up since the last save. */
export const SaveProgressBodySchema = z.strictObject({
  bookId: IdSchema,
  chapterNo: z.int32().min(1).max(500),
  position: z.int32().min(0).max(1_000_000),
  /** Set when the learner has turned the last page. */
  finished: z.boolean().optional(),
  wordsLookedUp: z.int32().min(0).max(500).optional(),
});
export type SaveProgressBody = z.infer<typeof SaveProgressBodySchema>;

export const BookIdQuerySchema = z.object({ bookId: IdSchema });

/** What the library adds to the learner's record. */
export const ReadingRecordSchema = z.object({
  booksRead: z.int32(),
  booksStarted: z.int32(),
  wordsLookedUp: z.int32(),
});
export type ReadingRecord = z.infer<typeof ReadingRecordSchema>;
