import { describe, expect, it } from 'vitest';
import { BookSchema, IsbnSchema, bookParagraphs, bookWordTokens } from './content-book';

const book = {
  slug: 'a-small-book',
  title: 'A Small Book',
  author: 'Ada Penrose',
  level: 'A1',
  genre: 'daily-life',
  publishType: 'EBook',
  description: { tr: 'Küçük bir kitap.', en: 'A small book.' },
  chapters: [{ title: 'One', text: 'Hello.\n\nGoodbye.' }],
};
const audio = {
  file: '0123456789abcdef.mp3',
  durationSeconds: 3.2,
  timings: '0123456789abcdef.json',
};

describe('book schema', () => {
  it('accepts an e-book and fills in the names', () => {
    expect(BookSchema.parse(book).names).toEqual([]);
  });

  it('asks audio books for a voice and keeps chapter audio to audio books', () => {
    expect(BookSchema.safeParse({ ...book, publishType: 'Audio' }).success).toBe(false);
    expect(BookSchema.safeParse({ ...book, publishType: 'Audio', voice: 'slt' }).success).toBe(
      true,
    );
    const chapters = [{ ...book.chapters[0], audio }];
    expect(BookSchema.safeParse({ ...book, chapters }).success).toBe(false);
    expect(
      BookSchema.safeParse({ ...book, publishType: 'Audio', voice: 'kal', chapters }).success,
    ).toBe(true);
  });

  it('keeps isbn and pages to print records and checks the ISBN digit', () => {
    expect(BookSchema.safeParse({ ...book, pages: 40 }).success).toBe(false);
    expect(
      BookSchema.safeParse({ ...book, publishType: 'Book', isbn: '978-0-306-40615-7', pages: 40 })
        .success,
    ).toBe(true);
    expect(IsbnSchema.safeParse('978-0-306-40615-6').success).toBe(false);
  });

  it('rejects an empty Turkish description', () => {
    expect(BookSchema.safeParse({ ...book, description: { tr: ' ', en: 'x' } }).success).toBe(
      false,
    );
  });
});

describe('bookWordTokens', () => {
  it('keeps contractions, possessives and hyphenated words whole and skips punctuation', () => {
    const text = "Ayşe's cat — twenty-one years old! Don't go.";
    expect(bookWordTokens(text).map((t) => t.text)).toEqual([
      "Ayşe's",
      'cat',
      'twenty-one',
      'years',
      'old',
      "Don't",
      'go',
    ]);
  });

  it('gives offsets into the text', () => {
    const text = 'One, two.\n\nThree 4';
    for (const t of bookWordTokens(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(bookWordTokens(text)).toHaveLength(4);
  });

  it('splits paragraphs at blank lines', () => {
    expect(bookParagraphs('A b.\nc d.\n\n  \nE f.\n')).toEqual(['A b.\nc d.', 'E f.']);
  });
});
