import { createHash } from 'node:crypto';
import type { Script, VoiceId } from '@yek/contracts/content';

/**
 * Bumped when the rendering settings change, so every script is rendered again. 2: read at the
 * pace of its level, normalized to one loudness, 24 kbps (content/AUDIO.md).
 */
export const AUDIO_FORMAT_VERSION = 2;
/**
 * The format of the single sentences (read-aloud models, lecture examples): still 1, so their
 * 2,900 recordings keep their names until they are rendered again at their level's pace
 * (content/AUDIO.md); then this becomes AUDIO_FORMAT_VERSION.
 */
export const SENTENCE_FORMAT_VERSION = 1;

/** A script standing for one sentence read by the model voice (see readAloudScript). */
type SentenceScript = Script & { sentence?: true };

/**
 * The audio file of a listening script: the first 16 hex digits of a SHA-256 over the format
 * version and each line's voice and text. An unchanged script keeps its file and is never rendered
 * twice; any change to a line or a voice names a new file.
 */
export function audioFileName(script: SentenceScript): string {
  const voices = new Map(script.speakers.map((s) => [s.id, s.voice]));
  const lines = script.lines.map((l) => [voices.get(l.speaker) ?? l.speaker, l.text.trim()]);
  const v = script.sentence ? SENTENCE_FORMAT_VERSION : AUDIO_FORMAT_VERSION;
  const digest = createHash('sha256').update(JSON.stringify({ v, lines })).digest('hex');
  return `${digest.slice(0, 16)}.mp3`;
}

/**
 * A read-aloud sentence as a one-line script in the default model voice, so that its model
 * reading is rendered, named and kept like a listening script's audio.
 */
export function readAloudScript(sentence: string): SentenceScript {
  return {
    sentence: true,
    type: 'monologue',
    title: sentence,
    speakers: [{ id: 'model', name: 'Model', voice: 'slt' }],
    lines: [{ speaker: 'model', text: sentence }],
  };
}

/**
 * A dictation's sentence as a one-line script in its voice (slt unless the item names another).
 * It is rendered like a listening script, at its level's pace with the script's pauses (unlike a
 * read-aloud model sentence), and named by the current format.
 */
export function dictationScript(q: { sentence: string; voice?: VoiceId | undefined }): Script {
  return {
    type: 'monologue',
    title: q.sentence,
    speakers: [{ id: 'reader', name: 'Reader', voice: q.voice ?? 'slt' }],
    lines: [{ speaker: 'reader', text: q.sentence }],
  };
}

/**
 * A Yekverse character's line as a one-line script in the character's voice. It is rendered like
 * a dictation (the level's pace and pauses, held to the band), since a learner has to follow the
 * character at the pace of the scenario's level, and named by the current format.
 */
export function characterLineScript(
  line: string,
  character: { name: string; voice: VoiceId },
): Script {
  return {
    type: 'monologue',
    title: line,
    speakers: [{ id: 'character', name: character.name, voice: character.voice }],
    lines: [{ speaker: 'character', text: line }],
  };
}
