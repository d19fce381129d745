import os from 'node:os';
import { COMMON_PASSWORDS } from './common-passwords';
import type { PasswordTask } from './password.worker';
import { lazyWorkerPool } from './worker-pool';

/**
 * Password hashes (argon2id, password.worker.ts) are computed in a pool of their own, one thread
 * per core, in the order they were asked for. In libuv's shared thread pool four ran at once on
 * however many cores there were, and every other job queued there (compressing an answer, reading
 * a file) waited behind every hash asked for before it (docs/performance.md). A hash still waiting
 * when its client has gone is dropped, so a burst of sign-ins that time out and retry does not
 * hash each attempt.
 */
const THREADS = Math.max(1, Math.min(8, os.availableParallelism()));

interface Waiting {
  task: PasswordTask;
  signal: AbortSignal | undefined;
  resolve: (value: string | boolean) => void;
  reject: (error: unknown) => void;
  onAbort: () => void;
}
const waiting: Waiting[] = [];
let running = 0;
const pool = lazyWorkerPool({
  builtName: 'password-worker',
  source: 'src/lib/password.worker.ts',
  caller: import.meta.url,
  minThreads: 1,
  maxThreads: THREADS,
});

const clientGone = () => new DOMException('The client closed the connection', 'AbortError');

/** Hands waiting hashes to the pool's free threads, first asked first. */
function dispatch() {
  while (running < THREADS && waiting.length > 0) {
    const next = waiting.shift()!;
    next.signal?.removeEventListener('abort', next.onAbort);
    running += 1;
    (pool.get().run(next.task) as Promise<string | boolean>)
      .then(next.resolve, next.reject)
      .finally(() => {
        running -= 1;
        dispatch();
      });
  }
}

function run(task: PasswordTask, signal?: AbortSignal): Promise<string | boolean> {
  if (signal?.aborted) return Promise.reject(clientGone());
  return new Promise((resolve, reject) => {
    const entry: Waiting = {
      task,
      signal,
      resolve,
      reject,
      onAbort: () => {
        const at = waiting.indexOf(entry);
        if (at < 0) return;
        waiting.splice(at, 1);
        reject(clientGone());
      },
    };
    signal?.addEventListener('abort', entry.onAbort, { once: true });
    waiting.push(entry);
    dispatch();
  });
}

export const hashPassword = (password: string, signal?: AbortSignal): Promise<string> =>
  run({ op: 'hash', password }, signal) as Promise<string>;

export async function verifyPassword(
  hashed: string,
  password: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await run({ op: 'verify', hash: hashed, password }, signal)) === true;
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string, signal?: AbortSignal): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-Xy');
  return dummyHash.then((h) => verifyPassword(h, password, signal)).then(() => false);
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Stops the pool's threads (the app's close); the next hash starts it again. */
export const closePasswordPool = pool.close;
