import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), found by walking up from the running file, so that the
 * sources under src/ and the compiled bundle in dist/ read the same migrations and seed data.
 */
function findApiDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'src', 'db', 'migrations'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('src/db/migrations not found above the running file');
    dir = parent;
  }
  return dir;
}

export const API_DIR = findApiDir();
