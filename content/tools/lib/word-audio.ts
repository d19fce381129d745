/**
 * The spoken form of every word the programme teaches, one short MP3 each in content/audio/words,
 * for the review's listening exercise and the vocabulary parts' listen buttons. Named from the
 * word, the voice and WORD_AUDIO_VERSION, so an unchanged word keeps its file; rendered by
 * `npx tsx content/tools/word-audio.ts` (festival, sox and lame, like the listening parts).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { VoiceId } from '@yek/contracts/content';
import { AUDIO_DIR } from './paths';

/** Bump to render every word again (a change of voice, pace or encoding below). */
export const WORD_AUDIO_VERSION = 1;
export const WORD_AUDIO_DIR = join(AUDIO_DIR, 'words');
/** One clear voice for every word: the female HTS voice, the most natural of the machine's. */
export const WORD_VOICE: VoiceId = 'slt';
/**
 * A word alone is read a little slower than a sentence, with short silence around it, and encoded
 * at a lower rate than sentences (a word is under a second; 16 kbps keeps it clear, and the year's
 * ~3,000 words stay near 6 MB of the audio budget).
 */
export const WORD_RENDER = { stretch: 1.1, before: 0.12, after: 0.2, kbps: 16, lowpassKhz: 7 };

/** The file of a word's audio (lower-case, trimmed): a hash of the word, voice and version. */
export function wordAudioFileName(word: string): string {
  const key = JSON.stringify({
    v: WORD_AUDIO_VERSION,
    voice: WORD_VOICE,
    word: word.trim().toLowerCase(),
  });
  return `${createHash('sha256').update(key).digest('hex').slice(0, 16)}.mp3`;
}
