import { join } from 'node:path';
import { bookWordTokens } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { bookAudioBase, type BookFiles, diskBookFiles } from './books';
import { checkBooks } from './check-books';
import { bookCoverSvg } from './cover';
import { type CheckId, Findings } from './findings';
import { loadLexicon } from './lexicon';
import { type RawBooks, type RawFile, readBooks, readYamlFile } from './load';
import { BOOKS_DIR } from './paths';

// The example book in the tree is the fixture: each test breaks a copy and expects the checks it
// names, and only those, to fail.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

const genresFile = readYamlFile(join(BOOKS_DIR, 'genres.yaml'));
const bookFile = readYamlFile(join(BOOKS_DIR, 'the-new-neighbour', 'book.yaml'));
const genres = (genresFile.data as Raw).genres;
const daily = genres.find((g: Raw) => g.slug === 'daily-life');

function variant(edit: (book: Raw) => void): RawFile {
  const data = structuredClone(bookFile.data) as Raw;
  edit(data);
  return { ...bookFile, path: `books/${data.slug}/book.yaml`, data };
}

/** Files as the fixtures want them: every cover drawn, audio and timings as given. */
function files(timings: Record<string, unknown> = {}, covers: Record<string, string> = {}) {
  return {
    cover: (slug: string) => covers[slug],
    audioExists: (file: string) => file.replace('.mp3', '.json') in timings,
    timings: (file: string) => timings[file],
  } satisfies BookFiles;
}

function coverOf(data: Raw): string {
  return bookCoverSvg(data, genres.find((g: Raw) => g.slug === data.genre) ?? daily);
}

function run(books: RawFile[], bookFiles?: BookFiles, raw: Partial<RawBooks> = {}) {
  const findings = new Findings();
  const covers = Object.fromEntries(
    books.map((b) => [(b.data as Raw).slug, coverOf(b.data as Raw)]),
  );
  checkBooks(
    { genres: genresFile, books, ...raw },
    { lexicon: loadLexicon(), files: bookFiles ?? files({}, covers) },
    findings,
  );
  const failing = findings
    .list()
    .filter((r) => r.errors.length > 0)
    .map((r) => r.id);
  const pending = findings
    .list()
    .filter((r) => r.pending.length > 0)
    .map((r) => r.id);
  return { failing, pending, findings };
}
const failing = (books: RawFile[], bookFiles?: BookFiles): CheckId[] =>
  run(books, bookFiles).failing;

/** The fixture as an audio book, every chapter rendered with timings of the right length. */
function audioBook(timingsFor: (tokens: number) => unknown = (n) => evenTimings(n)) {
  const file = variant((b) => {
    b.publishType = 'Audio';
    b.voice = 'kal';
    for (const chapter of b.chapters) {
      const base = bookAudioBase({ level: 'A1', voice: 'kal' }, chapter);
      chapter.audio = { file: `${base}.mp3`, durationSeconds: 90, timings: `${base}.json` };
    }
  });
  const timings: Record<string, unknown> = {};
  for (const chapter of (file.data as Raw).chapters)
    timings[chapter.audio.timings] = timingsFor(bookWordTokens(chapter.text).length);
  return { file, files: files(timings, { [(file.data as Raw).slug]: coverOf(file.data) }) };
}
const evenTimings = (n: number) => Array.from({ length: n }, (_, i) => [i * 300, i * 300 + 250]);

describe('book checks', () => {
  it('pass every book in the tree, with its files on disk', () => {
    const findings = new Findings();
    checkBooks(readBooks(), { lexicon: loadLexicon(), files: diskBookFiles }, findings);
    const found = findings.list().flatMap((r) => [...r.errors, ...r.pending]);
    expect(found).toEqual([]);
  });

  it('pass the example book', () => {
    expect(failing([bookFile])).toEqual([]);
  });

  it('books: a file that does not pass the schema', () => {
    expect(failing([variant((b) => (b.level = 'C2'))])).toEqual(['books']);
  });

  it('books: a slug that is not its folder, or used twice', () => {
    expect(failing([{ ...bookFile, path: 'books/elsewhere/book.yaml' }])).toEqual(['books']);
    expect(failing([bookFile, variant((b) => (b.title = 'Another'))])).toContain('books');
  });

  it('books: a genre genres.yaml does not have', () => {
    expect(failing([variant((b) => (b.genre = 'poetry'))])).toContain('books');
  });

  it('books: a missing genres file', () => {
    expect(run([bookFile], undefined, { genres: null }).failing).toEqual(['books']);
  });

  it('books: a Turkish description written in English or without its letters', () => {
    expect(
      failing([variant((b) => (b.description.tr = 'Elif is a nurse and she has a new flat.'))]),
    ).toEqual(['books']);
    expect(failing([variant((b) => (b.description.tr = 'Elif icin yeni bir ev.'))])).toEqual([
      'books',
    ]);
  });

  it('book-text: too few chapters for the level and a chapter too short', () => {
    expect(failing([variant((b) => b.chapters.splice(2))])).toEqual(['book-text']);
    expect(failing([variant((b) => (b.chapters[0].text = 'Elif has a new home.'))])).toEqual([
      'book-text',
    ]);
  });

  it('book-text: a chapter above its level', () => {
    const hard =
      'Notwithstanding considerable apprehension, Elif scrutinised the dilapidated ' +
      'architecture, contemplating its idiosyncratic embellishments. ';
    expect(
      failing([
        variant((b) => (b.chapters[1].text = `${b.chapters[1].text}\n\n${hard.repeat(4)}`)),
      ]),
    ).toEqual(['book-text']);
  });

  it('book-text: names declared with the book do not count against it', () => {
    const { findings } = run([bookFile]);
    const detail = findings.results.get('book-text')?.details[0] ?? '';
    expect(detail).not.toMatch(/Pamuk|Aziz/);
  });

  it('book-covers: a missing cover and a cover drawn for another title', () => {
    expect(failing([bookFile], files())).toEqual(['book-covers']);
    const stale = variant((b) => (b.title = 'The Old Neighbour'));
    expect(
      failing([stale], files({}, { 'the-new-neighbour': coverOf(bookFile.data as Raw) })),
    ).toEqual(['book-covers']);
  });

  it('book-audio: an unrendered chapter is pending; rendered chapters with timings pass', () => {
    const unrendered = variant((b) => {
      b.publishType = 'Audio';
      b.voice = 'slt';
    });
    const result = run([unrendered]);
    expect(result.failing).toEqual([]);
    expect(result.pending).toEqual(['book-audio']);
    const { file, files: ok } = audioBook();
    expect(run([file], ok)).toMatchObject({ failing: [], pending: [] });
  });

  it('book-audio: timings that do not count the words or run backwards', () => {
    const short = audioBook((n) => evenTimings(n - 1));
    expect(failing([short.file], short.files)).toEqual(['book-audio']);
    const backwards = audioBook((n) => evenTimings(n).reverse());
    expect(failing([backwards.file], backwards.files)).toEqual(['book-audio']);
    const notJson = audioBook(() => undefined);
    expect(failing([notJson.file], notJson.files)).toEqual(['book-audio']);
  });

  it('book-audio: a text changed after rendering is pending again', () => {
    const { file, files: ok } = audioBook();
    (file.data as Raw).chapters[0].text += '\n\nThe end.';
    expect(run([file], ok).pending).toEqual(['book-audio']);
  });
});
