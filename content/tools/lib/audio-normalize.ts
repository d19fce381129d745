/**
 * The audio command's `--normalize` and `--measure` runs (content/AUDIO.md): the recorded files
 * brought to the loudness target in place without synthesis, and the loudness by voice and the
 * words a minute by level printed.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AudioRef, CefrLevel } from '@yek/contracts/content';
import { roundSeconds } from './audio-field';
import { PACE_BANDS, paceVerdict, scriptWords, spread, wordsPerMinute } from './audio-pace';
import type { PlannedPart } from './audio-plan';
import { type Loudness, LOUDNESS, measureLoudness, onTarget } from './loudness';
import { mp3Info } from './mp3';
import { AUDIO_DIR, BOOK_AUDIO_DIR } from './paths';
import { type Encoding, RENDER, encodeNormalized } from './synth';

const run = promisify(execFile);

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The encoding a file is given again: its own, read from the LAME tag of its first frame (the ABR
 * bitrate at byte 20 after "LAME", the low-pass in hundreds of Hz at byte 10). Without a tag, the
 * average bitrate tells the formats apart: 28 kbps before format 2, RENDER's settings after.
 */
export function encodingOf(mp3: Uint8Array, averageKbps: number): Encoding {
  const head = Buffer.from(mp3.subarray(0, 1024));
  const at = head.indexOf('LAME');
  if (at >= 0 && at + 20 < head.length) {
    const kbps = head[at + 20]!;
    const lowpass = head[at + 10]!;
    if (kbps >= 8 && kbps <= 320)
      return lowpass > 0 ? { kbps, lowpassKhz: lowpass / 10 } : { kbps };
  }
  return averageKbps >= 26 ? { kbps: 28 } : { kbps: RENDER.kbps, lowpassKhz: RENDER.lowpassKhz };
}

/** The parts recorded with each file on disk, by file name. */
export function recordedFiles(parts: PlannedPart[], dir = AUDIO_DIR): Map<string, PlannedPart[]> {
  const onDisk = new Set(readdirSync(dir));
  const byFile = new Map<string, PlannedPart[]>();
  for (const p of parts) {
    const file = p.recorded?.file;
    if (!file || !onDisk.has(file)) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), p]);
  }
  return byFile;
}

const fmt = (l: Loudness): string =>
  `${l.integrated.toFixed(1)} LUFS ${l.truePeak.toFixed(1)} dBTP`;

