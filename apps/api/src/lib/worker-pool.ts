import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { API_DIR } from './paths';

/**
 * A pool of worker threads started at its first task and stopped by `close` (the app's close; the
 * next task starts it again). The compiled server has each worker bundled beside it
 * (dist/<builtName>.js, scripts/build.mjs); the sources run the TypeScript worker through tsx, as
 * they themselves run. Tasks are handed out in the order they came (`stricterFIFO`): without it a
 * task that finds every thread busy goes back to the end of Piscina's queue.
 */
export function lazyWorkerPool(options: {
  builtName: string;
  source: string;
  /** The calling module's import.meta.url: the compiled worker is looked for beside it. */
  caller: string;
  minThreads: number;
  maxThreads: number;
}) {
  let pool: Piscina | null = null;
  return {
    get(): Piscina {
      if (!pool) {
        const built = path.join(
          path.dirname(fileURLToPath(options.caller)),
          `${options.builtName}.js`,
        );
        const compiled = options.caller.endsWith('.js') && existsSync(built);
        pool = new Piscina({
          filename: compiled ? built : path.join(API_DIR, options.source),
          execArgv: compiled ? [] : ['--import', 'tsx'],
          minThreads: options.minThreads,
          maxThreads: options.maxThreads,
          idleTimeout: 60_000,
          stricterFIFO: true,
        });
      }
      return pool;
    },
    async close(): Promise<void> {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
