import { createHash } from 'node:crypto';
import type { Script } from '@yek/contracts/content';

/**
 * Bumped when the rendering settings change, so every script is rendered again. 2: read at the
 * pace of its level, normalized to one loudness, 24 kbps (content/AUDIO.md).
 */
export const AUDIO_FORMAT_VERSION = 2;

/**
 * The audio file of a listening script: the first 16 hex digits of a SHA-256 over the format
 * version and each line's voice and text. An unchanged script keeps its file and is never rendered
 * twice; any change to a line or a voice names a new file.
 */
export function audioFileName(script: Script): string {
  const voices = new Map(script.speakers.map((s) => [s.id, s.voice]));
  const lines = script.lines.map((l) => [voices.get(l.speaker) ?? l.speaker, l.text.trim()]);
  const digest = createHash('sha256')
    .update(JSON.stringify({ v: AUDIO_FORMAT_VERSION, lines }))
    .digest('hex');
  return `${digest.slice(0, 16)}.mp3`;
}

/**
 * A read-aloud sentence as a one-line script in the default model voice, so that its model
 * reading is rendered, named and kept like a listening script's audio.
 */
export function readAloudScript(sentence: string): Script {
  return {
    type: 'monologue',
    title: sentence,
    speakers: [{ id: 'model', name: 'Model', voice: 'slt' }],
    lines: [{ speaker: 'model', text: sentence }],
  };
}
