import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'yek-uploads-'));
  t = await createTestApp({ rateLimitEnabled: false, dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const image = (format: 'png' | 'jpeg' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#7c4dff' } })
    .toFormat(format)
    .toBuffer();
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, WEBP] = await Promise.all([image('png'), image('jpeg'), image('webp')]);
});

function form(part: string, filename: string, type: string, content: Buffer) {
  const boundary = `----yek${Math.random().toString(16).slice(2)}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function upload(token: string | null, body: ReturnType<typeof form>, lang = 'tr-TR') {
  return t.app.inject({
    method: 'POST',
    url: '/api/userregistration/uploadfile',
    headers: { ...body.headers, ...(token ? bearer(token) : {}), 'accept-language': lang },
    payload: body.payload,
  });
}

describe('profile photo upload', () => {
  it('stores a JPEG, PNG or WebP photo as a square WebP, serves it, and replaces the old one', async () => {
    const { token } = await signUp(t);
    const first = await upload(token, form('formFile', 'me.png', 'image/png', PNG));
    expect(first.statusCode).toBe(200);
    const path1 = json<{ profileImagePath: string }>(first).data.profileImagePath;
    expect(path1).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: path1 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    // The centre square of the 40 x 30 picture, never enlarged.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 30,
      height: 30,
    });
    expect(
      (await t.app.inject({ url: '/uploads/profile/..%2F..%2Fsecrets.json' })).statusCode,
    ).toBe(404);
    // The type comes from the bytes, whatever the name and declared type say.
    const second = await upload(token, form('formFile', 'photo.png', 'image/png', JPEG));
    const path2 = json<{ profileImagePath: string }>(second).data.profileImagePath;
    expect(path2).toMatch(/\.webp$/);
    const dir = path.join(dataDir, 'uploads', 'profile');
    expect(existsSync(path.join(dir, path.basename(path1)))).toBe(false);
    expect(readdirSync(dir)).toContain(path.basename(path2));
    expect((await t.app.inject({ url: path1 })).statusCode).toBe(404);
    const webp = await upload(token, form('formFile', 'x.webp', 'image/webp', WEBP));
    expect(json<{ profileImagePath: string }>(webp).data.profileImagePath).toMatch(/\.webp$/);
    // A large photo is stored at most 512 pixels on a side.
    const large = await upload(
      token,
      form('formFile', 'big.png', 'image/png', await image('png', 900, 1200)),
    );
    const stored = await t.app.inject({
      url: json<{ profileImagePath: string }>(large).data.profileImagePath,
    });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses a file that only starts like an image', async () => {
    const { token } = await signUp(t);
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]);
    const res = await upload(token, form('formFile', 'me.png', 'image/png', fake), 'en-US');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors ?? {})).toEqual(['formFile']);
  });

  it('refuses other files, files over 2 MB, a wrong part name and non-multipart bodies', async () => {
    const { token } = await signUp(t);
    const script = await upload(
      token,
      form('formFile', 'evil.jpg', 'image/jpeg', Buffer.from('<script>alert(1)</script>')),
      'en-US',
    );
    expect(script.statusCode).toBe(400);
    expect(json(script).errors).toEqual({
      formFile: ['You can only upload a JPEG, PNG or WebP photo.'],
    });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(token, form('formFile', 'big.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).errorCode).toBe('PAYLOAD_TOO_LARGE');
    const wrongPart = await upload(token, form('file', 'me.png', 'image/png', PNG));
    expect(json(wrongPart).errors).toEqual({ formFile: ['Bu alanı doldur.'] });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration/uploadfile',
      headers: bearer(token),
      payload: { formFile: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
    expect((await upload(null, form('formFile', 'me.png', 'image/png', PNG))).statusCode).toBe(401);
  });

  it('keeps sign-up working on the same group', async () => {
    const { user } = await signUp(t);
    expect(user.id).toBeGreaterThan(0);
  });
});
