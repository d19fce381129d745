import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameHeader, mp3Info } from './mp3';

// MPEG-2 Layer III, no CRC, 32 kbps, 16 kHz, mono: 72 * 32000 / 16000 = 144 bytes a frame.
const HEADER = [0xff, 0xf3, 0x48, 0xc0];
const FRAME = 144;

function frame(fill = 0x55, header = HEADER, length = FRAME): number[] {
  return [...header, ...new Array<number>(length - 4).fill(fill)];
}

/** A Xing/Info frame as lame writes it, with encoder delay and padding in its LAME tag. */
function infoFrame(delay: number, padding: number): number[] {
  // 64 kbps (288 bytes), as lame raises the bitrate of this frame to fit the tag.
  const bytes = frame(0, [0xff, 0xf3, 0x88, 0xc0], 288);
  const tag = 4 + 9; // header, then MPEG-2 mono side information
  bytes.splice(tag, 8, ...[...'Info'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0x0f);
  const lame = tag + 8 + 4 + 4 + 100 + 4;
  bytes.splice(lame, 4, ...[...'LAME'].map((c) => c.charCodeAt(0)));
  bytes[lame + 21] = delay >> 4;
  bytes[lame + 22] = ((delay & 0x0f) << 4) | (padding >> 8);
  bytes[lame + 23] = padding & 0xff;
  return bytes;
}

const file = (...parts: number[][]): Uint8Array => new Uint8Array(parts.flat());
const frames = (n: number): number[][] => Array.from({ length: n }, () => frame());

describe('mp3Info', () => {
  it('reads a frame header', () => {
    expect(frameHeader(new Uint8Array(HEADER), 0)).toMatchObject({
      mpeg1: false,
      sampleRate: 16000,
      kbps: 32,
      mono: true,
      length: FRAME,
      samples: 576,
    });
    expect(frameHeader(new Uint8Array([0xff, 0xfb, 0x90, 0x64]), 0)).toMatchObject({
      mpeg1: true,
      sampleRate: 44100,
      kbps: 128,
      mono: false,
      length: 417,
    });
    expect(frameHeader(new Uint8Array([0xff, 0xf3, 0xf8, 0xc0]), 0)).toBeNull(); // bad bitrate
    expect(frameHeader(new Uint8Array([0x49, 0x44, 0x33, 0x04]), 0)).toBeNull();
  });

  it('counts the samples of the audio frames', () => {
    const info = mp3Info(file(...frames(10)));
    expect(info.frames).toBe(10);
    expect(info.seconds).toBeCloseTo((10 * 576) / 16000, 6);
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, kbps: 32 });
  });

  it('skips the Info frame and takes off the encoder delay and padding of its LAME tag', () => {
    const info = mp3Info(file(infoFrame(576, 1000), ...frames(10)));
    expect(info.frames).toBe(10);
    expect(info.seconds).toBeCloseTo((10 * 576 - 576 - 1000) / 16000, 6);
  });

  it('skips an ID3v2 tag in front and an ID3v1 tag at the end', () => {
    const id3v2 = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...new Array<number>(20).fill(0xff)];
    const id3v1 = [0x54, 0x41, 0x47, ...new Array<number>(125).fill(0x20)];
    expect(mp3Info(file(id3v2, ...frames(4), id3v1)).frames).toBe(4);
  });

  it('ignores a truncated last frame and rejects a file without frames', () => {
    expect(mp3Info(file(...frames(3), frame().slice(0, 60))).frames).toBe(3);
    expect(() => mp3Info(new Uint8Array(500))).toThrow(/no MP3 audio frames/);
  });

  const hasTools = ['sox', 'lame'].every(
    (c) => spawnSync(c, ['--version'], { stdio: 'ignore' }).error === undefined,
  );
  it.skipIf(!hasTools)('measures what lame encodes to the sample (gapless)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'yek-mp3-'));
    try {
      const wav = join(dir, 'tone.wav');
      const mp3 = join(dir, 'tone.mp3');
      // 1.7 s of a 440 Hz tone at 16 kHz, encoded the way the audio command does.
      spawnSync('sox', [
        '-n',
        '-r',
        '16000',
        '-c',
        '1',
        '-b',
        '16',
        wav,
        'synth',
        '1.7',
        'sine',
        '440',
      ]);
      spawnSync('lame', ['--quiet', '-m', 'm', '--abr', '28', wav, mp3]);
      const info = mp3Info(readFileSync(mp3));
      expect(info.seconds).toBeCloseTo(1.7, 3);
      expect(info.sampleRate).toBe(16000);
      expect(info.channels).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
