import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Speaking answers: the browser records, uploads the file (cdn/uploaduserfile) and then registers
 * the answer with the returned name. Files live under the learner's own folder, so an answer can
 * only name a recording its author uploaded; they are never served publicly.
 */

export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;

export function recordingDir(dataDir: string, userId: number) {
  return path.join(dataDir, 'uploads', 'recordings', String(userId));
}

/** The container, decided by the file's first bytes (the declared type is not trusted). */
export function audioType(data: Buffer): 'webm' | 'ogg' | 'mp4' | 'wav' | 'mp3' | null {
  if (data.length < 12) return null;
  if (data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3) return 'webm';
  if (data.subarray(0, 4).toString('latin1') === 'OggS') return 'ogg';
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WAVE'
  )
    return 'wav';
  if (data.subarray(0, 3).toString('latin1') === 'ID3') return 'mp3';
  if (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  return null;
}

export async function saveRecording(
  dataDir: string,
  userId: number,
  data: Buffer,
): Promise<{ fileName: string; size: number; type: string } | null> {
  const type = audioType(data);
  if (!type) return null;
  const dir = recordingDir(dataDir, userId);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomBytes(12).toString('hex')}.${type}`;
  const tmp = path.join(dir, `.${fileName}.tmp`);
  await writeFile(tmp, data, { mode: 0o600 });
  await rename(tmp, path.join(dir, fileName));
  return { fileName, size: data.length, type };
}
