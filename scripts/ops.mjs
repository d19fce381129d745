// `npm run backup` and `npm run restore FILE`: builds the API when its sources changed (not in
// production, where the release built it), then runs the compiled command (docs/backups.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SKIP_WEB_BUILD: '1' },
});
if (built.status !== 0) process.exit(built.status ?? 1);
const run = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/backup.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
