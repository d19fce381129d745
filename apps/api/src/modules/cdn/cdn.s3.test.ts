import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CdnFile } from '@yek/contracts/cdn';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../db/seed/seed';
import { form, png, wav } from '../../../test/cdn-files';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';

/**
 * The same uploads against an S3 API server (s3rver, in this process on a free port) instead of
 * the local folder: what the product does with S3_BUCKET set.
 */
let t: TestApp;
let s3: S3rver;
let dir: string;
let editor: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'yek-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'yek-files', configs: [] }],
  });
  const { port } = await s3.run();
  t = await createTestApp({
    rateLimitEnabled: false,
    s3: {
      bucket: 'yek-files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's own key pair: it checks every request's signature against it.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
  await seedDemoUsers(t.database.pool);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: 'editor@yek.local', password: 'Editor123!' },
  });
  editor = json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(content: Buffer, convert: boolean): Promise<CdnFile> {
  const body = form({ name: 'File', filename: 'x', type: 'application/octet-stream', content });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cdn/uploadfile?ConvertFile=${convert}`,
    headers: { ...body.headers, ...bearer(editor) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<CdnFile>(res).data;
}

describe('files in an S3 bucket', () => {
  it('stores, serves (with ranges) and deletes a converted image and its copies', async () => {
    const image = await upload(await png(700, 350, '#2299cc'), true);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640]);
    const inBucket = () => readdirSync(path.join(dir, 'yek-files', 'cdn')).join(' ');
    for (const f of [image, ...image.variants]) expect(inBucket()).toContain(f.fileName);
    for (const f of [image, ...image.variants]) {
      const res = await t.app.inject({ method: 'GET', url: f.fileUrl });
      expect([res.statusCode, res.headers['content-type'], res.rawPayload.length]).toEqual([
        200,
        'image/webp',
        f.size,
      ]);
    }
    const audio = await upload(wav(2), true);
    const whole = await t.app.inject({ method: 'GET', url: audio.fileUrl });
    const part = await t.app.inject({
      method: 'GET',
      url: audio.fileUrl,
      headers: { range: 'bytes=1000-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1099/${audio.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000, 1100))).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/cdn/deletefile?fileName=${image.fileName}`,
      headers: bearer(editor),
    });
    expect(del.statusCode).toBe(200);
    for (const f of [image, ...image.variants]) {
      expect((await t.app.inject({ method: 'GET', url: f.fileUrl })).statusCode).toBe(404);
      expect(inBucket()).not.toContain(f.fileName);
    }
  });
});
