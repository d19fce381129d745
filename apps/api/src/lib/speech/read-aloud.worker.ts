import type { ReadAloudFeedback } from '@yek/contracts/usertask-questions';
import { scoreReadAloud, warmAligner } from './read-aloud';
import { type RecognizedReply, recognizeReply } from './reply-recognition';

// Each thread loads the model as it starts, not in its first learner's request.
void warmAligner().catch(() => undefined);

/** What the speech pool's threads are given: a sentence to align, or replies to recognise. */
export type SpeechTask =
  | { kind?: 'align'; wav: Uint8Array; sentence: string }
  | { kind: 'recognize'; wav: Uint8Array; wordings: string[] };

/** Runs in a worker thread of the speech pool (read-aloud-pool.ts): the CPU-heavy part. */
export default function speech(
  task: SpeechTask,
): Promise<ReadAloudFeedback | RecognizedReply | null> {
  const wav = Buffer.from(task.wav.buffer, task.wav.byteOffset, task.wav.byteLength);
  return task.kind === 'recognize'
    ? recognizeReply(wav, task.wordings)
    : scoreReadAloud(wav, task.sentence);
}
