import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOK_COVER_FILE,
  BOOK_LEVELS,
  BookGenresFileSchema,
  BookSchema,
  BookTimingsSchema,
  bookWordTokens,
  type Book,
} from '@yek/contracts/content-book';
import { readYamlFile } from '@yek/content/load';
import { loadLexicon } from '@yek/content/lexicon';
import { BOOKS_DIR } from '@yek/content/paths';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { inTransaction, type Tx } from '../../db/transaction';
import { bookLemmas } from './book-words';

/**
 * Loads content/books into the library tables (docs/decisions/0021), the way the days are loaded
 * (decision 0007): genres and books upserted by slug, so ids stay stable for learners' progress;
 * one transaction per book; a book whose files hash the same as when it was last loaded is not
 * parsed again; a book whose folder is gone is retired, not deleted. Invalid files are reported
 * and skipped, and the last good version stays. A book or genre an editor changed or removed is
 * the editors' from then on (docs/decisions/0026): the loader leaves it as it is, and says so when
 * its file has a change it is not applying.
 */

/** Bump when the mapping from files to rows changes: every book is then written again. */
const BOOK_LOADER_VERSION = 1;
/** Any fixed number distinct from the migration, seed and content locks. */
const BOOK_LOCK_KEY = 7_311_048;

export interface BookLoadReport {
  loaded: number;
  unchanged: number;
  invalid: number;
  retired: number;
  /** Books whose files changed but which an editor owns, so the change was not applied. */
  keptForEditors: number;
  lines: string[];
  ms: number;
}

function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
    .join('; ');
}

interface BookFolder {
  slug: string;
  file: string;
  hash: string;
}

/** Each book folder with a hash of its book.yaml and the timings files it names. */
function bookFolders(dir: string): BookFolder[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'audio')
    .map((e) => e.name)
    .sort()
    .flatMap((slug) => {
      const file = join(dir, slug, 'book.yaml');
      if (!existsSync(file)) return [];
      const text = readFileSync(file);
      const hash = createHash('sha256').update(`book loader ${BOOK_LOADER_VERSION}\n`).update(text);
      // Timings are named by a hash of what they time, so their names stand for their contents.
      for (const m of text.toString('utf8').matchAll(/[0-9a-f]{16}\.json/g)) hash.update(m[0]);
      hash.update(existsSync(join(dir, slug, BOOK_COVER_FILE)) ? 'cover' : 'no cover');
      return [{ slug, file, hash: hash.digest('hex') }];
    });
}

const loadStep = <T>(q: Tx, fn: () => Promise<T>): Promise<T> =>
  inTransaction(q, fn, { synchronousCommit: false });

