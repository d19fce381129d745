#!/usr/bin/env node
// Sums the gzip size of the JavaScript a first visit to /login downloads: the entry chunk, the
// split layout and the login route, each with every chunk they import statically. Exits non-zero
// above the budget so a heavy import on the sign-in path fails the check.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const LOGIN_SOURCES = ['src/app/layouts/auth-layout.tsx', 'src/app/routes/login-route.tsx'];

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json is missing: run `npm run build -w @yek/web` first.');
  process.exit(2);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest names no entry chunk.');
  process.exit(2);
}

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect(entryKey);
for (const source of LOGIN_SOURCES) {
  if (!manifest[source]) {
    console.error(`The manifest has no chunk for ${source}; was it renamed?`);
    process.exit(2);
  }
  collect(source);
}

const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, raw: code.length, gzip: gzipSync(code).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `${kb(total).padStart(10)}  total gzip for /login (${rows.length} files, budget ${kb(BUDGET_BYTES)})`,
);

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
