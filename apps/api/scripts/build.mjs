// Compiles the API to plain JavaScript run by `node`: one ESM bundle per entry in dist/, with the
// workspace's own TypeScript (the API, @yek/contracts, the content library) inside and every npm
// package left as an import, resolved from node_modules at run time.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@yek/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
const result = await build({
  absWorkingDir: api,
  entryPoints: {
    server: 'src/server.ts',
    'load-content': 'src/db/load-content.ts',
    'read-aloud-worker': 'src/lib/speech/read-aloud.worker.ts',
    'password-worker': 'src/lib/password.worker.ts',
    backup: 'src/ops/backup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, o]) => `${path.basename(file)} ${(o.bytes / 1024).toFixed(0)} KB`);
console.log(`API built in ${Math.round(performance.now() - started)} ms: ${bytes.join(', ')}`);
