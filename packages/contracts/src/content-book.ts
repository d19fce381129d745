import { z } from 'zod';
export { BOOK_WORD, type BookWordToken, bookWordTokens } from './book-words';
import {
  BilingualTextSchema,
  EnglishTextSchema,
  SlugSchema,
  VoiceIdSchema,
  type CefrLevel,
  type WordBounds,
} from './content-common';

/**
 * The library's graded books as files: content/books/genres.yaml and one
 * content/books/<slug>/book.yaml per book, with its generated cover beside it
 * (content/books/<slug>/cover.svg) and, for audio books, rendered chapters under
 * content/books/audio/.
 */

/** Publish types as spec §7 names them; the web shows them as E BOOK, AUDIO and BOOK. */
export const BOOK_PUBLISH_TYPES = ['EBook', 'Audio', 'Book'] as const;
export const BookPublishTypeSchema = z.enum(BOOK_PUBLISH_TYPES);
export type BookPublishType = z.infer<typeof BookPublishTypeSchema>;

/** Levels the library's books are written at (the programme's sections, A1–C1). */
export const BOOK_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const satisfies readonly CefrLevel[];
export const BookLevelSchema = z.enum(BOOK_LEVELS);
export type BookLevel = z.infer<typeof BookLevelSchema>;

/** The cover's file name inside the book's folder. */
export const BOOK_COVER_FILE = 'cover.svg';

/** Chapters per book, by level. */
export const BOOK_CHAPTERS: Readonly<Record<BookLevel, WordBounds>> = {
  A1: { min: 3, max: 4 },
  A2: { min: 3, max: 5 },
  B1: { min: 4, max: 6 },
  B2: { min: 4, max: 7 },
  C1: { min: 5, max: 7 },
};
/** Words per chapter (counted as bookWordTokens counts them), by level. */
export const BOOK_CHAPTER_WORDS: Readonly<Record<BookLevel, WordBounds>> = {
  A1: { min: 120, max: 280 },
  A2: { min: 150, max: 400 },
  B1: { min: 250, max: 600 },
  B2: { min: 300, max: 800 },
  C1: { min: 450, max: 950 },
};

export const BookGenreSchema = z.strictObject({
  slug: SlugSchema,
  name: BilingualTextSchema,
});
export type BookGenre = z.infer<typeof BookGenreSchema>;

/** content/books/genres.yaml */
export const BookGenresFileSchema = z
  .strictObject({ genres: z.array(BookGenreSchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.genres.forEach((g, i) => {
      if (seen.has(g.slug))
        ctx.addIssue({ code: 'custom', message: `genre ${g.slug} repeats`, path: ['genres', i] });
      seen.add(g.slug);
    });
  });
export type BookGenresFile = z.infer<typeof BookGenresFileSchema>;

/** A rendered chapter: files under content/books/audio/, named from a hash of voice and text. */
export const BookChapterAudioSchema = z.strictObject({
  file: z.string().regex(/^[0-9a-f]{16}\.mp3$/),
  durationSeconds: z.number().positive(),
  /**
   * JSON file of `[startMs, endMs]` pairs, one per word token of the chapter text in order
   * (bookWordTokens), so the reader can light up the word being spoken.
   */
  timings: z.string().regex(/^[0-9a-f]{16}\.json$/),
});
export type BookChapterAudio = z.infer<typeof BookChapterAudioSchema>;

/** The contents of a timings file. */
export const BookTimingsSchema = z.array(z.tuple([z.int().min(0), z.int().min(0)]));
export type BookTimings = z.infer<typeof BookTimingsSchema>;

export const BookChapterSchema = z.strictObject({
  title: EnglishTextSchema,
  /** Paragraphs separated by a blank line. */
  text: EnglishTextSchema,
  /** Audio books: written by the audio command; absent until the chapter is rendered. */
  audio: BookChapterAudioSchema.optional(),
});
export type BookChapter = z.infer<typeof BookChapterSchema>;

/** ISBN-13 with a valid check digit, digits only or with hyphens. */
export const IsbnSchema = z
  .string()
  .regex(/^97[89]-?(?:\d-?){9}\d$/, { error: 'ISBN-13: 978 or 979 and ten more digits' })
  .refine(
    (isbn) => {
      const digits = isbn.replace(/-/g, '').split('').map(Number);
      const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
      return (10 - (sum % 10)) % 10 === digits[12];
    },
    { error: 'ISBN-13 check digit does not match' },
  );

/** content/books/<slug>/book.yaml */
export const BookSchema = z
  .strictObject({
    slug: SlugSchema,
    title: EnglishTextSchema,
    /** The writer's pen name. */
    author: EnglishTextSchema,
    level: BookLevelSchema,
    /** A genre slug of genres.yaml. */
    genre: SlugSchema,
    publishType: BookPublishTypeSchema,
    description: BilingualTextSchema,
    /** Print records (publish type Book) may carry an ISBN and a page count. */
    isbn: IsbnSchema.optional(),
    pages: z.int().min(1).max(2000).optional(),
    /** People and places the level check leaves out (several words allowed). */
    names: z.array(z.string().trim().min(1)).default([]),
    /** Audio books: the narrating voice (festival), chosen by the writer. */
    voice: VoiceIdSchema.optional(),
    chapters: z.array(BookChapterSchema).min(1),
  })
  .superRefine((book, ctx) => {
    const audio = book.publishType === 'Audio';
    if (audio && !book.voice)
      ctx.addIssue({ code: 'custom', message: 'audio books name a voice', path: ['voice'] });
    if (!audio && book.voice)
      ctx.addIssue({ code: 'custom', message: 'only audio books have a voice', path: ['voice'] });
    book.chapters.forEach((chapter, i) => {
      if (!audio && chapter.audio)
        ctx.addIssue({
          code: 'custom',
          message: 'only audio books have chapter audio',
          path: ['chapters', i, 'audio'],
        });
    });
    if (book.publishType !== 'Book' && (book.isbn || book.pages))
      ctx.addIssue({
        code: 'custom',
        message: 'isbn and pages belong to print records (publish type Book)',
        path: ['isbn'],
      });
  });
export type Book = z.infer<typeof BookSchema>;

/** A chapter's paragraphs: the text split at blank lines, each trimmed, none empty. */
export function bookParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
