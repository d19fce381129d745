import { hashSync, verifySync } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  // 2 is Argon2id in the library's Algorithm enum (a const enum, not importable here).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** What the password pool's threads are given (password.ts). */
export type PasswordTask =
  { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };

/** Runs in a worker thread of the password pool: one argon2id computation, start to end. */
export default function passwordTask(task: PasswordTask): string | boolean {
  if (task.op === 'hash') return hashSync(task.password, ARGON2_OPTIONS);
  try {
    return verifySync(task.hash, task.password);
  } catch {
    // A stored hash that cannot be read verifies nothing.
    return false;
  }
}
