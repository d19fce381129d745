import {
  BOOK_CHAPTERS,
  BOOK_CHAPTER_WORDS,
  BOOK_LEVELS,
  BOOK_PUBLISH_TYPES,
  type Book,
  type BookGenre,
  BookGenresFileSchema,
  BookSchema,
  BookTimingsSchema,
  LEVEL_COVERAGE_MIN,
  bookWordTokens,
} from '@yek/contracts/content';
import { bookAudioBase, bookFolder, type BookFiles } from './books';
import { ASCII_TURKISH, readsAsEnglish } from './check-text';
import { bookCoverSvg } from './cover';
import { measureCoverage } from './coverage';
import type { Findings } from './findings';
import { type Lexicon, levelRank } from './lexicon';
import type { RawBooks } from './load';

/** A book file that passed the schema. */
export interface ValidBook {
  path: string;
  book: Book;
}

/** Share of audio books the library keeps to ("about a third"), checked once it has 12 books. */
export const AUDIO_SHARE = { min: 0.25, max: 0.45 } as const;

/** Turkish text problems of one field (the same rules as the days' Turkish fields). */
function turkishProblems(tr: string, en: string): string[] {
  const problems: string[] = [];
  if (readsAsEnglish(tr)) problems.push('reads as English, not Turkish');
  const ascii = tr.match(ASCII_TURKISH);
  if (ascii) problems.push(`"${ascii[0]}" is missing its Turkish letters`);
  if (tr.trim() === en.trim()) problems.push('same as the English');
  return problems;
}

/** Schema, one slug per folder, genres that exist, Turkish fields, the mix of levels and types. */
export function validateBooks(
  raw: RawBooks,
  findings: Findings,
): { genres: BookGenre[]; books: ValidBook[] } {
  let genres: BookGenre[] = [];
  if (!raw.genres) findings.error('books', 'books/genres.yaml', 'missing');
  else if (raw.genres.parseError) findings.error('books', raw.genres.path, raw.genres.parseError);
  else {
    const parsed = BookGenresFileSchema.safeParse(raw.genres.data);
    if (parsed.success) genres = parsed.data.genres;
    else
      for (const issue of parsed.error.issues)
        findings.error('books', `${raw.genres.path} ${issue.path.join('.')}`, issue.message);
  }
  for (const g of genres)
    for (const problem of turkishProblems(g.name.tr, g.name.en))
      findings.error('books', `genre ${g.slug} name.tr`, problem);

  const books: ValidBook[] = [];
  const slugs = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const file of raw.books) {
    if (file.parseError) {
      findings.error('books', file.path, file.parseError);
      continue;
    }
    const parsed = BookSchema.safeParse(file.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        findings.error('books', `${file.path} ${issue.path.join('.')}`.trim(), issue.message);
      continue;
    }
    const book = parsed.data;
    const at = book.slug;
    if (bookFolder(file.path) !== book.slug)
      findings.error('books', file.path, `slug ${book.slug} differs from its folder`);
    const sameSlug = slugs.get(book.slug);
    if (sameSlug) findings.error('books', file.path, `slug ${book.slug} also in ${sameSlug}`);
    slugs.set(book.slug, file.path);
    const title = book.title.toLowerCase();
    const sameTitle = titles.get(title);
    if (sameTitle) findings.error('books', at, `title "${book.title}" also in ${sameTitle}`);
    titles.set(title, book.slug);
    if (genres.length > 0 && !genres.some((g) => g.slug === book.genre))
      findings.error('books', at, `genre ${book.genre} is not in genres.yaml`);
    for (const problem of turkishProblems(book.description.tr, book.description.en))
      findings.error('books', `${at} description.tr`, problem);
    books.push({ path: file.path, book });
  }

  const count = (pick: (b: Book) => string, keys: readonly string[]) =>
    keys.map((k) => `${k} ${books.filter((b) => pick(b.book) === k).length}`).join(', ');
  findings.note('books', `${books.length} of ${raw.books.length} book files valid`);
  findings.note('books', `levels: ${count((b) => b.level, BOOK_LEVELS)}`);
  findings.note('books', `types: ${count((b) => b.publishType, BOOK_PUBLISH_TYPES)}`);
  findings.note(
    'books',
    `genres: ${count(
      (b) => b.genre,
      genres.map((g) => g.slug),
    )}`,
  );
  if (books.length >= 12) {
    const audio = books.filter((b) => b.book.publishType === 'Audio').length / books.length;
    if (audio < AUDIO_SHARE.min || audio > AUDIO_SHARE.max)
      findings.error(
        'books',
        'library',
        `${(audio * 100).toFixed(0)}% audio books; keep ${AUDIO_SHARE.min * 100}–${AUDIO_SHARE.max * 100}%`,
      );
    for (const type of BOOK_PUBLISH_TYPES)
      if (!books.some((b) => b.book.publishType === type))
        findings.error('books', 'library', `no ${type} book`);
  }
  return { genres, books };
}

