/**
 * Draws the cover of every valid book (content/books/<slug>/cover.svg) from its title, author,
 * level, publish type and genre; covers already up to date are left alone. The content check
 * fails when a cover no longer matches its book.
 *
 *   npx tsx content/tools/covers.ts [--book SLUG]
 */
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BOOK_COVER_FILE } from '@yek/contracts/content';
import { validateBooks } from './lib/check-books';
import { bookCoverSvg } from './lib/cover';
import { Findings } from './lib/findings';
import { readBooks } from './lib/load';
import { BOOKS_DIR } from './lib/paths';

const { values } = parseArgs({ options: { book: { type: 'string' } } });

const findings = new Findings();
const raw = readBooks();
const { genres, books } = validateBooks(raw, findings);
const chosen = values.book ? books.filter((b) => b.book.slug === values.book) : books;
if (values.book && chosen.length === 0) {
  console.error(`no valid book ${values.book}`);
  process.exit(1);
}
let written = 0;
for (const { book } of chosen) {
  const genre = genres.find((g) => g.slug === book.genre);
  if (!genre) {
    console.error(`skipped   ${book.slug}: genre ${book.genre} is not in genres.yaml`);
    continue;
  }
  const file = join(BOOKS_DIR, book.slug, BOOK_COVER_FILE);
  const svg = bookCoverSvg(book, genre);
  if (existsSync(file) && readFileSync(file, 'utf8') === svg) continue;
  writeFileSync(file, svg);
  written++;
  console.log(`drawn     ${book.slug}/${BOOK_COVER_FILE}`);
}
const invalid = raw.books.length - books.length;
console.log(
  `${chosen.length} book(s): ${written} cover(s) drawn, ${chosen.length - written} up to date` +
    (invalid ? `; ${invalid} book file(s) not valid yet (npm run content:check)` : ''),
);
