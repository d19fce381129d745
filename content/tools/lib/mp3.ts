/**
 * Duration of an MP3 file read from its frames, so that measuring a rendered file needs no decoder
 * (sox reads MP3 only with an extra package). Handles MPEG-1, -2 and -2.5 Layer III, an ID3v2 tag
 * in front, an ID3v1 tag at the end, and the Xing/Info frame with the LAME tag that lame writes
 * first: that frame carries no audio, and its encoder delay and padding are taken off so the figure
 * is the length a gapless player plays.
 */

export interface Mp3Info {
  /** Seconds of audio. */
  seconds: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Audio frames, the Xing/Info frame not counted. */
  frames: number;
  /** Average bitrate of the audio frames, in kbps. */
  kbps: number;
}

// Layer III bitrates in kbps by bitrate index: MPEG-1, then MPEG-2 and 2.5.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

interface FrameHeader {
  mpeg1: boolean;
  sampleRate: number;
  kbps: number;
  mono: boolean;
  crc: boolean;
  length: number;
  samples: number;
}

/** The Layer III frame header at `at`, or null when the bytes there are not one. */
export function frameHeader(buf: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > buf.length) return null;
  const b1 = buf[at + 1]!;
  const b2 = buf[at + 2]!;
  const b3 = buf[at + 3]!;
  if (buf[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  if (version === 1 || layer !== 1) return null; // reserved version; not Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const kbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
  const padding = (b2 >> 1) & 0x01;
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return {
    mpeg1,
    sampleRate,
    kbps,
    mono: b3 >> 6 === 3,
    crc: (b1 & 0x01) === 0,
    length,
    samples: mpeg1 ? 1152 : 576,
  };
}

function ascii(buf: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...buf.subarray(at, at + length));
}

function id3v2Length(buf: Uint8Array): number {
  if (buf.length < 10 || ascii(buf, 0, 3) !== 'ID3') return 0;
  const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7);
  const footer = (buf[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + (size | (buf[9]! & 0x7f)) + footer;
}

/** Encoder delay and padding from a Xing/Info frame's LAME tag, or null when the frame is audio. */
function infoFrame(
  buf: Uint8Array,
  at: number,
  h: FrameHeader,
): { delay: number; padding: number } | null {
  const sideInfo = h.mpeg1 ? (h.mono ? 17 : 32) : h.mono ? 9 : 17;
  const tag = at + 4 + (h.crc ? 2 : 0) + sideInfo;
  if (tag + 8 > buf.length) return null;
  const name = ascii(buf, tag, 4);
  if (name !== 'Xing' && name !== 'Info') return null;
  const flags = buf[tag + 7]!;
  let p = tag + 8;
  if (flags & 0x01) p += 4; // frame count
  if (flags & 0x02) p += 4; // byte count
  if (flags & 0x04) p += 100; // table of contents
  if (flags & 0x08) p += 4; // quality
  // The LAME tag: 9 bytes of encoder name, 12 bytes of settings, then delay and padding (12 bits each).
  if (p + 24 > at + h.length || p + 24 > buf.length) return { delay: 0, padding: 0 };
  const encoder = ascii(buf, p, 4);
  if (encoder !== 'LAME' && encoder !== 'Lavf' && encoder !== 'Lavc')
    return { delay: 0, padding: 0 };
  const d0 = buf[p + 21]!;
  const d1 = buf[p + 22]!;
  const d2 = buf[p + 23]!;
  return { delay: (d0 << 4) | (d1 >> 4), padding: ((d1 & 0x0f) << 8) | d2 };
}

/** Reads the frames of an MP3 file; throws when it holds none. */
export function mp3Info(buf: Uint8Array): Mp3Info {
  let at = id3v2Length(buf);
  let first: FrameHeader | null = null;
  let frames = 0;
  let samples = 0;
  let bits = 0;
  let trim = 0;
  while (at + 4 <= buf.length) {
    const h = frameHeader(buf, at);
    if (!h || at + h.length > buf.length) {
      if (ascii(buf, at, 3) === 'TAG') break; // ID3v1 at the end
      if (first && !h) break; // junk after the audio
      if (h) break; // a truncated last frame
      at++; // look for the first frame
      continue;
    }
    if (!first) {
      first = h;
      const info = infoFrame(buf, at, h);
      if (info) {
        trim = info.delay + info.padding;
        at += h.length;
        continue;
      }
    } else if (h.sampleRate !== first.sampleRate) break; // not the same stream
    frames++;
    samples += h.samples;
    bits += h.length * 8;
    at += h.length;
  }
  if (!first || frames === 0) throw new Error('no MP3 audio frames found');
  const seconds = Math.max(0, samples - trim) / first.sampleRate;
  return {
    seconds,
    sampleRate: first.sampleRate,
    channels: first.mono ? 1 : 2,
    frames,
    kbps: bits / (samples / first.sampleRate) / 1000,
  };
}
