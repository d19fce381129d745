import type { ReadAloudFeedback } from '@yek/contracts/usertask-questions';
import { scoreReadAloud, warmAligner } from './read-aloud';

// Each thread loads the model as it starts, not in its first learner's request.
void warmAligner().catch(() => undefined);

/** Runs in a worker thread of the alignment pool (read-aloud-pool.ts): the CPU-heavy part. */
export default function align(task: {
  wav: Uint8Array;
  sentence: string;
}): Promise<ReadAloudFeedback | null> {
  return scoreReadAloud(
    Buffer.from(task.wav.buffer, task.wav.byteOffset, task.wav.byteLength),
    task.sentence,
  );
}
