import { existsSync } from 'node:fs';
import { bookWordTokens } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { bookCoverPath, readBookTimings, readLibrary } from './library';
import { readBooks } from './load';

describe('the library as a loader reads it', () => {
  it('reads every book in the tree with its genre, cover and timings', () => {
    const library = readLibrary();
    expect(library.problems).toEqual([]);
    expect(library.books.length).toBeGreaterThanOrEqual(40);
    const genres = new Set(library.genres.map((g) => g.slug));
    for (const book of library.books) {
      expect(genres.has(book.genre)).toBe(true);
      expect(existsSync(bookCoverPath(book.slug))).toBe(true);
    }
    const audio = library.books.find((b) => b.publishType === 'Audio');
    const chapter = audio?.chapters[0];
    expect(chapter?.audio).toBeDefined();
    expect(readBookTimings(chapter!.audio!.timings)).toHaveLength(
      bookWordTokens(chapter!.text).length,
    );
  });

  it('leaves out a book that fails its schema and says why', () => {
    const raw = readBooks();
    const [first, ...rest] = raw.books;
    const broken = { ...first!, data: { ...(first!.data as object), level: 'Z9' } };
    const library = readLibrary({ ...raw, books: [broken, ...rest] });
    expect(library.books).toHaveLength(rest.length);
    expect(library.problems.join('\n')).toMatch(/level/);
  });
});
