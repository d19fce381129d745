import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CDN_IMAGE_VARIANT_WIDTHS } from '@yek/contracts/cdn';
import type * as SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { AppError, retryLater } from '../../lib/errors';

/**
 * Converting is the one heavy thing an upload does: images are re-encoded on libvips' threads and
 * audio in ffmpeg processes, so the event loop never does the work itself. The gate bounds how
 * many run at once and how many may wait; past that the upload is refused at once with 503
 * FILE_CONVERSION_BUSY and a Retry-After, rather than piling up memory and time.
 */
export function createConversionGate(slots: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < slots) running += 1;
      else if (waiting.length < queue) await new Promise<void>((go) => waiting.push(go));
      else throw retryLater(BUSY_RETRY_SECONDS, 'FILE_CONVERSION_BUSY');
      try {
        return await job();
      } finally {
        // The slot passes straight to the next waiting upload, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
export type ConversionGate = ReturnType<typeof createConversionGate>;

const BUSY_RETRY_SECONDS = 10;
/** Larger images are refused before decoding: a small file can claim an enormous canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A converted image is at most this wide; narrower copies are made beside it. */
export const IMAGE_MAX_WIDTH = 2560;
export const ICON_MAX_WIDTH = 512;
const AUDIO_TIMEOUT_MS = 120_000;

export interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

const unreadable = (field: string) =>
  new AppError('FILE_UNREADABLE', { [field]: ['validation.fileUnreadable'] });

// Loaded on the first upload: libvips takes half a second and 30 MB that a start need not pay.
let sharpModule: Promise<typeof SharpModule> | null = null;
async function open(data: Buffer): Promise<Sharp> {
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

/** An image's upright size, which also proves it decodes. */
export async function imageSize(data: Buffer, field: string) {
  try {
    const meta = await (await open(data)).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no size');
    return { width, height };
  } catch {
    throw unreadable(field);
  }
}

/**
 * The image as WebP, upright and without its metadata (camera, place), at most `maxWidth` wide;
 * with `variants`, also a WebP copy at each of the standard widths narrower than it.
 */
export async function convertImage(
  data: Buffer,
  field: string,
  maxWidth: number,
  variants: boolean,
): Promise<{ main: Encoded; variants: Encoded[] }> {
  try {
    const encode = async (width: number): Promise<Encoded> => {
      const out = await (
        await open(data)
      )
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data: out.data, width: out.info.width, height: out.info.height };
    };
    const main = await encode(maxWidth);
    const copies: Encoded[] = [];
    if (variants)
      for (const width of CDN_IMAGE_VARIANT_WIDTHS)
        if (width < main.width) copies.push(await encode(width));
    return { main, variants: copies };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(field);
  }
}

/**
 * A square WebP of the image's centre, upright and without its metadata, at most `maxSide` on a
 * side and never enlarged: what a profile photo is stored as, whatever the browser sent.
 */
export async function squareWebp(data: Buffer, field: string, maxSide: number): Promise<Encoded> {
  const { width, height } = await imageSize(data, field);
  const side = Math.min(width, height, maxSide);
  try {
    const out = await (
      await open(data)
    )
      .rotate()
      .resize({ width: side, height: side, fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    throw unreadable(field);
  }
}

/** The audio's length in seconds, which also proves it parses; null when the format omits it. */
export async function audioDuration(
  data: Buffer,
  contentType: string,
  field: string,
): Promise<number | null> {
  try {
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(data, { mimeType: contentType }, { duration: true });
    return format.duration && Number.isFinite(format.duration)
      ? Math.round(format.duration * 100) / 100
      : null;
  } catch {
    throw unreadable(field);
  }
}

/**
 * Any accepted audio as a 128 kbit/s constant-rate MP3, which every browser plays and seeks
 * exactly by byte range. ffmpeg runs as its own process on temporary files (MP4 audio needs a
 * seekable input), with one thread and a time limit.
 */
export async function convertAudio(ffmpeg: string, data: Buffer, field: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yek-cdn-'));
  const input = path.join(dir, 'input');
  const output = path.join(dir, 'output.mp3');
  try {
    await writeFile(input, data);
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1'],
          ...['-i', input, '-vn', '-sn', '-map_metadata', '-1'],
          ...['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', output],
        ],
        { stdio: 'ignore', timeout: AUDIO_TIMEOUT_MS, killSignal: 'SIGKILL' },
      );
      child.on('error', reject);
      child.on('close', resolve);
    }).catch((error: { code?: string }) => {
      if (error.code === 'ENOENT' || error.code === 'EACCES')
        throw new AppError('FILE_CONVERSION_UNAVAILABLE');
      throw error;
    });
    if (code !== 0) throw unreadable(field);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