/** Decodes, normalizes and encodes one MP3 again in place at its own bitrate. */
async function normalizeFile(path: string): Promise<{ seconds: number; loudness: Loudness }> {
  const dir = mkdtempSync(join(tmpdir(), 'yek-norm-'));
  try {
    const data = readFileSync(path);
    const info = mp3Info(data);
    const decoded = join(dir, 'decoded.wav');
    await run('lame', ['--quiet', '--decode', path, decoded]);
    const partial = join(dir, 'out.mp3');
    const out = await encodeNormalized(decoded, partial, dir, encodingOf(data, info.kbps));
    renameSync(partial, path);
    return { seconds: out.seconds, loudness: out.loudness };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface NormalizeOptions {
  /** The content's planned parts (their recorded files are normalized). */
  parts: PlannedPart[];
  /** The audio books' chapters (content/books/audio) instead. */
  books: boolean;
  /** Normalize files already on target too. */
  force: boolean;
  dryRun: boolean;
  jobs: number;
  /** Writes a part's audio field (its duration, when the file is its current one). */
  record: (part: PlannedPart, audio: AudioRef) => void;
}

/** The programs --normalize and --measure need that are not on the PATH. */
function missingTools(tools: string[]): string[] {
  return tools.filter((t) => spawnSync(t, ['--version'], { stdio: 'ignore' }).error !== undefined);
}

export async function normalizeAudio(options: NormalizeOptions): Promise<number> {
  const missing = missingTools(['lame', 'ffmpeg']);
  if (missing.length > 0) {
    console.error(
      `--normalize needs ${missing.join(' and ')}: sudo apt-get install -y lame ffmpeg`,
    );
    return 1;
  }
  const dir = options.books ? BOOK_AUDIO_DIR : AUDIO_DIR;
  const byFile = options.books
    ? new Map(
        readdirSync(dir)
          .filter((n) => /^[0-9a-f]{16}\.mp3$/.test(n))
          .map((n) => [n, [] as PlannedPart[]]),
      )
    : recordedFiles(options.parts);
  let changed = 0;
  let kept = 0;
  let failed = 0;
  let rerecorded = 0;
  const started = Date.now();
  await pool([...byFile.entries()], options.jobs, async ([file, parts]) => {
    const path = join(dir, file);
    try {
      const before = await measureLoudness(path);
      if (onTarget(before) && !options.force) {
        kept++;
        return;
      }
      if (options.dryRun) {
        console.log(`normalize ${file}  ${fmt(before)}`);
        changed++;
        return;
      }
      const after = await normalizeFile(path);
      changed++;
      const seconds = roundSeconds(after.seconds);
      for (const p of parts)
        if (p.file === file && p.recorded && p.recorded.durationSeconds !== seconds) {
          options.record(p, { file, durationSeconds: seconds });
          rerecorded++;
        }
      console.log(`normalized ${file}  ${fmt(before)} → ${fmt(after.loudness)}`);
    } catch (error) {
      failed++;
      console.error(`FAILED    ${file}: ${(error as Error).message.slice(0, 300)}`);
    }
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${options.dryRun ? 'would normalize' : 'normalized'} ${changed} file(s), ${kept} already at ` +
      `${LOUDNESS.targetLufs} LUFS ±${LOUDNESS.toleranceLu} and ≤ ${LOUDNESS.maxTruePeakDb} dBTP, ` +
      `${failed} failed; ${rerecorded} duration(s) recorded again; ${seconds.toFixed(0)} s` +
      (options.books ? ' (book chapters keep their recorded durations and timings)' : ''),
  );
  return failed > 0 ? 1 : 0;
}

/** What a planned part is: a listening script, a read-aloud model or a lecture example. */
export const partKind = (p: PlannedPart): 'listening' | 'read-aloud' | 'lecture' =>
  p.example !== undefined ? 'lecture' : p.item ? 'read-aloud' : 'listening';

/** The voices a file speaks with, as one label (`slt`, `kal+slt`). */
export const voiceLabel = (p: PlannedPart): string =>
  [...new Set(p.script.speakers.map((s) => s.voice))].sort().join('+');

export interface MeasureOptions {
  parts: PlannedPart[];
  jobs: number;
}

export async function measureAudio(options: MeasureOptions): Promise<number> {
  if (missingTools(['ffmpeg']).length > 0) {
    console.error('--measure needs ffmpeg: sudo apt-get install -y ffmpeg');
    return 1;
  }
  const byFile = recordedFiles(options.parts);
  const byVoice = new Map<string, Loudness[]>();
  const pace = new Map<string, { level: CefrLevel; wpm: number[] }>();
  let failed = 0;
  await pool([...byFile.entries()], options.jobs, async ([file, parts]) => {
    const first = parts[0]!;
    try {
      const path = join(AUDIO_DIR, file);
      const loudness = await measureLoudness(path);
      const voice = voiceLabel(first);
      byVoice.set(voice, [...(byVoice.get(voice) ?? []), loudness]);
      const seconds = mp3Info(readFileSync(path)).seconds;
      const key = `${first.level} ${partKind(first)}`;
      const entry = pace.get(key) ?? { level: first.level, wpm: [] };
      entry.wpm.push(wordsPerMinute(scriptWords(first.script), seconds));
      pace.set(key, entry);
    } catch (error) {
      failed++;
      console.error(`FAILED    ${file}: ${(error as Error).message.slice(0, 300)}`);
    }
  });
  console.log(
    `Loudness by voice (target ${LOUDNESS.targetLufs} LUFS ±${LOUDNESS.toleranceLu}, true peak ≤ ${LOUDNESS.maxTruePeakDb} dBTP)`,
  );
  const rows = [...byVoice.entries()].sort(
    (a, b) => a[0].split('+').length - b[0].split('+').length || a[0].localeCompare(b[0]),
  );
  for (const [voice, list] of rows) {
    const i = spread(list.map((l) => l.integrated));
    const tp = spread(list.map((l) => l.truePeak));
    const off = list.filter((l) => !onTarget(l)).length;
    console.log(
      `  ${voice.padEnd(22)} ${String(i.count).padStart(5)} files  integrated ${i.min.toFixed(1)} / ` +
        `${i.median.toFixed(1)} / ${i.max.toFixed(1)} LUFS (min/median/max)  true peak max ` +
        `${tp.max.toFixed(1)} dBTP  ${off} off target`,
    );
  }
  console.log('Words a minute by level (min / median / max; whole file, pauses included)');
  for (const [key, { level, wpm }] of [...pace.entries()].sort((a, b) =>
    a[0].localeCompare(b[0]),
  )) {
    const s = spread(wpm);
    const b = PACE_BANDS[level];
    const out = wpm.filter((w) => paceVerdict(w, level) !== 'in').length;
    console.log(
      `  ${key.padEnd(14)} ${String(s.count).padStart(5)} files  ${s.min.toFixed(0)} / ` +
        `${s.median.toFixed(0)} / ${s.max.toFixed(0)} wpm  band ${b.min}–${b.max}  ${out} outside`,
    );
  }
  return failed > 0 ? 1 : 0;
}
