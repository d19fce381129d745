import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOK_COVER_FILE,
  type Book,
  type BookGenre,
  type BookTimings,
  BookTimingsSchema,
} from '@yek/contracts/content';
import { validateBooks } from './check-books';
import { Findings } from './findings';
import { type RawBooks, readBooks } from './load';
import { BOOKS_DIR, BOOK_AUDIO_DIR } from './paths';

/**
 * The library as a loader reads it: the genres and every book that passes its schema, with the
 * problems the content check would report about the files (the check is the gate; a loader skips
 * what is invalid and says why).
 */
export interface Library {
  genres: BookGenre[];
  books: Book[];
  problems: string[];
}

export function readLibrary(raw: RawBooks = readBooks()): Library {
  const findings = new Findings();
  const { genres, books } = validateBooks(raw, findings);
  const problems = (findings.results.get('books')?.errors ?? []).map(
    (e) => `${e.where}: ${e.message}`,
  );
  return { genres, books: books.map((b) => b.book), problems };
}

/** content/books/<slug>/cover.svg */
export const bookCoverPath = (slug: string): string => join(BOOKS_DIR, slug, BOOK_COVER_FILE);

/** content/books/audio/<file>, for a chapter's `audio.file` or `audio.timings`. */
export const bookAudioPath = (file: string): string => join(BOOK_AUDIO_DIR, file);

/** A chapter's word timings: `[startMs, endMs]` per word token of its text (bookWordTokens). */
export function readBookTimings(file: string): BookTimings {
  return BookTimingsSchema.parse(JSON.parse(readFileSync(bookAudioPath(file), 'utf8')));
}
