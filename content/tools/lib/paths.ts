import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The content/ folder of the repository, found by walking up from the running file: the same from
 * these sources and from the API's compiled bundle in apps/api/dist.
 */
function findContentDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'content', 'syllabus.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('content/syllabus.yaml not found above the running file');
    dir = parent;
  }
  return join(dir, 'content');
}

export const CONTENT_DIR = findContentDir();
export const DAYS_DIR = join(CONTENT_DIR, 'days');
export const AUDIO_DIR = join(CONTENT_DIR, 'audio');
export const META_DIR = join(CONTENT_DIR, 'meta');
export const EXAMS_DIR = join(CONTENT_DIR, 'exams');
export const WORDLISTS_DIR = join(CONTENT_DIR, 'wordlists');
export const SYLLABUS_FILE = join(CONTENT_DIR, 'syllabus.yaml');
export const BOOKS_DIR = join(CONTENT_DIR, 'books');
export const BOOK_AUDIO_DIR = join(BOOKS_DIR, 'audio');
export const BOOK_GENRES_FILE = join(BOOKS_DIR, 'genres.yaml');
export const YEKVERSE_DIR = join(CONTENT_DIR, 'yekverse');
