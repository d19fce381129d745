import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DIR } from './paths';

/**
 * Where a worker thread's code is: the compiled server has each worker bundled beside it
 * (dist/<name>.js, scripts/build.mjs); the sources run the TypeScript worker through tsx, as they
 * themselves run.
 */
export function workerFile(
  builtName: string,
  source: string,
  caller: string,
): { filename: string; execArgv: string[] } {
  const built = path.join(path.dirname(fileURLToPath(caller)), `${builtName}.js`);
  if (caller.endsWith('.js') && existsSync(built)) return { filename: built, execArgv: [] };
  return { filename: path.join(API_DIR, source), execArgv: ['--import', 'tsx'] };
}
