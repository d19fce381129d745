import os from 'node:os';
import { lazyWorkerPool } from '../worker-pool';
import type { ReadAloudFeedback } from '@yek/contracts/usertask-questions';
import type { RecognizedReply } from './reply-recognition';
import type { SpeechTask } from './read-aloud.worker';

/**
 * Speech work (read-aloud alignment, spoken replies' recognition) takes a core for a few hundred
 * milliseconds per recording: it runs in a pool of worker threads, so the event loop keeps
 * answering everyone else while recordings are scored.
 * One thread per core but one (the event loop's), at least one.
 */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

const pool = lazyWorkerPool({
  builtName: 'read-aloud-worker',
  source: 'src/lib/speech/read-aloud.worker.ts',
  caller: import.meta.url,
  minThreads: THREADS,
  maxThreads: THREADS,
});

/** Scores a recording against its sentence on a worker thread (see read-aloud.ts). */
export function alignInWorker(wav: Buffer, sentence: string): Promise<ReadAloudFeedback | null> {
  const task: SpeechTask = { wav: bytes(wav), sentence };
  return pool.get().run(task);
}

/**
 * Recognises a spoken reply among the wordings that may be said and scores its pronunciation, on
 * a worker thread of the same pool (see reply-recognition.ts).
 */
export function recognizeInWorker(wav: Buffer, wordings: string[]): Promise<RecognizedReply> {
  const task: SpeechTask = { kind: 'recognize', wav: bytes(wav), wordings };
  return pool.get().run(task);
}

const bytes = (wav: Buffer) => new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength);

/** Starts the threads, each loading the model as it starts, so no learner waits for it. */
export async function warmAlignerPool(): Promise<void> {
  await Promise.all(Array.from({ length: THREADS }, () => alignInWorker(Buffer.alloc(0), '')));
}

export const closeAlignerPool = pool.close;
