/**
 * Speech synthesis of a listening script with Debian's festival (content/AUDIO.md): every sentence
 * of every line in its speaker's voice at the pace of the script's level, in one festival run;
 * each trimmed of festival's own silence, resampled, pitch-shifted for a derived voice and levelled
 * to one loudness with sox and ffmpeg, joined with the level's pauses; the pace measured and, if it
 * is off its band, rendered once more at a corrected stretch; the whole normalized to the loudness
 * target and encoded as a mono MP3 with lame. Only `content/tools/audio.ts` runs it; a machine that
 * only reads the committed files needs none of these programs.
 */
import { execFile, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { type CefrLevel, type Script, VOICES, type VoiceId } from '@yek/contracts/content';
import {
  LEVEL_PACE,
  type LevelPace,
  correctedPace,
  paceAcceptable,
  sentencePace,
  scriptWords,
  wordsPerMinute,
} from './audio-pace';
import { LOUDNESS, type Loudness, correction, measureLoudness, normalizeWav } from './loudness';
import { mp3Info } from './mp3';
import { sentencesOf } from './sentences';

const run = promisify(execFile);

/**
 * The festival voice each voice id is synthesized with. Debian's festvox-kdlpc16k installs its voice
 * under the name `ked_diphone`; it is the second American male voice the archive offers. The derived
 * voices use their base voice and change it afterwards (VOICE_SHAPE).
 */
export const FESTIVAL_VOICES: Record<VoiceId, string> = {
  slt: 'cmu_us_slt_arctic_hts',
  kal: 'kal_diphone',
  kdl: 'ked_diphone',
  'slt-low': 'cmu_us_slt_arctic_hts',
  'kal-high': 'kal_diphone',
};

/**
 * How a voice differs from its festival voice: `cents` of pitch shift (sox `pitch`, which moves
 * the formants with the pitch, as a person of another build sounds; festival's HTS engine in Debian
 * ignores its own half-tone and all-pass options) and `pace`, a factor on the level's stretch, so a
 * derived voice also speaks at a slightly different speed from its base. The adaptive pace keeps
 * every file in its level's band whatever the factor.
 */
export const VOICE_SHAPE: Readonly<Record<VoiceId, { cents: number; pace: number }>> = {
  slt: { cents: 0, pace: 1 },
  kal: { cents: 0, pace: 1.03 },
  kdl: { cents: 0, pace: 1.04 },
  'slt-low': { cents: -250, pace: 1.06 },
  'kal-high': { cents: 200, pace: 0.98 },
};

/**
 * The rendering settings. Changing any of them changes every file: bump AUDIO_FORMAT_VERSION in
 * audio.ts with them so that every script is rendered again.
 */
export const RENDER = {
  sampleRate: 16000,
  /**
   * Average bitrate of the MP3 (lame's ABR): at 16 kHz mono, 24 kbps with lame's low-pass raised to
   * 7 kHz keeps the consonants' band (s, f, th; lame's own choice at 24 kbps cuts at 5.8 kHz), and a
   * year of slower scripts stays under the budget (content/AUDIO.md, "Size").
   */
  kbps: 24,
  /** lame's low-pass (kHz). */
  lowpassKhz: 7,
  /** Every sentence is peak-levelled to this (dBFS) before resampling, so nothing clips. */
  linePeakDb: -6,
  /**
   * Every sentence is then levelled to this loudness (LUFS), so voices and sentences match within
   * a file; the whole file is normalized to LOUDNESS.targetLufs afterwards.
   */
  lineLufs: -26,
  /** Highest sample peak (dBFS) of the decoded MP3 (the true peak is held under LOUDNESS). */
  maxPeakDb: LOUDNESS.maxTruePeakDb,
  /** Below this level (dB) festival's leading and trailing samples count as silence. */
  silenceDb: -55,
} as const;

/** The Debian packages the command needs besides the voices. */
export const TOOL_PACKAGES = ['festival', 'lame', 'sox', 'ffmpeg'] as const;

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

/** One sentence to synthesize and the silence around it, in seconds. */
export interface Segment {
  voice: VoiceId;
  festivalVoice: string;
  text: string;
  before: number;
  after: number;
}

/** The sentences of a script's lines with their voices and the level's pauses around them. */
export function segments(
  script: Script,
  pace: LevelPace = LEVEL_PACE.C1,
  pauseScale = 1,
): Segment[] {
  const voices = new Map(script.speakers.map((s) => [s.id, s.voice]));
  const out: Segment[] = [];
  script.lines.forEach((line, i) => {
    const voice = voices.get(line.speaker);
    if (!voice) throw new Error(`line ${i + 1}: unknown speaker ${line.speaker}`);
    const previous = script.lines[i - 1];
    const sentences = sentencesOf(line.text);
    (sentences.length > 0 ? sentences : [line.text]).forEach((sentence, s) => {
      const before =
        s > 0
          ? pace.sentenceGap
          : i === 0
            ? pace.leadIn
            : previous?.speaker === line.speaker
              ? pace.sameSpeakerGap
              : pace.turnGap;
      out.push({
        voice,
        festivalVoice: FESTIVAL_VOICES[voice],
        text: speakableText(sentence),
        before: before * pauseScale,
        after: 0,
      });
    });
  });
  const last = out.at(-1);
  if (last) last.after = pace.tail * pauseScale;
  return out;
}

/** Seconds of silence the renderer puts around the segments (they do not stretch). */
export const fixedSeconds = (segs: readonly Segment[]): number =>
  segs.reduce((n, s) => n + s.before + s.after, 0);

const schemeString = (text: string): string =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** festival's setting of a voice's pace: the HTS speed rate for slt, Duration_Stretch otherwise. */
export function festivalPace(festivalVoice: string, stretch: number): string {
  return festivalVoice.endsWith('_hts')
    ? `(Parameter.set 'Duration_Stretch 1)\n(set! hts_engine_params (append hts_engine_params (list (list "-r" ${(1 / stretch).toFixed(4)}))))`
    : `(Parameter.set 'Duration_Stretch ${stretch.toFixed(4)})`;
}

/**
 * The festival script that says every segment into `<dir>/seg-<n>.wav`, each voice at `stretch`
 * times its own pace factor. A voice is selected again (which resets its settings) only where it
 * changes.
 */
export function festivalScript(segs: readonly Segment[], stretch: number, dir: string): string {
  const lines: string[] = [];
  let current: VoiceId | undefined;
  segs.forEach((seg, n) => {
    if (seg.voice !== current) {
      lines.push(
        `(voice_${seg.festivalVoice})`,
        festivalPace(seg.festivalVoice, stretch * VOICE_SHAPE[seg.voice].pace),
      );
      current = seg.voice;
    }
    lines.push(
      `(set! utt (utt.synth (Utterance Text ${schemeString(seg.text)})))`,
      `(utt.save.wave utt ${schemeString(join(dir, `seg-${n}.wav`))} 'riff)`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/** sox: trim festival's silence at both ends, level the peak, resample, shift a derived voice. */
export function soxLineArgs(segment: Segment, inFile: string, outFile: string): string[] {
  const silence = ['silence', '1', '0.01', `${RENDER.silenceDb}d`];
  const cents = VOICE_SHAPE[segment.voice].cents;
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
    'gain',
    '-n',
    String(RENDER.linePeakDb),
    'rate',
    '-h',
    String(RENDER.sampleRate),
    ...(cents === 0 ? [] : ['pitch', String(cents)]),
  ];
}

/** sox: bring a trimmed segment to the line loudness and put its pauses around it. */
export function soxPadArgs(
  segment: Segment,
  inFile: string,
  outFile: string,
  gainDb: number,
): string[] {
  return [
    inFile,
    outFile,
    'gain',
    gainDb.toFixed(2),
    'pad',
    segment.before.toFixed(3),
    segment.after.toFixed(3),
  ];
}

/** An MP3 encoding: lame's average bitrate and, if set, its low-pass (kHz). */
export interface Encoding {
  kbps: number;
  lowpassKhz?: number;
}

export const lameArgs = (
  wavFile: string,
  mp3File: string,
  scale = 1,
  encoding: Encoding = RENDER,
): string[] => [
  '--quiet',
  ...(scale === 1 ? [] : ['--scale', scale.toFixed(4)]),
  '-m',
  'm',
  '--abr',
  String(encoding.kbps),
  ...(encoding.lowpassKhz === undefined ? [] : ['--lowpass', String(encoding.lowpassKhz)]),
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
 * lame, sox, ffmpeg) and, when festival is there, each voice it cannot load.
 */
export function missingPackages(voices: Iterable<VoiceId>): string[] {
  const missing = new Set<string>();
  if (!onPath('festival') || !onPath('text2wave')) missing.add('festival');
  if (!onPath('lame')) missing.add('lame');
  if (!onPath('sox')) missing.add('sox');
  if (!onPath('ffmpeg')) missing.add('ffmpeg');
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

export interface Encoded {
  /** Duration measured from the MP3's frames. */
  seconds: number;
  bytes: number;
  kbps: number;
  /** Loudness and true peak of the MP3 itself. */
  loudness: Loudness;
}

/**
 * Normalizes a WAV to the loudness target and encodes it to `mp3File`, then measures the MP3:
 * a file off the loudness gets a small gain in lame, a peak over the limit a lower ceiling, and at
 * most five encodings are made, the last scaled down if its peak is still over the limit.
 */
export async function encodeNormalized(
  wavFile: string,
  mp3File: string,
  workDir: string,
  encoding: Encoding = RENDER,
): Promise<Encoded> {
  const normalized = join(workDir, 'normalized.wav');
  let ceiling: number = LOUDNESS.firstCeilingDb;
  let scale = 1;
  await normalizeWav(wavFile, normalized, RENDER.sampleRate, ceiling);
  let loudness: Loudness = { integrated: 0, truePeak: 0, range: 0 };
  const last = 4;
  for (let attempt = 0; attempt <= last; attempt++) {
    await run('lame', lameArgs(normalized, mp3File, scale, encoding));
    loudness = await measureLoudness(mp3File);
    const next = correction(loudness, ceiling);
    if (next.kind === 'keep' || attempt === last) break;
    if (attempt === last - 1) {
      // Last chance: the peak limit holds, whatever a tenth of a decibel of loudness it costs.
      if (loudness.truePeak > LOUDNESS.maxTruePeakDb)
        scale *= 10 ** ((LOUDNESS.maxTruePeakDb - 0.15 - loudness.truePeak) / 20);
      else if (next.kind === 'gain') scale *= 10 ** (next.db / 20);
      else break;
    } else if (next.kind === 'gain') scale *= 10 ** (next.db / 20);
    else {
      ceiling = next.db;
      scale = 1;
      await normalizeWav(wavFile, normalized, RENDER.sampleRate, ceiling);
    }
  }
  const bytes = readFileSync(mp3File);
  const info = mp3Info(bytes);
  return { seconds: info.seconds, bytes: bytes.length, kbps: info.kbps, loudness };
}

export interface Rendered extends Encoded {
  /** Words a minute of the file (the script's words over its whole duration). */
  wpm: number;
  /** The stretch the kept rendering was made with (before the voices' own factors). */
  stretch: number;
  /** The factor on the level's pauses (1 unless the stretch alone could not reach the band). */
  pauseScale: number;
  /** Renderings made to hit the level's band (1 or 2). */
  attempts: number;
}

/**
 * Says every segment at `stretch` and joins them with their pauses into `<dir>/script.wav` (16 kHz
 * mono 16-bit PCM); returns its length in seconds.
 */
export async function speak(segs: Segment[], stretch: number, dir: string): Promise<number> {
  const scriptFile = join(dir, 'script.scm');
  writeFileSync(scriptFile, festivalScript(segs, stretch, dir), 'latin1');
  await run('festival', ['-b', scriptFile], { maxBuffer: 64 * 1024 * 1024 });
  const files: string[] = [];
  for (const [n, seg] of segs.entries()) {
    const raw = join(dir, `seg-${n}.wav`);
    const trimmed = join(dir, `seg-${n}-trim.wav`);
    const out = join(dir, `seg-${n}-out.wav`);
    await run('sox', soxLineArgs(seg, raw, trimmed));
    // One sentence alone needs no matching: the whole file is normalized next.
    let gain = 0;
    if (segs.length > 1)
      try {
        const { integrated } = await measureLoudness(trimmed);
        if (Number.isFinite(integrated) && integrated > -70) gain = RENDER.lineLufs - integrated;
      } catch {
        // Too short to measure: leave it at its peak level.
      }
    await run('sox', soxPadArgs(seg, trimmed, out, Math.min(gain, 12)));
    files.push(out);
  }
  const joined = join(dir, 'script.wav');
  await run('sox', [...files, joined]);
  const { stdout } = await run('soxi', ['-D', joined]);
  return Number(stdout.trim());
}

/**
 * Renders a script to `outFile` (an MP3) at the pace of `level`, working in a temporary folder
 * removed afterwards. A first rendering off its band is made again once at a corrected stretch.
 * `sentence`: a single model sentence (read-aloud item, lecture example), see SENTENCE_PACE.
 */
export async function renderScript(
  script: Script,
  outFile: string,
  level: CefrLevel = 'C1',
  options: { sentence?: boolean } = {},
): Promise<Rendered> {
  const dir = mkdtempSync(join(tmpdir(), 'yek-audio-'));
  try {
    const sentence = options.sentence ?? false;
    const pace = sentence ? sentencePace(level) : LEVEL_PACE[level];
    let segs = segments(script, pace);
    const words = scriptWords(script);
    let stretch = pace.stretch;
    let pauseScale = 1;
    let seconds = await speak(segs, stretch, dir);
    let attempts = 1;
    if (!paceAcceptable(wordsPerMinute(words, seconds), level)) {
      const next = correctedPace({
        stretch,
        seconds,
        fixedSeconds: fixedSeconds(segs),
        words,
        level,
        sentence,
      });
      if (next.stretch !== stretch || next.pauseScale !== 1) {
        stretch = next.stretch;
        pauseScale = next.pauseScale;
        segs = segments(script, pace, pauseScale);
        seconds = await speak(segs, stretch, dir);
        attempts++;
      }
    }
    const encoded = await encodeNormalized(join(dir, 'script.wav'), outFile, dir);
    return {
      ...encoded,
      wpm: wordsPerMinute(words, encoded.seconds),
      stretch,
      pauseScale,
      attempts,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
