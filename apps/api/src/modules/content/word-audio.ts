import { readdirSync } from 'node:fs';
import { WORD_AUDIO_DIR, wordAudioFileName } from '@yek/content/word-audio';

/** The rendered word files (committed with the content), read once. */
let wordFiles: Set<string> | null = null;

/**
 * The URL of a taught word said alone (content/audio/words, served by the content routes), or
 * null when the word has no recording.
 */
export function wordAudioUrl(word: string): string | null {
  if (!wordFiles) {
    try {
      wordFiles = new Set(readdirSync(WORD_AUDIO_DIR).filter((f) => f.endsWith('.mp3')));
    } catch {
      wordFiles = new Set();
    }
  }
  const file = wordAudioFileName(word);
  return wordFiles.has(file) ? `/api/content/audio/words/${file}` : null;
}
