import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWav, resample, scoreReadAloud, sentenceWords } from './read-aloud';

// "She is from Japan." spoken by festival's voice, 16 kHz mono 16-bit.
const wav = readFileSync(
  path.join(import.meta.dirname, '../../../test/fixtures/she-is-from-japan.wav'),
);

describe('read-aloud scoring', () => {
  it('reads a WAV file and resamples it', () => {
    const audio = parseWav(wav)!;
    expect(audio.rate).toBe(16000);
    expect(audio.samples.length).toBeGreaterThan(16000);
    expect(resample(audio.samples, 16000, 8000).length).toBe(Math.floor(audio.samples.length / 2));
    expect(parseWav(Buffer.from('not a wave file at all, not at all'))).toBeNull();
  });

  it('gives every word of the right sentence a high score', async () => {
    const f = (await scoreReadAloud(wav, 'She is from Japan.'))!;
    expect(f.aligned).toBe(true);
    expect(f.words.map((w) => w.word)).toEqual(['she', 'is', 'from', 'japan']);
    expect(f.words.every((w) => (w.score ?? 0) > 0.7)).toBe(true);
    expect(f.score).toBeGreaterThan(0.8);
  });

  it('scores 0 when the recording does not say the sentence', async () => {
    const f = (await scoreReadAloud(wav, 'Yesterday I bought a red car.'))!;
    expect(f.aligned).toBe(false);
    expect(f.score).toBe(0);
  });

  it('keeps contractions as the dictionary writes them', () => {
    expect(sentenceWords("He's my friend, and he’s Turkish.")).toEqual([
      "he's",
      'my',
      'friend',
      'and',
      "he's",
      'turkish',
    ]);
  });
});
