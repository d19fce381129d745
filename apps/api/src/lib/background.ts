import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay a reply (mailing a reset code, so that the reply's timing says nothing
 * about whether the account exists). Failures are logged; `idle()` waits for what is running, which
 * the server does before it closes and tests do before they read the mail box.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `background task failed: ${name}`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/** Runs `tick` every `seconds` until stopped; a tick never overlaps the one before it. */
export function scheduleRepeating(
  tick: () => Promise<unknown>,
  seconds: number,
  onError: (error: unknown) => void,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .then(() => undefined, onError)
        .finally(next);
    }, seconds * 1000);
  };
  return {
    start: next,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