export async function loadBooks(
  pool: Pool,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<BookLoadReport> {
  const dir = options.dir ?? BOOKS_DIR;
  const started = performance.now();
  const report: BookLoadReport = {
    loaded: 0,
    unchanged: 0,
    invalid: 0,
    retired: 0,
    keptForEditors: 0,
    lines: [],
    ms: 0,
  };
  const note = (line: string) => {
    report.lines.push(line);
    options.log?.(line);
  };
  const folders = bookFolders(dir);
  const q = await pool.connect();
  try {
    await q.query('SELECT pg_advisory_lock($1)', [BOOK_LOCK_KEY]);
    const genreIds = await loadStep(q, () => writeGenres(q, join(dir, 'genres.yaml'), note));
    const { rows: stored } = await q.query<{
      slug: string;
      hash: string | null;
      retired: boolean;
      ownedAt: Date | null;
    }>(
      `SELECT slug, content_hash AS hash, retired_at IS NOT NULL AS retired,
              editor_owned_at AS "ownedAt"
         FROM books WHERE slug IS NOT NULL`,
    );
    const bySlug = new Map(stored.map((r) => [r.slug, r]));
    for (const folder of folders) {
      const current = bySlug.get(folder.slug);
      if (current?.ownedAt) {
        if (current.hash === folder.hash) report.unchanged++;
        else {
          report.keptForEditors++;
          note(
            `books/${folder.slug}: not loaded, an editor ${current.retired ? 'removed' : 'changed'} this book on ${current.ownedAt.toISOString().slice(0, 10)} and it is theirs now`,
          );
        }
        continue;
      }
      if (current && !current.retired && current.hash === folder.hash) {
        report.unchanged++;
        continue;
      }
      const raw = readYamlFile(folder.file);
      const path = `books/${folder.slug}/book.yaml`;
      if (raw.parseError) {
        report.invalid++;
        note(`${path}: skipped, not valid YAML: ${raw.parseError}`);
        continue;
      }
      const parsed = BookSchema.safeParse(raw.data);
      if (!parsed.success) {
        report.invalid++;
        note(`${path}: skipped, invalid: ${issuesOf(parsed.error)}`);
        continue;
      }
      const book = parsed.data;
      const genreId = genreIds.get(book.genre);
      if (genreId === null) {
        report.invalid++;
        note(`${path}: skipped, an editor removed its genre ${book.genre}`);
        continue;
      }
      if (book.slug !== folder.slug || genreId === undefined) {
        report.invalid++;
        note(
          `${path}: skipped, ${genreId === undefined ? `genre ${book.genre} is not in genres.yaml` : `slug ${book.slug} is not the folder's name`}`,
        );
        continue;
      }
      const timings = readTimings(dir, book, note);
      if (!timings) {
        report.invalid++;
        note(`${path}: skipped, its audio timings do not match its chapters`);
        continue;
      }
      const cover = existsSync(join(dir, folder.slug, BOOK_COVER_FILE)) ? BOOK_COVER_FILE : null;
      await loadStep(q, () => writeBook(q, book, genreId, folder.hash, cover, timings));
      report.loaded++;
    }
    const { rowCount } = await q.query(
      `UPDATE books SET retired_at = now()
        WHERE slug IS NOT NULL AND retired_at IS NULL AND editor_owned_at IS NULL
          AND NOT (slug = ANY($1::text[]))`,
      [folders.map((f) => f.slug)],
    );
    report.retired = rowCount ?? 0;
    if (report.loaded > 0)
      await q.query('ANALYZE books, book_chapters, book_chapter_audio').catch(() => undefined);
    return report;
  } finally {
    report.ms = Math.round(performance.now() - started);
    await q.query('SELECT pg_advisory_unlock($1)', [BOOK_LOCK_KEY]).catch(() => undefined);
    q.release();
  }
}

async function writeGenres(
  q: Tx,
  file: string,
  note: (line: string) => void,
): Promise<Map<string, number | null>> {
  if (existsSync(file)) {
    const raw = readYamlFile(file);
    const parsed = BookGenresFileSchema.safeParse(raw.data);
    if (!parsed.success) note(`books/genres.yaml: not loaded: ${issuesOf(parsed.error)}`);
    else
      for (const [i, g] of parsed.data.genres.entries())
        await q.query(
          `INSERT INTO book_genres (slug, name_tr, name_en, order_no) VALUES ($1, $2, $3, $4)
           ON CONFLICT (slug) DO UPDATE SET name_tr = EXCLUDED.name_tr, name_en = EXCLUDED.name_en,
                  order_no = EXCLUDED.order_no, updated_at = now()
            WHERE book_genres.editor_owned_at IS NULL
              AND (book_genres.name_tr, book_genres.name_en, book_genres.order_no)
                  IS DISTINCT FROM (EXCLUDED.name_tr, EXCLUDED.name_en, EXCLUDED.order_no)`,
          [g.slug, g.name.tr, g.name.en, i + 1],
        );
  }
  const { rows } = await q.query<{ slug: string; id: number; removed: boolean }>(
    'SELECT slug, id, removed_at IS NOT NULL AS removed FROM book_genres WHERE slug IS NOT NULL',
  );
  // A genre an editor removed maps to null: its books are not loaded into it again.
  return new Map(rows.map((r) => [r.slug, r.removed ? null : r.id]));
}

/** Each rendered chapter's timings, one pair per word token; null when one does not fit. */
function readTimings(
  dir: string,
  book: Book,
  note: (line: string) => void,
): ([number, number][] | null)[] | null {
  const out: ([number, number][] | null)[] = [];
  for (const [i, chapter] of book.chapters.entries()) {
    if (!chapter.audio) {
      if (book.publishType === 'Audio')
        note(`books/${book.slug}: chapter ${i + 1} has no audio yet`);
      out.push(null);
      continue;
    }
    const file = join(dir, 'audio', chapter.audio.timings);
    const mp3 = join(dir, 'audio', chapter.audio.file);
    if (!existsSync(file) || !existsSync(mp3)) {
      note(
        `books/${book.slug}: chapter ${i + 1}: ${chapter.audio.file} or its timings are missing`,
      );
      out.push(null);
      continue;
    }
    const parsed = BookTimingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success || parsed.data.length !== bookWordTokens(chapter.text).length) return null;
    out.push(parsed.data);
  }
  return out;
}

