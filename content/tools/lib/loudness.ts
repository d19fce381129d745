/**
 * Loudness of the rendered audio (content/AUDIO.md): every file is brought to one integrated
 * loudness (EBU R128 / ITU-R BS.1770, measured by ffmpeg's ebur128) with its true peak under a
 * ceiling, so the voices and the levels sound equally loud. Normalizing measures the joined WAV,
 * limits its peaks where the gain needs it and applies the gain, linearly otherwise (ffmpeg's
 * loudnorm, tried first, falls back to a dynamic mode that misses the target on short speech files
 * by 2 LU and more); the encoded MP3 is measured again and, if it is off, given a small gain or a
 * lower peak ceiling and encoded again.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const LOUDNESS = {
  /** Integrated loudness every file ends at (LUFS). */
  targetLufs: -16,
  /** Highest true peak a file may reach (dBTP). */
  maxTruePeakDb: -1.5,
  /** How far from the target a file may end (LU); the measure mode flags files further off. */
  toleranceLu: 0.5,
  /**
   * The true-peak ceiling the WAV is first limited to: below the limit because MP3 encoding
   * overshoots the peaks of the WAV it is given by up to a decibel.
   */
  firstCeilingDb: -2.5,
  /** The encoder keeps up to 7 kHz; the normalized WAV is band-limited there first (Hz). */
  lowpassHz: 7000,
  /** How close the renderer aims (LU): inside the tolerance, so a kept file is never at its edge. */
  aimLu: 0.25,
} as const;

export interface Loudness {
  /** Integrated loudness (LUFS). */
  integrated: number;
  /** True peak (dBTP). */
  truePeak: number;
  /** Loudness range (LU). */
  range: number;
}

/** The summary ffmpeg's ebur128 filter prints at the end, read into numbers. */
export function parseEbur128(stderr: string): Loudness {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const value = (label: string): number => {
    const match = new RegExp(`^\\s*${label}:\\s+(-?[\\d.]+|-inf)`, 'm').exec(summary);
    if (!match) throw new Error(`ebur128: no "${label}" in the summary`);
    return match[1] === '-inf' ? -Infinity : Number(match[1]);
  };
  return { integrated: value('I'), truePeak: value('Peak'), range: value('LRA') };
}

/**
 * The ffmpeg filter that brings a file measured at `measured` to the target: a gain, after a peak
 * limiter (ffmpeg's alimiter, 5 ms attack, 50 ms release, no auto-level) where the gain would lift
 * the true peak over `ceilingDb`. `extraDb` adds to the gain (the loudness the limiter took away).
 */
export function normalizeFilter(
  measured: Loudness,
  ceilingDb: number,
  extraDb = 0,
  sampleRate = 16000,
): string {
  const gain = LOUDNESS.targetLufs - measured.integrated + extraDb;
  // Band-limited as the MP3 will be, so the encoder has no clicks to overshoot on.
  const filters: string[] = [`lowpass=f=${LOUDNESS.lowpassHz},lowpass=f=${LOUDNESS.lowpassHz}`];
  if (measured.truePeak + gain > ceilingDb) {
    const limit = Math.min(1, Math.max(0.0625, 10 ** ((ceilingDb - gain) / 20)));
    // Limited at four times the rate, so the peaks between the samples are caught too.
    filters.push(
      `aresample=${sampleRate * 4}`,
      `alimiter=limit=${limit.toFixed(5)}:attack=5:release=50:level=0`,
      `aresample=${sampleRate}`,
    );
  }
  filters.push(`volume=${gain.toFixed(2)}dB`);
  return filters.join(',');
}

/** Integrated loudness, true peak and loudness range of any file ffmpeg reads. */
export async function measureLoudness(file: string): Promise<Loudness> {
  const { stderr } = await run(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return parseEbur128(stderr);
}

/**
 * Normalizes a WAV to the target loudness with its true peak under `ceilingDb` (measure, limit,
 * gain; measured again and the gain corrected up to five times, since limiting lowers the loudness),
 * written as 16-bit mono WAV at `sampleRate`. Returns the loudness of the result.
 */
export async function normalizeWav(
  inFile: string,
  outFile: string,
  sampleRate: number,
  ceilingDb: number = LOUDNESS.firstCeilingDb,
): Promise<Loudness> {
  const measured = await measureLoudness(inFile);
  if (!Number.isFinite(measured.integrated) || measured.integrated <= -70)
    throw new Error(`${inFile}: too short or silent to measure its loudness`);
  // The loudness rises with the gain more slowly where the limiter works: secant steps find it.
  let extra = 0;
  let result = measured;
  let previous: { extra: number; integrated: number } | undefined;
  for (let pass = 0; pass < 6; pass++) {
    // The result is measured on its way out (ebur128 passes the audio through): one run a pass.
    const { stderr } = await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-nostats',
        '-y',
        '-i',
        inFile,
        '-af',
        `${normalizeFilter(measured, ceilingDb, extra, sampleRate)},ebur128=peak=true`,
        '-ar',
        String(sampleRate),
        '-ac',
        '1',
        '-c:a',
        'pcm_s16le',
        outFile,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    result = parseEbur128(stderr);
    const off = LOUDNESS.targetLufs - result.integrated;
    if (Math.abs(off) <= 0.2) break;
    const slope = previous
      ? Math.min(
          1,
          Math.max(0.2, (result.integrated - previous.integrated) / (extra - previous.extra || 1)),
        )
      : 1;
    previous = { extra, integrated: result.integrated };
    extra += Math.min(12, off / slope);
  }
  return result;
}

/** Is a measured file on target: loudness within the tolerance, true peak under the limit? */
export const onTarget = (l: Loudness): boolean =>
  Math.abs(l.integrated - LOUDNESS.targetLufs) <= LOUDNESS.toleranceLu &&
  l.truePeak <= LOUDNESS.maxTruePeakDb;

/**
 * What to do after an encoding measured `l`: keep it, encode again with a gain (dB, given to lame as
 * a scale) when only the loudness is off and the peak leaves room for it, or normalize again with a
 * lower ceiling when the peak is over the limit.
 */
export function correction(
  l: Loudness,
  ceilingDb: number,
): { kind: 'keep' } | { kind: 'gain'; db: number } | { kind: 'ceiling'; db: number } {
  if (
    Math.abs(l.integrated - LOUDNESS.targetLufs) <= LOUDNESS.aimLu &&
    l.truePeak <= LOUDNESS.maxTruePeakDb
  )
    return { kind: 'keep' };
  if (l.truePeak > LOUDNESS.maxTruePeakDb)
    return { kind: 'ceiling', db: ceilingDb - (l.truePeak - LOUDNESS.maxTruePeakDb) - 0.3 };
  const db = LOUDNESS.targetLufs - l.integrated;
  if (l.truePeak + db <= LOUDNESS.maxTruePeakDb) return { kind: 'gain', db };
  return { kind: 'ceiling', db: ceilingDb - 0.5 };
}
