/**
 * Speech synthesis of a listening script with Debian's festival: each line in its speaker's voice
 * (text2wave), trimmed of festival's own silence, resampled and levelled with sox, joined with
 * fixed pauses, and encoded as a mono MP3 with lame. Only `content/tools/audio.ts` runs it;
 * a machine that only reads the committed files needs none of these programs.
 */
import { execFile, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { VOICES, type Script, type VoiceId } from '@yek/contracts/content';
import { mp3Info } from './mp3';

const run = promisify(execFile);

/**
 * The festival voice of each voice id. Debian's festvox-kdlpc16k installs its voice under the name
 * `ked_diphone`; it is the second American male voice the archive offers.
 */
export const FESTIVAL_VOICES: Record<VoiceId, string> = {
  slt: 'cmu_us_slt_arctic_hts',
  kal: 'kal_diphone',
  kdl: 'ked_diphone',
};

/**
 * The rendering settings. Changing any of them changes every file: bump AUDIO_FORMAT_VERSION in
 * audio.ts with them so that every script is rendered again.
 */
export const RENDER = {
  sampleRate: 16000,
  /**
   * Average bitrate of the MP3 (lame's ABR): at 16 kHz mono, 28 kbps keeps the whole 8 kHz band
   * (lame cuts CBR 24 at 5.8 kHz, which dulls s, f and th), and a year of scripts stays near 60 MB.
   */
  kbps: 28,
  /** Seconds of silence before the first line, between turns, between two lines of one speaker, after the last. */
  leadIn: 0.2,
  turnGap: 0.35,
  sameSpeakerGap: 0.3,
  tail: 0.3,
  /** Every line is levelled to this peak (dBFS), so voices match and the MP3 has headroom. */
  linePeakDb: -3,
  /**
   * Highest peak (dBFS) the decoded MP3 may reach: encoding can overshoot the levelled lines by a
   * few dB, and a file above this is encoded again with its input scaled down.
   */
  maxPeakDb: -1,
  /** Below this level (dB) festival's leading and trailing samples count as silence. */
  silenceDb: -55,
} as const;

/** The Debian packages the command needs besides the voices. */
export const TOOL_PACKAGES = ['festival', 'lame', 'sox'] as const;

/**
 * The text festival is given for a line: festival reads 8-bit text, so typographic quotes and
 * dashes become ASCII, accents are dropped and anything else outside ASCII becomes a space.
 */
export function speakableText(text: string): string {
  return text
    .replace(/[‘’ʼ′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/…/g, '...')
    .replace(/\s*[—–]\s*/g, ', ')
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One line to synthesize and the silence around it, in seconds. */
export interface Segment {
  voice: VoiceId;
  festivalVoice: string;
  text: string;
  before: number;
  after: number;
}

/** The lines of a script with their voices and pauses. */
export function segments(script: Script): Segment[] {
  const voices = new Map(script.speakers.map((s) => [s.id, s.voice]));
  return script.lines.map((line, i) => {
    const voice = voices.get(line.speaker);
    if (!voice) throw new Error(`line ${i + 1}: unknown speaker ${line.speaker}`);
    const previous = script.lines[i - 1];
    const before =
      i === 0
        ? RENDER.leadIn
        : previous?.speaker === line.speaker
          ? RENDER.sameSpeakerGap
          : RENDER.turnGap;
    return {
      voice,
      festivalVoice: FESTIVAL_VOICES[voice],
      text: speakableText(line.text),
      before,
      after: i === script.lines.length - 1 ? RENDER.tail : 0,
    };
  });
}

export const text2waveArgs = (segment: Segment, textFile: string, wavFile: string): string[] => [
  '-eval',
  `(voice_${segment.festivalVoice})`,
  '-o',
  wavFile,
  textFile,
];

/** sox: trim festival's silence at both ends, resample, level the peak, add the pauses. */
export function soxLineArgs(segment: Segment, inFile: string, outFile: string): string[] {
  const silence = ['silence', '1', '0.01', `${RENDER.silenceDb}d`];
  return [
    inFile,
    '-b',
    '16',
    '-c',
    '1',
    outFile,
    ...silence,
    'reverse',
    ...silence,
    'reverse',
    'rate',
    '-h',
    String(RENDER.sampleRate),
    'gain',
    '-n',
    String(RENDER.linePeakDb),
    'pad',
    segment.before.toFixed(3),
    segment.after.toFixed(3),
  ];
}

export const lameArgs = (wavFile: string, mp3File: string, scale = 1): string[] => [
  '--quiet',
  ...(scale === 1 ? [] : ['--scale', scale.toFixed(4)]),
  '-m',
  'm',
  '--abr',
  String(RENDER.kbps),
  '-q',
  '2',
  '--noreplaygain',
  wavFile,
  mp3File,
];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The Debian packages missing for rendering the given voices: the programs (festival, text2wave,
 * lame, sox) and, when festival is there, each voice it cannot load.
 */
export function missingPackages(voices: Iterable<VoiceId>): string[] {
  const missing = new Set<string>();
  if (!onPath('festival') || !onPath('text2wave')) missing.add('festival');
  if (!onPath('lame')) missing.add('lame');
  if (!onPath('sox')) missing.add('sox');
  for (const voice of new Set(voices)) {
    if (missing.has('festival')) missing.add(VOICES[voice].package);
    else {
      const probe = spawnSync('festival', ['-b', `(voice_${FESTIVAL_VOICES[voice]})`], {
        stdio: 'ignore',
        timeout: 30_000,
      });
      if (probe.status !== 0) missing.add(VOICES[voice].package);
    }
  }
  return [...missing];
}

export interface Levels {
  seconds: number;
  peakDb: number;
  rmsDb: number;
}

/** Length, peak and RMS level of an audio file sox reads, from `sox FILE -n stats`. */
export async function soxStats(file: string): Promise<Levels> {
  const { stderr } = await run('sox', [file, '-n', 'stats']);
  const value = (label: string): number => {
    const match = new RegExp(`^${label}\\s+(-?[\\d.]+|-inf)`, 'm').exec(stderr);
    if (!match) throw new Error(`sox stats: no "${label}" for ${file}`);
    return match[1] === '-inf' ? -Infinity : Number(match[1]);
  };
  return { seconds: value('Length s'), peakDb: value('Pk lev dB'), rmsDb: value('RMS lev dB') };
}

export interface Rendered {
  /** Duration measured from the MP3's frames. */
  seconds: number;
  bytes: number;
  kbps: number;
  /** Peak and RMS level of the MP3 decoded again; a peak at 0 dBFS would mean clipping. */
  peakDb: number;
  rmsDb: number;
}

async function synthesize(segment: Segment, dir: string, n: number): Promise<string> {
  const textFile = join(dir, `line-${n}.txt`);
  const rawFile = join(dir, `line-${n}-raw.wav`);
  const lineFile = join(dir, `line-${n}.wav`);
  writeFileSync(textFile, `${segment.text}\n`, 'latin1');
  // text2wave exits 0 even when the voice is unknown, so the file itself is the test.
  const { stderr } = await run('text2wave', text2waveArgs(segment, textFile, rawFile));
  if (!existsSync(rawFile) || statSync(rawFile).size <= 44)
    throw new Error(
      `festival rendered nothing for line ${n} (${segment.voice}): ${stderr.trim() || 'no output'}`,
    );
  await run('sox', soxLineArgs(segment, rawFile, lineFile));
  return lineFile;
}

/** Renders a script to `outFile` (an MP3), working in a temporary folder removed afterwards. */
export async function renderScript(script: Script, outFile: string): Promise<Rendered> {
  const dir = mkdtempSync(join(tmpdir(), 'yek-audio-'));
  try {
    const lineFiles: string[] = [];
    let n = 0;
    for (const segment of segments(script)) lineFiles.push(await synthesize(segment, dir, ++n));
    const joined = join(dir, 'script.wav');
    await run('sox', [...lineFiles, joined]);
    const decoded = join(dir, 'decoded.wav');
    const encode = async (scale: number): Promise<Levels> => {
      await run('lame', lameArgs(joined, outFile, scale));
      await run('lame', ['--quiet', '--decode', outFile, decoded]);
      return soxStats(decoded);
    };
    let levels = await encode(1);
    if (levels.peakDb > RENDER.maxPeakDb)
      levels = await encode(10 ** ((RENDER.maxPeakDb - 0.5 - levels.peakDb) / 20));
    const bytes = readFileSync(outFile);
    const info = mp3Info(bytes);
    return {
      seconds: info.seconds,
      bytes: bytes.length,
      kbps: info.kbps,
      peakDb: levels.peakDb,
      rmsDb: levels.rmsDb,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