/** Chapters per level, words per chapter, and at least 90% of the book's words at its level. */
export function checkBookText(books: ValidBook[], lexicon: Lexicon, findings: Findings): void {
  const seen = new Map<string, string>();
  for (const { book } of books) {
    const chapters = BOOK_CHAPTERS[book.level];
    if (book.chapters.length < chapters.min || book.chapters.length > chapters.max)
      findings.error(
        'book-text',
        book.slug,
        `${book.chapters.length} chapters; ${book.level} books have ${chapters.min}–${chapters.max}`,
      );
    const bounds = BOOK_CHAPTER_WORDS[book.level];
    let counted = 0;
    let covered = 0;
    const above = new Set<string>();
    let words = 0;
    book.chapters.forEach((chapter, i) => {
      const at = `${book.slug} chapter ${i + 1}`;
      const n = bookWordTokens(chapter.text).length;
      words += n;
      if (n < bounds.min || n > bounds.max)
        findings.error(
          'book-text',
          at,
          `${n} words; ${book.level} chapters have ${bounds.min}–${bounds.max}`,
        );
      const key = chapter.text.replace(/\s+/g, ' ').trim().toLowerCase();
      const same = seen.get(key);
      if (same) findings.error('book-text', at, `same text as ${same}`);
      seen.set(key, at);
      const cov = measureCoverage(`${chapter.title}.\n${chapter.text}`, {
        level: levelRank(book.level),
        lexicon,
        names: book.names,
      });
      counted += cov.counted;
      covered += cov.covered;
      for (const w of cov.above) above.add(w);
    });
    const ratio = counted === 0 ? 1 : covered / counted;
    const pct = (ratio * 100).toFixed(1);
    if (ratio < LEVEL_COVERAGE_MIN)
      findings.error(
        'book-text',
        book.slug,
        `${pct}% of words at ${book.level} or below (min ${LEVEL_COVERAGE_MIN * 100}%); above: ${[...above].join(', ')}`,
      );
    findings.detail(
      'book-text',
      `${book.slug}: ${book.level}, ${book.chapters.length} chapters, ${words} words, ${pct}% at level${above.size ? ` (above: ${[...above].join(', ')})` : ''}`,
    );
  }
  findings.note(
    'book-text',
    `${books.length} books, ${books.reduce((n, b) => n + b.book.chapters.reduce((m, c) => m + bookWordTokens(c.text).length, 0), 0)} words`,
  );
}

/** Every book has its generated cover, matching its title, author, level and genre. */
export function checkBookCovers(
  books: ValidBook[],
  genres: BookGenre[],
  files: BookFiles,
  findings: Findings,
): void {
  let good = 0;
  for (const { book } of books) {
    const genre = genres.find((g) => g.slug === book.genre);
    const svg = files.cover(book.slug);
    if (svg === undefined)
      findings.error('book-covers', book.slug, 'cover.svg missing; run npm run content:covers');
    else if (genre && svg !== bookCoverSvg(book, genre))
      findings.error(
        'book-covers',
        book.slug,
        'cover.svg is not the cover of this book as it is now; run npm run content:covers',
      );
    else good++;
  }
  findings.note('book-covers', `${good} of ${books.length} covers up to date`);
}

/**
 * Audio books: every chapter rendered from its current text and voice, the MP3 present, and a
 * timings file with one [startMs, endMs] per word token, in order and inside the recording.
 */
export function checkBookAudio(books: ValidBook[], files: BookFiles, findings: Findings): void {
  let chapters = 0;
  let rendered = 0;
  let seconds = 0;
  for (const { book } of books) {
    if (book.publishType !== 'Audio') continue;
    book.chapters.forEach((chapter, i) => {
      chapters++;
      const at = `${book.slug} chapter ${i + 1}`;
      const base = bookAudioBase(book, chapter);
      const audio = chapter.audio;
      if (!audio) {
        findings.pending('book-audio', at, `not rendered yet (${base}.mp3)`);
        return;
      }
      if (audio.file !== `${base}.mp3` || audio.timings !== `${base}.json`) {
        findings.pending('book-audio', at, `text or voice changed since rendering; render ${base}`);
        return;
      }
      if (!files.audioExists(audio.file)) {
        findings.error('book-audio', at, `books/audio/${audio.file} is missing`);
        return;
      }
      const parsed = BookTimingsSchema.safeParse(files.timings(audio.timings));
      if (!parsed.success) {
        findings.error('book-audio', at, `books/audio/${audio.timings} is missing or not timings`);
        return;
      }
      const tokens = bookWordTokens(chapter.text).length;
      if (parsed.data.length !== tokens) {
        findings.error(
          'book-audio',
          at,
          `${parsed.data.length} timings for ${tokens} word tokens in the text`,
        );
        return;
      }
      const limit = Math.ceil(audio.durationSeconds * 1000) + 100;
      const wrong = parsed.data.findIndex(
        ([start, end], k) =>
          end < start || end > limit || (k > 0 && start < (parsed.data[k - 1]?.[0] ?? 0)),
      );
      if (wrong >= 0) {
        findings.error(
          'book-audio',
          at,
          `timing ${wrong + 1} is out of order or past the end of the recording`,
        );
        return;
      }
      rendered++;
      seconds += audio.durationSeconds;
    });
  }
  findings.note(
    'book-audio',
    `${rendered} of ${chapters} audio book chapters rendered, ${Math.round(seconds / 60)} min`,
  );
}

/** Every book check, in report order. */
export function checkBooks(
  raw: RawBooks,
  options: { lexicon: Lexicon; files: BookFiles },
  findings: Findings,
): ValidBook[] {
  const { genres, books } = validateBooks(raw, findings);
  checkBookText(books, options.lexicon, findings);
  checkBookCovers(books, genres, options.files, findings);
  checkBookAudio(books, options.files, findings);
  return books;
}
