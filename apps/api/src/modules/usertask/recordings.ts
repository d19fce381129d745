import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { FileStorage } from '../../lib/storage';

/**
 * Speaking answers: the browser records, uploads the file (cdn/uploaduserfile) and then registers
 * the answer with the returned name. Files are stored under the learner's own key prefix, so an
 * answer can only name a recording its author uploaded; they are never served publicly. Each is
 * listed in recording_files, so the retention job removes it when its time is up.
 */

export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
} as const;

/** The storage key of a learner's recording; the name was checked by the answer's schema. */
export function recordingKey(userId: number, fileName: string) {
  return `recordings/${userId}/${fileName}`;
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
  storage: FileStorage,
  pool: Pool,
  userId: number,
  data: Buffer,
): Promise<{ fileName: string; size: number; type: string } | null> {
  const type = audioType(data);
  if (!type) return null;
  const fileName = `${randomBytes(12).toString('hex')}.${type}`;
  // Listed first: a file the list does not know could outlive its retention period.
  await pool.query('INSERT INTO recording_files (user_id, file_name) VALUES ($1, $2)', [
    userId,
    fileName,
  ]);
  await storage.put(recordingKey(userId, fileName), data, CONTENT_TYPES[type]);
  return { fileName, size: data.length, type };
}
