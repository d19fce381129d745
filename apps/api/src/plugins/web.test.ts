import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('yek '.repeat(800))});`;
const page = `<!doctype html><html><body>${'<p>yek</p>'.repeat(300)}</body></html>`;

beforeAll(async () => {
  // A built web app as the release writes it: hashed assets with .br and .gz copies beside them.
  dist = mkdtempSync(path.join(os.tmpdir(), 'yek-web-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', page],
    ['assets/index-abc123.js', script],
  ] as const) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('delivery', () => {
  it('sends the precompressed copy of a hashed asset, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app page for client routes, compressed and never cached', async () => {
    const res = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('compresses API answers above a kilobyte, and leaves small ones alone', async () => {
    const big = await t.app.inject({
      url: '/api/user/getcitylist',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(body.data.length).toBe(81);
    const small = await t.app.inject({
      url: '/api/health/live',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
