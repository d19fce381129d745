// Builds the web app when its sources changed since the last build, then starts the one server
// process (web app + API + embedded PostgreSQL) in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const distIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(root, 'packages/contracts/src'),
];
const stale =
  !existsSync(distIndex) ||
  Math.max(
    ...sources.filter(existsSync).map(newestMtime),
    statSync(path.join(web, 'index.html')).mtimeMs,
  ) > statSync(distIndex).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@yek/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
