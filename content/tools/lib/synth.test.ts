import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Script, VOICE_IDS, VOICES } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { LEVEL_PACE, PACE_BANDS } from './audio-pace';
import { LOUDNESS } from './loudness';
import {
  FESTIVAL_VOICES,
  RENDER,
  VOICE_SHAPE,
  festivalScript,
  fixedSeconds,
  lameArgs,
  missingPackages,
  renderScript,
  segments,
  soxLineArgs,
  soxPadArgs,
  speakableText,
} from './synth';

const dialogue: Script = {
  type: 'dialogue',
  title: 'Tea',
  speakers: [
    { id: 'emma', name: 'Emma', voice: 'slt' },
    { id: 'deniz', name: 'Deniz', voice: 'kdl' },
  ],
  lines: [
    { speaker: 'emma', text: 'Tea or coffee? I have both.' },
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

describe('voices', () => {
  it('has a festival voice and a shape for every voice id, two of each kind', () => {
    for (const id of VOICE_IDS) {
      expect(FESTIVAL_VOICES[id]).toBeTruthy();
      expect(VOICE_SHAPE[id]).toBeDefined();
      expect(VOICES[id].description.length).toBeGreaterThan(10);
    }
    const genders = VOICE_IDS.map((id) => VOICES[id].gender);
    expect(genders.filter((g) => g === 'female').length).toBeGreaterThanOrEqual(2);
    expect(genders.filter((g) => g === 'male').length).toBeGreaterThanOrEqual(2);
  });

  it('derives slt-low and kal-high from their base voices by a pitch shift', () => {
    expect(FESTIVAL_VOICES['slt-low']).toBe(FESTIVAL_VOICES.slt);
    expect(FESTIVAL_VOICES['kal-high']).toBe(FESTIVAL_VOICES.kal);
    expect(VOICE_SHAPE['slt-low'].cents).toBeLessThan(0);
    expect(VOICE_SHAPE['kal-high'].cents).toBeGreaterThan(0);
  });
});

describe('segments', () => {
  it('splits lines into sentences and puts the level’s pauses around them', () => {
    const pace = LEVEL_PACE.A1;
    const s = segments(dialogue, pace);
    expect(s.map((x) => [x.voice, x.festivalVoice, x.text, x.before, x.after])).toEqual([
      ['slt', 'cmu_us_slt_arctic_hts', 'Tea or coffee?', pace.leadIn, 0],
      ['slt', 'cmu_us_slt_arctic_hts', 'I have both.', pace.sentenceGap, 0],
      ['kdl', 'ked_diphone', 'Tea, please.', pace.turnGap, 0],
      ['kdl', 'ked_diphone', 'With milk.', pace.sameSpeakerGap, pace.tail],
    ]);
    expect(fixedSeconds(s)).toBeCloseTo(
      pace.leadIn + pace.sentenceGap + pace.turnGap + pace.sameSpeakerGap + pace.tail,
    );
  });

  it('pauses longer at A1 than at C1', () => {
    expect(fixedSeconds(segments(dialogue, LEVEL_PACE.A1))).toBeGreaterThan(
      fixedSeconds(segments(dialogue, LEVEL_PACE.C1)),
    );
  });

  it('writes one festival script that sets each voice’s pace where the voice changes', () => {
    const text = festivalScript(segments(dialogue, LEVEL_PACE.A1), 1.4, '/tmp/x');
    expect(text.match(/\(voice_cmu_us_slt_arctic_hts\)/g)).toHaveLength(1);
    expect(text.match(/\(voice_ked_diphone\)/g)).toHaveLength(1);
    expect(text).toContain(`(list "-r" ${(1 / 1.4).toFixed(4)})`);
    expect(text).toContain(`Duration_Stretch ${(1.4 * VOICE_SHAPE.kdl.pace).toFixed(4)}`);
    expect(text).toContain('"/tmp/x/seg-3.wav"');
    expect(text.match(/utt\.synth/g)).toHaveLength(4);
  });

  it('builds the sox and lame command lines', () => {
    const [first] = segments(dialogue);
    const sox = soxLineArgs(first!, 'a.wav', 'b.wav');
    expect(sox.slice(0, 6)).toEqual(['a.wav', '-b', '16', '-c', '1', 'b.wav']);
    expect(sox).toContain(String(RENDER.sampleRate));
    expect(sox).not.toContain('pitch');
    const low = soxLineArgs({ ...first!, voice: 'slt-low' }, 'a.wav', 'b.wav');
    expect(low.slice(-2)).toEqual(['pitch', String(VOICE_SHAPE['slt-low'].cents)]);
    expect(soxPadArgs(first!, 'b.wav', 'c.wav', 3)).toEqual([
      'b.wav',
      'c.wav',
      'gain',
      '3.00',
      'pad',
      first!.before.toFixed(3),
      '0.000',
    ]);
    expect(lameArgs('in.wav', 'out.mp3')).toEqual(
      expect.arrayContaining(['-m', 'm', '--abr', String(RENDER.kbps), 'in.wav', 'out.mp3']),
    );
    expect(lameArgs('in.wav', 'out.mp3')).toEqual(
      expect.arrayContaining(['--lowpass', String(RENDER.lowpassKhz)]),
    );
    expect(lameArgs('in.wav', 'out.mp3')).not.toContain('--scale');
    expect(lameArgs('in.wav', 'out.mp3', 0.8)).toEqual(
      expect.arrayContaining(['--scale', '0.8000']),
    );
    expect(lameArgs('in.wav', 'out.mp3', 1, { kbps: 28 })).not.toContain('--lowpass');
  });
});

describe('renderScript', () => {
  const ready = missingPackages(VOICE_IDS);
  it.skipIf(ready.length > 0)(
    'renders a dialogue of two women at the A1 pace and the loudness target',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'yek-synth-'));
      const script: Script = {
        ...dialogue,
        speakers: [
          { id: 'emma', name: 'Emma', voice: 'slt' },
          { id: 'deniz', name: 'Deniz', voice: 'slt-low' },
        ],
      };
      try {
        const out = await renderScript(script, join(dir, 'tea.mp3'), 'A1');
        expect(out.wpm).toBeGreaterThanOrEqual(PACE_BANDS.A1.min);
        expect(out.wpm).toBeLessThanOrEqual(PACE_BANDS.A1.max);
        expect(Math.abs(out.loudness.integrated - LOUDNESS.targetLufs)).toBeLessThanOrEqual(
          LOUDNESS.toleranceLu,
        );
        expect(out.loudness.truePeak).toBeLessThanOrEqual(LOUDNESS.maxTruePeakDb);
        expect(out.kbps).toBeGreaterThan(RENDER.kbps * 0.6);
        expect(out.kbps).toBeLessThan(RENDER.kbps * 1.4);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
