import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOK_COVER_FILE,
  type Book,
  type BookChapter,
  type BookLevel,
  type VoiceId,
} from '@yek/contracts/content';
import { BOOKS_DIR, BOOK_AUDIO_DIR } from './paths';

/**
 * The library's books on disk (content/books): genres.yaml, one folder per book with its
 * book.yaml and cover.svg, and the rendered chapters of the audio books in books/audio.
 */

/** What the check reads besides the YAML: covers, audio and timings (a test passes its own). */
export interface BookFiles {
  /** The cover's SVG text, or undefined when the book has none. */
  cover(slug: string): string | undefined;
  audioExists(file: string): boolean;
  /** The parsed timings file, or undefined when it is missing or not JSON. */
  timings(file: string): unknown;
}

export const diskBookFiles: BookFiles = {
  cover: (slug) => {
    const file = join(BOOKS_DIR, slug, BOOK_COVER_FILE);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  },
  audioExists: (file) => existsSync(join(BOOK_AUDIO_DIR, file)),
  timings: (file) => {
    const path = join(BOOK_AUDIO_DIR, file);
    if (!existsSync(path)) return undefined;
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  },
};

/** The folder a book file sits in: `books/<folder>/book.yaml` → `<folder>`. */
export const bookFolder = (path: string): string => path.split('/').at(-2) ?? '';

/**
 * How slowly each level is read: festival's durations are stretched by this factor (diphone voices
 * through Duration_Stretch, the HTS voice through its speed rate), so that A1 is read at about
 * 110–125 words a minute, pauses included, rising to the voices' own pace at B2–C1.
 */
export const BOOK_SPEECH_STRETCH: Readonly<Record<BookLevel, number>> = {
  A1: 1.35,
  A2: 1.25,
  B1: 1.15,
  B2: 1,
  C1: 1,
};

/** The diphone voices speak faster than the HTS voice at the same setting: this evens them out. */
export const VOICE_PACE: Readonly<Record<VoiceId, number>> = {
  slt: 1,
  kal: 1.05,
  kdl: 1.08,
  'slt-low': 1.06,
  'kal-high': 1.03,
};

/** The stretch a book's chapters are rendered with: its level's, evened out for its voice. */
export const bookSpeechStretch = (level: BookLevel, voice: VoiceId): number =>
  Math.round(BOOK_SPEECH_STRETCH[level] * VOICE_PACE[voice] * 1000) / 1000;

/** Bumped when the book rendering changes, so every chapter is rendered again. */
export const BOOK_AUDIO_VERSION = 1;

/**
 * The base name of a chapter's audio and timings files: the first 16 hex digits of a SHA-256 over
 * the format version, voice, pace, chapter title and text. A changed chapter names new files.
 */
export function bookAudioBase(
  book: Pick<Book, 'level'> & { voice?: VoiceId | undefined },
  chapter: Pick<BookChapter, 'title' | 'text'>,
): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify({
        v: BOOK_AUDIO_VERSION,
        voice: book.voice ?? 'slt',
        stretch: bookSpeechStretch(book.level, book.voice ?? 'slt'),
        title: chapter.title.trim(),
        text: chapter.text.trim(),
      }),
    )
    .digest('hex');
  return digest.slice(0, 16);
}
