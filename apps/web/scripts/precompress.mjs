#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at the highest
// settings (done once per build, not per request); the server sends the smallest one the browser
// accepts. Audio, images and fonts in compressed formats are left as they are.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(distDir)) {
  if (!TEXT.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  raw += data.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
