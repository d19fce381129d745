import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The content/ folder of the repository. */
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DAYS_DIR = join(CONTENT_DIR, 'days');
export const AUDIO_DIR = join(CONTENT_DIR, 'audio');
export const WORDLISTS_DIR = join(CONTENT_DIR, 'wordlists');
export const SYLLABUS_FILE = join(CONTENT_DIR, 'syllabus.yaml');
