import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { levels } from './curriculum';
import { users } from './identity';

/**
 * The library (docs/decisions/0021): genres, books, chapters and chapter audio, loaded from
 * content/books by slug like the days, or written by editors through the API (slug null). Search
 * reads two generated tsvector columns, one per text-search configuration, each with a GIN index.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const bookGenres = pgTable('book_genres', {
  id: serial('id').primaryKey(),
  /** content/books/genres.yaml's slug; null for a genre an editor added. */
  slug: varchar('slug', { length: 60 }).unique(),
  nameTr: varchar('name_tr', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  orderNo: smallint('order_no').notNull().default(0),
  /** Set when an editor renamed or removed a loaded genre: the loader no longer writes it (0026). */
  editorOwnedAt: timestamp('editor_owned_at', { withTimezone: true }),
  /** Set when an editor removed a loaded genre: hidden, and never brought back by the loader. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  ...timestamps,
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    /** content/books/<slug>; null for a book an editor added. */
    slug: varchar('slug', { length: 80 }).unique(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    levelId: smallint('level_id')
      .notNull()
      .references(() => levels.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => bookGenres.id),
    /** EBook, Audio or Book (spec §7). */
    publishType: varchar('publish_type', { length: 8 }).notNull(),
    descriptionTr: text('description_tr').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** A file name under content/books/<slug>/ for loaded books, or an upload's URL. */
    coverImagePath: varchar('cover_image_path', { length: 300 }),
    isbn: varchar('isbn', { length: 20 }),
    pages: smallint('pages'),
    wordCount: integer('word_count').notNull().default(0),
    /** The distinct base forms of the book's words (names and function words left out). */
    lemmas: text('lemmas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hash of the book's files as last loaded; null for editors' books. */
    contentHash: varchar('content_hash', { length: 64 }),
    /** Set when a loaded book's folder is gone: it leaves the list, progress rows stay valid. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /**
     * Set when an editor changed or deleted a loaded book: from then on it is the editors' and the
     * loader leaves it alone (docs/decisions/0026). Null for untouched loaded books.
     */
    editorOwnedAt: timestamp('editor_owned_at', { withTimezone: true }),
    searchTr: tsvector('search_tr').generatedAlwaysAs(
      sql`to_tsvector('turkish'::regconfig, coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || coalesce(description_tr, ''))`,
    ),
    searchEn: tsvector('search_en').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(author, '') || ' ' || coalesce(description_en, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('books_search_tr_idx').using('gin', t.searchTr),
    index('books_search_en_idx').using('gin', t.searchEn),
    index('books_genre_idx').on(t.genreId),
    index('books_level_idx').on(t.levelId),
  ],
);

export const bookChapters = pgTable(
  'book_chapters',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** 1-based. */
    orderNo: smallint('order_no').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Paragraphs separated by a blank line. */
    text: text('text').notNull(),
    wordCount: integer('word_count').notNull(),
    ...timestamps,
  },
  (t) => [unique('book_chapters_order_uq').on(t.bookId, t.orderNo)],
);

/** An audio book chapter's recording and the time span of each word token of its text. */
export const bookChapterAudio = pgTable('book_chapter_audio', {
  chapterId: integer('chapter_id')
    .primaryKey()
    .references(() => bookChapters.id, { onDelete: 'cascade' }),
  /** A file under content/books/audio. */
  file: varchar('file', { length: 40 }).notNull(),
  durationSeconds: real('duration_seconds').notNull(),
  /** [startMs, endMs] per word token of the chapter text, in order. */
  timings: jsonb('timings').$type<[number, number][]>().notNull(),
});

/** Where a learner is in a book, so any device opens it at the same place. */
export const userBookProgress = pgTable(
  'user_book_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterNo: smallint('chapter_no').notNull(),
    /** The index of the first word token on the page the learner was reading. */
    position: integer('position').notNull(),
    /** Words looked up while reading this book. */
    wordsLookedUp: integer('words_looked_up').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('user_book_progress_recent_idx').on(t.userId, t.updatedAt),
  ],
);
