import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Script } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  FESTIVAL_VOICES,
  RENDER,
  lameArgs,
  missingPackages,
  renderScript,
  segments,
  soxLineArgs,
  speakableText,
  text2waveArgs,
} from './synth';

const dialogue: Script = {
  type: 'dialogue',
  title: 'Tea',
  speakers: [
    { id: 'emma', name: 'Emma', voice: 'slt' },
    { id: 'deniz', name: 'Deniz', voice: 'kdl' },
  ],
  lines: [
    { speaker: 'emma', text: 'Tea or coffee?' },
    { speaker: 'deniz', text: 'Tea, please.' },
    { speaker: 'deniz', text: 'With milk.' },
  ],
};

describe('speakableText', () => {
  it('gives festival plain ASCII', () => {
    expect(speakableText('It’s “fine” — really…')).toBe('It\'s "fine", really...');
    expect(speakableText('Café in Şişli, Ömer  and\tIşıl')).toBe('Cafe in Sisli, Omer and Isil');
    expect(speakableText('  Ten € ')).toBe('Ten');
  });
});

describe('segments', () => {
  it('gives each line its voice and the pauses around it', () => {
    const s = segments(dialogue);
    expect(s.map((x) => [x.voice, x.festivalVoice, x.before, x.after])).toEqual([
      ['slt', 'cmu_us_slt_arctic_hts', RENDER.leadIn, 0],
      ['kdl', 'ked_diphone', RENDER.turnGap, 0],
      ['kdl', 'ked_diphone', RENDER.sameSpeakerGap, RENDER.tail],
    ]);
    expect(s[2]!.text).toBe('With milk.');
  });

  it('builds the command lines', () => {
    const [first] = segments(dialogue);
    expect(text2waveArgs(first!, 'a.txt', 'a.wav')).toEqual([
      '-eval',
      '(voice_cmu_us_slt_arctic_hts)',
      '-o',
      'a.wav',
      'a.txt',
    ]);
    const sox = soxLineArgs(first!, 'a.wav', 'b.wav');
    expect(sox.slice(0, 6)).toEqual(['a.wav', '-b', '16', '-c', '1', 'b.wav']);
    expect(sox.slice(-3)).toEqual(['pad', '0.200', '0.000']);
    expect(sox).toContain(String(RENDER.sampleRate));
    expect(lameArgs('in.wav', 'out.mp3')).toEqual(
      expect.arrayContaining(['-m', 'm', '--abr', String(RENDER.kbps), 'in.wav', 'out.mp3']),
    );
    expect(lameArgs('in.wav', 'out.mp3')).not.toContain('--scale');
    expect(lameArgs('in.wav', 'out.mp3', 0.8)).toEqual(
      expect.arrayContaining(['--scale', '0.8000']),
    );
  });
});

describe('renderScript', () => {
  const ready = missingPackages(Object.keys(FESTIVAL_VOICES) as (keyof typeof FESTIVAL_VOICES)[]);
  it.skipIf(ready.length > 0)(
    'renders a dialogue to a mono MP3 that does not clip',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'yek-synth-'));
      try {
        const out = await renderScript(dialogue, join(dir, 'tea.mp3'));
        const pauses = RENDER.leadIn + RENDER.turnGap + RENDER.sameSpeakerGap + RENDER.tail;
        expect(out.seconds).toBeGreaterThan(pauses + 1.5);
        expect(out.seconds).toBeLessThan(pauses + 6);
        expect(out.peakDb).toBeLessThanOrEqual(RENDER.maxPeakDb);
        expect(out.rmsDb).toBeGreaterThan(-35);
        expect(out.kbps).toBeGreaterThan(RENDER.kbps * 0.7);
        expect(out.kbps).toBeLessThan(RENDER.kbps * 1.3);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