async function writeBook(
  q: Tx,
  book: Book,
  genreId: number,
  hash: string,
  cover: string | null,
  timings: ([number, number][] | null)[],
) {
  const texts = book.chapters.map((c) => c.text);
  const lemmas = bookLemmas(texts, book.names, loadLexicon());
  const wordCounts = texts.map((t) => bookWordTokens(t).length);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO books (slug, title, author, level_id, genre_id, publish_type, description_tr,
            description_en, cover_image_path, isbn, pages, word_count, lemmas, content_hash, retired_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, NULL)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, author = EXCLUDED.author,
            level_id = EXCLUDED.level_id, genre_id = EXCLUDED.genre_id,
            publish_type = EXCLUDED.publish_type, description_tr = EXCLUDED.description_tr,
            description_en = EXCLUDED.description_en, cover_image_path = EXCLUDED.cover_image_path,
            isbn = EXCLUDED.isbn, pages = EXCLUDED.pages, word_count = EXCLUDED.word_count,
            lemmas = EXCLUDED.lemmas, content_hash = EXCLUDED.content_hash, retired_at = NULL,
            updated_at = now()
      WHERE books.editor_owned_at IS NULL
     RETURNING id`,
    [
      book.slug,
      book.title,
      book.author,
      BOOK_LEVELS.indexOf(book.level) + 1,
      genreId,
      book.publishType,
      book.description.tr,
      book.description.en,
      cover,
      book.isbn ?? null,
      book.pages ?? null,
      wordCounts.reduce((a, b) => a + b, 0),
      lemmas,
      hash,
    ],
  );
  // An editor took the book over since the loader read the list: theirs stays.
  if (!rows[0]) return;
  const bookId = rows[0].id;
  await writeChapters(
    q,
    bookId,
    book.chapters.map((c, i) => ({
      title: c.title,
      text: c.text,
      wordCount: wordCounts[i]!,
      audio:
        c.audio && timings[i]
          ? { file: c.audio.file, durationSeconds: c.audio.durationSeconds, timings: timings[i]! }
          : null,
    })),
  );
}

export interface ChapterWrite {
  title: string;
  text: string;
  wordCount: number;
  audio: { file: string; durationSeconds: number; timings: [number, number][] } | null;
}

/** A book's chapters in order: rewritten in place by number, extra ones removed. */
export async function writeChapters(q: Tx, bookId: number, chapters: ChapterWrite[]) {
  await q.query('DELETE FROM book_chapters WHERE book_id = $1 AND order_no > $2', [
    bookId,
    chapters.length,
  ]);
  for (const [i, c] of chapters.entries()) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO book_chapters (book_id, order_no, title, text, word_count)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (book_id, order_no) DO UPDATE SET title = EXCLUDED.title, text = EXCLUDED.text,
              word_count = EXCLUDED.word_count, updated_at = now()
       RETURNING id`,
      [bookId, i + 1, c.title, c.text, c.wordCount],
    );
    const chapterId = rows[0]!.id;
    if (c.audio)
      await q.query(
        `INSERT INTO book_chapter_audio (chapter_id, file, duration_seconds, timings)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (chapter_id) DO UPDATE SET file = EXCLUDED.file,
                duration_seconds = EXCLUDED.duration_seconds, timings = EXCLUDED.timings`,
        [chapterId, c.audio.file, c.audio.durationSeconds, JSON.stringify(c.audio.timings)],
      );
    else await q.query('DELETE FROM book_chapter_audio WHERE chapter_id = $1', [chapterId]);
  }
}

/** One line for logs: what a load did. */
export function summarizeBooks(r: BookLoadReport): string {
  return (
    `books: ${r.loaded} loaded, ${r.unchanged} unchanged, ${r.invalid} skipped as invalid, ` +
    `${r.retired} retired, ${r.keptForEditors} kept as editors changed them in ${(r.ms / 1000).toFixed(2)} s`
  );
}
