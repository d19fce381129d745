import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_DIR } from '@yek/content/paths';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { AUDIO_FILE_PATTERN } from './content-ids';
import { byteRange } from '../../lib/byte-range';

let t: TestApp;
const file = readdirSync(AUDIO_DIR).find((f) => AUDIO_FILE_PATTERN.test(f));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/content/audio/:file', () => {
  it('streams a rendered file as MP3, cacheable for a year, without signing in', async () => {
    expect(file).toBeDefined();
    const bytes = readFileSync(join(AUDIO_DIR, file!));
    const res = await get(`/api/content/audio/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const again = await get(`/api/content/audio/${file}`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a byte range, as players ask when seeking', async () => {
    const bytes = readFileSync(join(AUDIO_DIR, file!));
    const res = await get(`/api/content/audio/${file}`, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it.each([
    '/api/content/audio/0000000000000000.mp3',
    '/api/content/audio/..%2Fsyllabus.yaml',
    '/api/content/audio/..%2F..%2Fpackage.json',
    '/api/content/audio/../syllabus.yaml',
    '/api/content/audio/%2e%2e%2fsyllabus.yaml',
    `/api/content/audio/${file?.replace('.mp3', '.wav')}`,
    `/api/content/audio/${file?.toUpperCase()}`,
    `/api/content/audio/${file}.mp3`,
    '/api/content/audio/',
  ])('answers 404 with the error envelope for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ isSuccess: false, errorCode: 'NOT_FOUND', data: null });
  });
});

describe('byteRange', () => {
  it('reads the three forms of a single range and refuses the rest', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBeNull();
    expect(byteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(byteRange(undefined, 100)).toBeNull();
  });
});
