// Builds what changed since the last build (the web app with Vite, the API with esbuild), then
// starts the one server process (web app + API + embedded PostgreSQL) in the foreground with plain
// `node`. In production nothing is built here: the release's build step made apps/*/dist, and an
// install without dev dependencies (`npm ci --omit=dev`) has no build tools.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = process.env.NODE_ENV === 'production';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const contracts = path.join(root, 'packages/contracts/src');
const targets = [
  {
    name: 'web app',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html'].map((p) =>
      path.join(root, p),
    ),
    build: ['npm', 'run', 'build', '-w', '@yek/web'],
    skip: process.env.SKIP_WEB_BUILD === '1',
  },
  {
    name: 'API',
    output: path.join(root, 'apps/api/dist/server.js'),
    sources: ['apps/api/src', 'content/tools/lib'].map((p) => path.join(root, p)),
    build: ['npm', 'run', 'build', '-w', '@yek/api'],
    skip: false,
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const stale = Math.max(...[...target.sources, contracts].map(newestMtime)) > built;
  if (production) {
    if (!built) {
      console.error(`The ${target.name} is not built: run \`npm run build\` in the release step.`);
      process.exit(1);
    }
    continue;
  }
  if (!stale || target.skip) continue;
  console.log(`Building the ${target.name}…`);
  const result = spawnSync(target.build[0], target.build.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `--build-only`: what changed is built and nothing is started (npm run backup / restore).
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
